import { PlaceholderPage } from '../home/PlaceholderPage';

/** /company/list — the company pages. */
export function CompanyListPage() {
  return <PlaceholderPage title="company" area="company_list" icon="pi pi-building" />;
}
