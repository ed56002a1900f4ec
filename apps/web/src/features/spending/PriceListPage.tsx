import { PlaceholderPage } from '../home/PlaceholderPage';

/** /spending/pricelist — the price list (only while the pricing module is enabled). */
export function PriceListPage() {
  return <PlaceholderPage title="pricelist" area="pricelist" icon="pi pi-euro" />;
}
