import type { ReactNode } from 'react';
import styles from './States.module.css';

/** What stands in for an empty list or result: an icon and a sentence saying what to do. */
export function EmptyState(props: { icon: string; children: ReactNode; testId?: string }) {
  return (
    <div className={styles.empty} data-testid={props.testId}>
      <i className={props.icon} aria-hidden="true" />
      <p>{props.children}</p>
    </div>
  );
}
