import type { ReactNode } from 'react';
import styles from './ErrorLayout.module.css';

/** The frame shared by the error pages: a code or icon, a title, a message and actions. */
export function ErrorLayout(props: {
  badge: ReactNode;
  title: string;
  message: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="error-title">
        <div className={styles.badge}>{props.badge}</div>
        <h1 id="error-title" className={styles.title}>
          {props.title}
        </h1>
        <p className={styles.message}>{props.message}</p>
        {props.children}
      </section>
    </div>
  );
}
