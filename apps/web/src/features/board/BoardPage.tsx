import { useParams } from 'react-router';
import { usesAdminMenu } from '../../app/shell/menu-entries';
import { useCan } from '../../shared/access/useCan';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import { PageLoading } from '../../shared/ui/PageLoading';
import { useCurrentUser } from '../auth/useCurrentUser';
import { ErrorCodeView } from '../errors/ErrorCodeView';
import { JobEditor } from '../jobs/JobEditor';
import { BoardMissing } from './BoardMissing';
import { JobBoard } from './JobBoard';

const positiveId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** /board/:id?/:apId? — without an id the editor of a new job post; with one, the job's board. */
export function BoardPage() {
  const params = useParams();
  if (!params.id) return <NewJobEditor />;
  const jobId = positiveId(params.id);
  if (jobId === null) return <BoardMissing />;
  return <JobBoard key={jobId} jobId={jobId} applicationId={positiveId(params.apId)} />;
}

/** The new job editor, for those whose company role may write job posts (others: 403, nothing to save). */
function NewJobEditor() {
  const user = useCurrentUser();
  const access = useCan();
  const known = useSessionStore((state) => state.permissions !== null);
  const backOffice = user !== null && usesAdminMenu(user);
  if (!backOffice && !known) return <PageLoading />;
  return access.can('jobs') ? <JobEditor /> : <ErrorCodeView code={403} />;
}
