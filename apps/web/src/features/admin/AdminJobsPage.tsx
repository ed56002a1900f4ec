import { PlaceholderPage } from '../home/PlaceholderPage';

/** /admin/jobs — back office: job pricing. */
export function AdminJobsPage() {
  return <PlaceholderPage title="admin_jobs" area="admin_jobs" icon="pi pi-briefcase" />;
}
