import { PlaceholderPage } from '../home/PlaceholderPage';

/** /company/:id? — one company page. */
export function CompanyPage() {
  return <PlaceholderPage title="company" area="company" icon="pi pi-building" />;
}
