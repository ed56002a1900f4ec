import type { AdminPermission } from '@hiring/domain';
import type { RouteEntry } from './route-table';

/** The part of the session user the route rules look at. */
export interface RouteUser {
  isSu: boolean;
  isAdmin: boolean;
  adminPermissions: readonly string[];
}

/** Back-office staff: admins and super users. */
export function isBackOffice(user: RouteUser): boolean {
  return user.isSu || user.isAdmin;
}

/**
 * Whether the user may open a back-office page: 'any' needs an admin, a permission needs an admin
 * holding it (ai-tweaking included); super users pass every rule (docs/permissions.md).
 */
export function hasAdminAccess(user: RouteUser, rule: AdminPermission | 'any'): boolean {
  if (user.isSu) return true;
  if (!user.isAdmin) return false;
  return rule === 'any' || user.adminPermissions.includes(rule);
}

/** Whether a route's admin rule lets the user in (routes without one let everyone in). */
export function mayOpen(route: RouteEntry, user: RouteUser): boolean {
  return route.admin === undefined || hasAdminAccess(user, route.admin);
}
