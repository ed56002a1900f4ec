export { CompanyPage } from './CompanyPage';
export { CompanyListPage } from './CompanyListPage';
