import type { AdminPermission } from '@hiring/domain';
import type { StaticRouteName } from '../../../app/routes/route-paths';

/** GET /admin/kpis: the service at a glance (days and months are Italy's). */
export interface ServiceKpis {
  companies: number;
  activeRecruitersThisMonth: number;
  publishedJobs: number;
  applicationsToday: number;
  applicationsLast30Days: number;
  approvalsWaiting: { jobs: number; companyPages: number; total: number };
  signupsWaiting: number;
  day: string;
}

export type KpiKey =
  | 'companies'
  | 'activeRecruiters'
  | 'publishedJobs'
  | 'applicationsToday'
  | 'applications30Days'
  | 'approvalsWaiting'
  | 'signupsWaiting';

export interface KpiCard {
  key: KpiKey;
  value: number;
  /** The page the card leads to, and the permission that page needs. */
  route: StaticRouteName;
  permission: AdminPermission;
  icon: string;
}

const cards: ReadonlyArray<Omit<KpiCard, 'value'> & { value: (k: ServiceKpis) => number }> = [
  {
    key: 'companies',
    route: 'admin_sudo',
    permission: 'sudoer',
    icon: 'pi-building',
    value: (k) => k.companies,
  },
  {
    key: 'activeRecruiters',
    route: 'admin_stats',
    permission: 'user-stats',
    icon: 'pi-users',
    value: (k) => k.activeRecruitersThisMonth,
  },
  {
    key: 'publishedJobs',
    route: 'admin_stats',
    permission: 'user-stats',
    icon: 'pi-briefcase',
    value: (k) => k.publishedJobs,
  },
  {
    key: 'applicationsToday',
    route: 'admin_stats',
    permission: 'user-stats',
    icon: 'pi-inbox',
    value: (k) => k.applicationsToday,
  },
  {
    key: 'applications30Days',
    route: 'admin_stats',
    permission: 'user-stats',
    icon: 'pi-calendar',
    value: (k) => k.applicationsLast30Days,
  },
  {
    key: 'approvalsWaiting',
    route: 'admin_apls',
    permission: 'human-approval',
    icon: 'pi-check-square',
    value: (k) => k.approvalsWaiting.total,
  },
  {
    key: 'signupsWaiting',
    route: 'admin_enroll',
    permission: 'enrollment',
    icon: 'pi-user-plus',
    value: (k) => k.signupsWaiting,
  },
];

/** The permissions some card needs: without any of them the dashboard shows no figures. */
export const kpiPermissions: readonly AdminPermission[] = [...new Set(cards.map((c) => c.permission))];

/** The cards of the pages the admin may open, with their figures. */
export function kpiCards(kpis: ServiceKpis, mayOpen: (permission: AdminPermission) => boolean): KpiCard[] {
  return cards.filter((c) => mayOpen(c.permission)).map((c) => ({ ...c, value: c.value(kpis) }));
}
