import type { ComponentType } from 'react';
import type { PageKey } from './page-keys';

type PageLoader = () => Promise<ComponentType>;

/** Each page's lazy chunk: one per area of the spec, so that an area loads once. */
export const pages: Record<PageKey, PageLoader> = {
  login: async () => (await import('../../features/auth/LoginPage')).LoginPage,
  join: async () => (await import('../../features/join/JoinPage')).JoinPage,
  policyUser: async () => (await import('../../features/legal/pages')).UserPolicyPage,
  policyCompany: async () => (await import('../../features/legal/pages')).CompanyPolicyPage,
  conditions: async () => (await import('../../features/legal/pages')).ConditionsPage,
  dashboard: async () => (await import('../../features/dashboard/DashboardPage')).DashboardPage,
  search: async () => (await import('../../features/search/pages')).SearchPage,
  searchList: async () => (await import('../../features/search/pages')).SavedSearchesPage,
  board: async () => (await import('../../features/board/pages')).BoardPage,
  boardList: async () => (await import('../../features/board/pages')).BoardListPage,
  profileList: async () => (await import('../../features/profiles/SavedProfilesPage')).SavedProfilesPage,
  messages: async () => (await import('../../features/messages/MessagesPage')).MessagesPage,
  company: async () => (await import('../../features/company/pages')).CompanyPage,
  companyList: async () => (await import('../../features/company/pages')).CompanyListPage,
  team: async () => (await import('../../features/team/pages')).TeamPage,
  teamList: async () => (await import('../../features/team/pages')).TeamListPage,
  license: async () => (await import('../../features/license/LicensePage')).LicensePage,
  budget: async () => (await import('../../features/spending/pages')).BudgetPage,
  pricelist: async () => (await import('../../features/spending/pages')).PriceListPage,
  guide: async () => (await import('../../features/guide/GuidePage')).GuidePage,
  contacts: async () => (await import('../../features/contacts/ContactsPage')).ContactsPage,
  account: async () => (await import('../../features/account/AccountPage')).AccountPage,
  linkedinCallback: async () =>
    (await import('../../features/account/LinkedinCallbackPage')).LinkedinCallbackPage,
  admin: async () => (await import('../../features/admin/pages')).AdminDashboardPage,
  adminSudo: async () => (await import('../../features/admin/pages')).AdminSudoPage,
  adminJobs: async () => (await import('../../features/admin/pages')).AdminJobsPage,
  adminStats: async () => (await import('../../features/admin/pages')).AdminStatsPage,
  adminEnroll: async () => (await import('../../features/admin/pages')).AdminEnrollmentPage,
  adminApproval: async () => (await import('../../features/admin/pages')).AdminApprovalPage,
  adminAi: async () => (await import('../../features/admin/pages')).AdminAiPage,
  adminMail: async () => (await import('../../features/admin/pages')).AdminMailPage,
  error: async () => (await import('../../features/errors/pages')).ErrorCodePage,
  notFound: async () => (await import('../../features/errors/pages')).NotFoundPage,
};
