import { PlaceholderPage } from '../home/PlaceholderPage';

/** /admin/enrollment — back office: company registrations. */
export function AdminEnrollmentPage() {
  return <PlaceholderPage title="admin_enroll" area="admin_enroll" icon="pi pi-user-plus" />;
}
