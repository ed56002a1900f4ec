export { BudgetPage } from './BudgetPage';
export { PriceListPage } from './PriceListPage';
