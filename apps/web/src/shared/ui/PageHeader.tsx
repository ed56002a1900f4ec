import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';

/** A page's heading (the `#page-title` the shell and the tests look for) with its actions beside it. */
export function PageHeader(props: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.titleRow}>
      <h1 className={styles.title} id="page-title">
        {props.title}
      </h1>
      {props.children && <div className={styles.actions}>{props.children}</div>}
    </div>
  );
}
