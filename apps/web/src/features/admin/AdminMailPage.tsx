import { PlaceholderPage } from '../home/PlaceholderPage';

/** /admin/mail — back office: the outbox, mail templates and policy mailings. */
export function AdminMailPage() {
  return <PlaceholderPage title="admin_mail" area="admin_mail" icon="pi pi-inbox" />;
}
