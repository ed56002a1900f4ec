import { PlaceholderPage } from '../home/PlaceholderPage';

/** /search/list — the saved searches. */
export function SavedSearchesPage() {
  return <PlaceholderPage title="search_list" area="search_list" icon="pi pi-bookmark" />;
}
