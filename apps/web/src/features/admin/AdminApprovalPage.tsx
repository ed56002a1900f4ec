import { PlaceholderPage } from '../home/PlaceholderPage';

/** /admin/approval — back office: human approval. */
export function AdminApprovalPage() {
  return <PlaceholderPage title="admin_apls" area="admin_apls" icon="pi pi-check-square" />;
}
