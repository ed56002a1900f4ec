import { PlaceholderPage } from '../home/PlaceholderPage';

/** /messages/:id? — conversations with candidates. */
export function MessagesPage() {
  return <PlaceholderPage title="messages" area="messages" icon="pi pi-comments" />;
}
