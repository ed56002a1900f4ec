import { PlaceholderPage } from '../home/PlaceholderPage';

/** /search/:id? — a new candidate search, or a saved one by id. */
export function SearchPage() {
  return <PlaceholderPage title="search" area="search" icon="pi pi-search" />;
}
