import { PlaceholderPage } from '../home/PlaceholderPage';

/** /license — a work-in-progress page (spec section 2). */
export function LicensePage() {
  return <PlaceholderPage title="license" area="license" icon="pi pi-wrench" />;
}
