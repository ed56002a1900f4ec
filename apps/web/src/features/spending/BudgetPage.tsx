import { PlaceholderPage } from '../home/PlaceholderPage';

/** /spending/budget — the budget (only while the budget module is enabled). */
export function BudgetPage() {
  return <PlaceholderPage title="budget" area="budget" icon="pi pi-wallet" />;
}
