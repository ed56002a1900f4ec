import type { ReactNode } from 'react';
import styles from './AccountPage.module.css';

interface AccountSectionProps {
  id: string;
  icon: string;
  title: string;
  description?: string;
  children: ReactNode;
  tone?: 'danger';
}

/** One card of the account page, with a heading the page's landmarks can point at. */
export function AccountSection({ id, icon, title, description, children, tone }: AccountSectionProps) {
  return (
    <section id={id} className={styles.section} data-tone={tone} aria-labelledby={`${id}-title`}>
      <header className={styles.sectionHeader}>
        <span className={styles.sectionIcon} aria-hidden="true">
          <i className={`pi ${icon}`} />
        </span>
        <div>
          <h2 id={`${id}-title`} className={styles.sectionTitle}>
            {title}
          </h2>
          {description && <p className={styles.sectionDescription}>{description}</p>}
        </div>
      </header>
      <div className={styles.sectionBody}>{children}</div>
    </section>
  );
}
