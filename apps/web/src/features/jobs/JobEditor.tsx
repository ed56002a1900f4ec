import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { generatedFrom } from './generated-state';
import { JobEditorForm } from './JobEditorForm';
import { useJob } from './useJob';
import { LoadingBlock } from '../../shared/ui/LoadingBlock';

/**
 * The job editor: without `jobId` a new job (blank, or prefilled from `location.state.generated`),
 * created with `POST /job`; with one, the saved job's content and status.
 */
export function JobEditor(props: { jobId?: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  const job = useJob(props.jobId);
  if (props.jobId === undefined) return <JobEditorForm key="new" generated={generatedFrom(location.state)} />;
  if (job.isPending) return <LoadingBlock label={t('jobs.editor.loading')} />;
  // A failed load has shown its error toast already.
  if (!job.data) return null;
  return <JobEditorForm key={props.jobId} job={job.data} />;
}
