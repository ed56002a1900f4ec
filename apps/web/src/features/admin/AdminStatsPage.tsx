import { PlaceholderPage } from '../home/PlaceholderPage';

/** /admin/stats — back office: user statistics. */
export function AdminStatsPage() {
  return <PlaceholderPage title="admin_stats" area="admin_stats" icon="pi pi-chart-bar" />;
}
