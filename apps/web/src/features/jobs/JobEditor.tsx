import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { generatedFrom } from './generated-state';
import styles from './JobEditor.module.css';
import { JobEditorForm } from './JobEditorForm';
import { useJob } from './useJob';

/**
 * The job editor: without `jobId` a new job (blank, or prefilled from `location.state.generated`),
 * created with `POST /job`; with one, the saved job's content and status.
 */
export function JobEditor(props: { jobId?: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  const job = useJob(props.jobId);
  if (props.jobId === undefined) return <JobEditorForm key="new" generated={generatedFrom(location.state)} />;
  if (job.isPending)
    return (
      <div className={styles.loading}>
        <ProgressSpinner style={{ width: '3rem', height: '3rem' }} aria-label={t('jobs.editor.loading')} />
      </div>
    );
  // A failed load has shown its error toast already.
  if (!job.data) return null;
  return <JobEditorForm key={props.jobId} job={job.data} />;
}
