import { PlaceholderPage } from '../home/PlaceholderPage';

/** /admin/tweak_ai — back office: AI tweaking. */
export function AdminAiPage() {
  return <PlaceholderPage title="admin_ai" area="admin_ai" icon="pi pi-sparkles" />;
}
