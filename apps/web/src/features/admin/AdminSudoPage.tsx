import { PlaceholderPage } from '../home/PlaceholderPage';

/** /admin/sudo — back office: companies (sudo). */
export function AdminSudoPage() {
  return <PlaceholderPage title="admin_sudo" area="admin_sudo" icon="pi pi-building" />;
}
