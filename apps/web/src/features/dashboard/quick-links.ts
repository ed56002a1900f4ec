import type { ModuleFlag } from '@hiring/domain';
import { isBackOffice, mayOpen, type RouteUser } from '../../app/routes/access';
import { routeTable, isRouteEnabled } from '../../app/routes/route-table';
import type { StaticRouteName } from '../../app/routes/route-paths';

export interface QuickLink {
  name: StaticRouteName;
  /** PrimeIcons class. */
  icon: string;
}

/** The recruiter's areas, in the order of the side menu (spec section 2, shell layout). */
const recruiterLinks: QuickLink[] = [
  { name: 'search', icon: 'pi pi-search' },
  { name: 'board_list', icon: 'pi pi-briefcase' },
  { name: 'profile_list', icon: 'pi pi-users' },
  { name: 'messages', icon: 'pi pi-comments' },
  { name: 'company_list', icon: 'pi pi-building' },
  { name: 'team_list', icon: 'pi pi-sitemap' },
  { name: 'budget', icon: 'pi pi-wallet' },
  { name: 'pricelist', icon: 'pi pi-euro' },
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
];

/**
 * The areas a user may open from the dashboard: admins and super users see the back-office pages
 * their permissions open, everyone else the recruiter's areas whose modules are enabled.
 */
export function quickLinks(user: RouteUser, modules: Record<ModuleFlag, boolean>): QuickLink[] {
  const candidates = isBackOffice(user) ? adminLinks : recruiterLinks;
  return candidates.filter((link) => {
    const route = routeTable.find((entry) => entry.name === link.name);
    return route !== undefined && isRouteEnabled(route, modules) && mayOpen(route, user);
  });
}
