import { ProgressSpinner } from 'primereact/progressspinner';
import styles from './States.module.css';

/** A spinner in place of content that is loading, named for screen readers. */
export function LoadingBlock(props: { label: string }) {
  return (
    <div className={styles.loading}>
      <ProgressSpinner style={{ width: '3rem', height: '3rem' }} aria-label={props.label} />
    </div>
  );
}
