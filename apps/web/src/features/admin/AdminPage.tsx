import type { ReactNode } from 'react';
import { PageHeader } from '../../shared/ui/PageHeader';
import styles from './AdminPage.module.css';

/** The frame of a back-office page: its column, its title (the page's one h1) and a lead. */
export function AdminPage(props: { page: string; title: ReactNode; lead: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.page} data-page={props.page}>
      <PageHeader title={props.title} />
      <p className={styles.lead}>{props.lead}</p>
      {props.children}
    </div>
  );
}
