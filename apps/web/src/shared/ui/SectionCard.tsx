import type { ReactNode } from 'react';
import styles from './SectionCard.module.css';

interface SectionCardProps {
  id: string;
  /** A PrimeIcons class, e.g. pi-user. */
  icon: string;
  title: string;
  description?: string;
  /** Beside the title, e.g. an upload button. */
  actions?: ReactNode;
  /** The body's children one below the other, 1rem apart. */
  stack?: boolean;
  tone?: 'danger';
  children: ReactNode;
}

/** One card of a page (account, company), with a heading the page's landmarks can point at. */
export function SectionCard({ id, icon, title, description, actions, stack, tone, children }: SectionCardProps) {
  return (
    <section id={id} className={styles.section} data-tone={tone} aria-labelledby={`${id}-title`}>
      <header className={styles.header} data-actions={actions ? '' : undefined}>
        <span className={styles.icon} aria-hidden="true">
          <i className={`pi ${icon}`} />
        </span>
        <div className={styles.heading}>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      <div className={stack ? `${styles.body} ${styles.stack}` : styles.body}>{children}</div>
    </section>
  );
}
