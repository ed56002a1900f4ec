import { PlaceholderPage } from '../home/PlaceholderPage';

/** /team/:id? — one team member. */
export function TeamPage() {
  return <PlaceholderPage title="team" area="team" icon="pi pi-user" />;
}
