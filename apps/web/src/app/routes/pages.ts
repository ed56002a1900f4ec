import type { ComponentType } from 'react';
import type { PageKey } from './page-keys';

type PageLoader = () => Promise<ComponentType>;

/**
 * A captive page that queries, inside TanStack Query's provider (loaded with it): the standalone
 * layout has none, so that the login page does without it. The shell and error layouts have theirs.
 */
const scoped = async (page: Promise<ComponentType>): Promise<ComponentType> => {
  const [Page, { withQueryScope }] = await Promise.all([page, import('../../shared/api/QueryScope')]);
  return withQueryScope(Page);
};

/**
 * Each page's lazy chunk: one per page, so that a page loads only its own code (the board's list
 * does not bring the kanban, the back office's stats their charts to the other admin pages).
 * The router loads each with the translation namespaces it reads (page-namespaces.ts).
 */
export const pages: Record<PageKey, PageLoader> = {
  login: async () => (await import('../../features/auth/LoginPage')).LoginPage,
  join: () => scoped(import('../../features/join/JoinPage').then((m) => m.JoinPage)),
  policyUser: () => scoped(import('../../features/legal/UserPolicyPage').then((m) => m.UserPolicyPage)),
  policyCompany: () =>
    scoped(import('../../features/legal/CompanyPolicyPage').then((m) => m.CompanyPolicyPage)),
  conditions: () => scoped(import('../../features/legal/ConditionsPage').then((m) => m.ConditionsPage)),
  dashboard: async () => (await import('../../features/dashboard/DashboardPage')).DashboardPage,
  search: async () => (await import('../../features/search/SearchPage')).SearchPage,
  searchList: async () => (await import('../../features/search/SavedSearchesPage')).SavedSearchesPage,
  board: async () => (await import('../../features/board/BoardPage')).BoardPage,
  boardList: async () => (await import('../../features/board/BoardListPage')).BoardListPage,
  profileList: async () => (await import('../../features/profiles/SavedProfilesPage')).SavedProfilesPage,
  messages: async () => (await import('../../features/messages/MessagesPage')).MessagesPage,
  company: async () => (await import('../../features/company/CompanyPage')).CompanyPage,
  companyList: async () => (await import('../../features/company/CompanyListPage')).CompanyListPage,
  team: async () => (await import('../../features/team/TeamPage')).TeamPage,
  teamList: async () => (await import('../../features/team/TeamListPage')).TeamListPage,
  license: async () => (await import('../../features/license/LicensePage')).LicensePage,
  budget: async () => (await import('../../features/spending/BudgetPage')).BudgetPage,
  pricelist: async () => (await import('../../features/spending/PriceListPage')).PriceListPage,
  guide: async () => (await import('../../features/guide/GuidePage')).GuidePage,
  contacts: async () => (await import('../../features/contacts/ContactsPage')).ContactsPage,
  account: async () => (await import('../../features/account/AccountPage')).AccountPage,
  linkedinCallback: async () =>
    (await import('../../features/account/LinkedinCallbackPage')).LinkedinCallbackPage,
  admin: async () => (await import('../../features/admin/AdminDashboardPage')).AdminDashboardPage,
  adminSudo: async () => (await import('../../features/admin/AdminSudoPage')).AdminSudoPage,
  adminJobs: async () => (await import('../../features/admin/AdminJobsPage')).AdminJobsPage,
  adminStats: async () => (await import('../../features/admin/AdminStatsPage')).AdminStatsPage,
  adminEnroll: async () => (await import('../../features/admin/AdminEnrollmentPage')).AdminEnrollmentPage,
  adminApproval: async () => (await import('../../features/admin/AdminApprovalPage')).AdminApprovalPage,
  adminAi: async () => (await import('../../features/admin/AdminAiPage')).AdminAiPage,
  adminMail: async () => (await import('../../features/admin/AdminMailPage')).AdminMailPage,
  adminPrivacy: async () => (await import('../../features/admin/AdminPrivacyPage')).AdminPrivacyPage,
  error: async () => (await import('../../features/errors/ErrorCodePage')).ErrorCodePage,
  notFound: async () => (await import('../../features/errors/NotFoundPage')).NotFoundPage,
};
