import { useParams } from 'react-router';
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
  if (!params.id) return <JobEditor />;
  const jobId = positiveId(params.id);
  if (jobId === null) return <BoardMissing />;
  return <JobBoard key={jobId} jobId={jobId} applicationId={positiveId(params.apId)} />;
}
