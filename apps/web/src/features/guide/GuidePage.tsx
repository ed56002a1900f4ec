import { PlaceholderPage } from '../home/PlaceholderPage';

/** /guide — the FAQ. */
export function GuidePage() {
  return <PlaceholderPage title="guide" area="guide" icon="pi pi-question-circle" />;
}
