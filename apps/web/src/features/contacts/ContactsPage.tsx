import { PlaceholderPage } from '../home/PlaceholderPage';

/** /contacts — how to reach support. */
export function ContactsPage() {
  return <PlaceholderPage title="contacts" area="contacts" icon="pi pi-envelope" />;
}
