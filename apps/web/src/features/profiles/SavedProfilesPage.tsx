import { PlaceholderPage } from '../home/PlaceholderPage';

/** /profile/list — the saved candidate profiles. */
export function SavedProfilesPage() {
  return <PlaceholderPage title="profile_list" area="profile_list" icon="pi pi-users" />;
}
