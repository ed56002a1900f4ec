import { JobListPage } from '../jobs/JobListPage';

/** /board/list — the company's job posts. */
export function BoardListPage() {
  return <JobListPage />;
}
