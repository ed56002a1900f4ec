import type { ModuleFlag, PermissionKey } from '@hiring/domain';
import { isBackOffice, mayOpen, type RouteUser } from '../../app/routes/access';
import type { MayUse } from '../../app/shell/menu-entries';
import { routeTable, isRouteEnabled } from '../../app/routes/route-table';
import type { StaticRouteName } from '../../app/routes/route-paths';

export interface QuickLink {
  name: StaticRouteName;
  /** PrimeIcons class. */
  icon: string;
  /** The company permission the page needs (recruiter areas). */
  permission?: PermissionKey;
}

/** The recruiter's areas, in the order of the side menu (spec section 2, shell layout). */
const recruiterLinks: QuickLink[] = [
  { name: 'search', icon: 'pi pi-search', permission: 'candidates' },
  { name: 'board_list', icon: 'pi pi-briefcase', permission: 'jobs' },
  { name: 'profile_list', icon: 'pi pi-users', permission: 'candidates' },
  { name: 'messages', icon: 'pi pi-comments', permission: 'chat' },
  { name: 'company_list', icon: 'pi pi-building' },
  { name: 'team_list', icon: 'pi pi-sitemap' },
  { name: 'budget', icon: 'pi pi-wallet', permission: 'budget' },
  { name: 'pricelist', icon: 'pi pi-euro', permission: 'pricing' },
  { name: 'guide', icon: 'pi pi-question-circle' },
  { name: 'contacts', icon: 'pi pi-envelope' },
];

/** The back-office pages, each behind its admin permission. */
const adminLinks: QuickLink[] = [
  { name: 'admin_sudo', icon: 'pi pi-building' },
  { name: 'admin_jobs', icon: 'pi pi-briefcase' },
  { name: 'admin_stats', icon: 'pi pi-chart-bar' },
  { name: 'admin_enroll', icon: 'pi pi-user-plus' },
  { name: 'admin_apls', icon: 'pi pi-check-square' },
  { name: 'admin_ai', icon: 'pi pi-sparkles' },
  { name: 'admin_mail', icon: 'pi pi-inbox' },
  { name: 'admin_privacy', icon: 'pi pi-shield' },
];

/**
 * The areas a user may open from the dashboard: admins and super users see the back-office pages
 * their permissions open, everyone else the recruiter's areas whose modules are enabled and whose
 * permission their company role grants.
 */
export function quickLinks(user: RouteUser, modules: Record<ModuleFlag, boolean>, may: MayUse): QuickLink[] {
  const candidates = isBackOffice(user) ? adminLinks : recruiterLinks;
  return candidates.filter((link) => {
    const route = routeTable.find((entry) => entry.name === link.name);
    if (route === undefined || !isRouteEnabled(route, modules) || !mayOpen(route, user)) return false;
    return !link.permission || may(link.permission);
  });
}
