export { ConditionsPage } from './ConditionsPage';
export { UserPolicyPage } from './UserPolicyPage';
export { CompanyPolicyPage } from './CompanyPolicyPage';
