import type { ReactNode } from 'react';
import styles from './Company.module.css';

interface CompanySectionProps {
  id: string;
  icon: string;
  title: string;
  description?: string;
  /** Beside the title, e.g. an upload button. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One card of the company page, with a heading its landmark points at. */
export function CompanySection({ id, icon, title, description, actions, children }: CompanySectionProps) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <header className={styles.sectionHeader}>
        <span className={styles.sectionIcon} aria-hidden="true">
          <i className={`pi ${icon}`} />
        </span>
        <div className={styles.sectionHeading}>
          <h2 id={`${id}-title`} className={styles.sectionTitle}>
            {title}
          </h2>
          {description && <p className={styles.sectionDescription}>{description}</p>}
        </div>
        {actions && <div className={styles.sectionActions}>{actions}</div>}
      </header>
      <div className={styles.sectionBody}>{children}</div>
    </section>
  );
}
