export { AdminDashboardPage } from './AdminDashboardPage';
export { AdminSudoPage } from './AdminSudoPage';
export { AdminJobsPage } from './AdminJobsPage';
export { AdminStatsPage } from './AdminStatsPage';
export { AdminEnrollmentPage } from './AdminEnrollmentPage';
export { AdminApprovalPage } from './AdminApprovalPage';
export { AdminAiPage } from './AdminAiPage';
export { AdminMailPage } from './AdminMailPage';
