import { PlaceholderPage } from '../home/PlaceholderPage';

/** /board/:id?/:apId? — the job editor and board of a job post (new without an id). */
export function BoardPage() {
  return <PlaceholderPage title="board" area="board" icon="pi pi-pencil" />;
}
