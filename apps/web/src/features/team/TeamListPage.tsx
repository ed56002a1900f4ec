import { PlaceholderPage } from '../home/PlaceholderPage';

/** /team/list — the company's team. */
export function TeamListPage() {
  return <PlaceholderPage title="team" area="team_list" icon="pi pi-users" />;
}
