import type { PermissionKey } from '@hiring/domain';
import type { ModuleFlags } from '@hiring/domain/config/modules';

/** An entry of the side menu: a route name of spec section 2, its path, label key and icon. */
export interface MenuEntry {
  name: string;
  path: string;
  /** Translation key of the label (dashboard namespace). */
  label: string;
  icon: string;
  /** The board_list entry carries the 'new' job post action. */
  hasNewAction?: boolean;
}

interface MenuUser {
  isAdmin: boolean;
  isSu: boolean;
  adminPermissions: readonly string[];
}

type MenuModules = Pick<ModuleFlags, 'disableSearch' | 'disableSavedUsers'>;

/** Whether the active company role grants a permission key (useCan's `can` without an owner). */
export type MayUse = (key: PermissionKey) => boolean;

/** A recruiter entry: hidden while its module is off, or without the permission its page needs. */
type RecruiterEntry = MenuEntry & { hiddenWhen?: keyof MenuModules; permission?: PermissionKey };

const recruiterEntries: RecruiterEntry[] = [
  { name: 'index', path: '/', label: 'shell.menu.index', icon: 'pi pi-home' },
  {
    name: 'search',
    path: '/search',
    label: 'shell.menu.search',
    icon: 'pi pi-search',
    hiddenWhen: 'disableSearch',
    permission: 'candidates',
  },
  {
    name: 'board_list',
    path: '/board/list',
    label: 'shell.menu.board_list',
    icon: 'pi pi-briefcase',
    hasNewAction: true,
    permission: 'jobs',
  },
  {
    name: 'profile_list',
    path: '/profile/list',
    label: 'shell.menu.profile_list',
    icon: 'pi pi-bookmark',
    hiddenWhen: 'disableSavedUsers',
    permission: 'candidates',
  },
  {
    name: 'messages',
    path: '/messages',
    label: 'shell.menu.messages',
    icon: 'pi pi-comments',
    permission: 'chat',
  },
  { name: 'company_list', path: '/company/list', label: 'shell.menu.company_list', icon: 'pi pi-building' },
  { name: 'team_list', path: '/team/list', label: 'shell.menu.team_list', icon: 'pi pi-users' },
  { name: 'guide', path: '/guide', label: 'shell.menu.guide', icon: 'pi pi-question-circle' },
  { name: 'contacts', path: '/contacts', label: 'shell.menu.contacts', icon: 'pi pi-envelope' },
];

/** The admin entries and the admin permission each needs (docs/permissions.md). */
const adminEntries: Array<MenuEntry & { permission: string }> = [
  {
    name: 'admin_sudo',
    path: '/admin/sudo',
    label: 'shell.menu.admin_sudo',
    icon: 'pi pi-building',
    permission: 'sudoer',
  },
  {
    name: 'admin_jobs',
    path: '/admin/jobs',
    label: 'shell.menu.admin_jobs',
    icon: 'pi pi-euro',
    permission: 'job-pricing',
  },
  {
    name: 'admin_stats',
    path: '/admin/stats',
    label: 'shell.menu.admin_stats',
    icon: 'pi pi-chart-bar',
    permission: 'user-stats',
  },
  {
    name: 'admin_enroll',
    path: '/admin/enrollment',
    label: 'shell.menu.admin_enroll',
    icon: 'pi pi-user-plus',
    permission: 'enrollment',
  },
  {
    name: 'admin_apls',
    path: '/admin/approval',
    label: 'shell.menu.admin_apls',
    icon: 'pi pi-check-square',
    permission: 'human-approval',
  },
  {
    name: 'admin_ai',
    path: '/admin/tweak_ai',
    label: 'shell.menu.admin_ai',
    icon: 'pi pi-sliders-h',
    permission: 'ai-tweaking',
  },
  {
    name: 'admin_mail',
    path: '/admin/mail',
    label: 'shell.menu.admin_mail',
    icon: 'pi pi-inbox',
    permission: 'sudoer',
  },
  {
    name: 'admin_privacy',
    path: '/admin/privacy',
    label: 'shell.menu.admin_privacy',
    icon: 'pi pi-shield',
    permission: 'sudoer',
  },
];

const adminHome: MenuEntry = { name: 'admin', path: '/admin', label: 'shell.menu.admin', icon: 'pi pi-home' };

/** Whether the user gets the admin back-office menu instead of the recruiter one. */
export function usesAdminMenu(user: Pick<MenuUser, 'isAdmin' | 'isSu'>): boolean {
  return user.isAdmin || user.isSu;
}

/**
 * Whether the areas a user may open are known: an admin's at once, a company member's once the company
 * role's permission map has come (with the company menu). Menus and quick links wait for it rather than
 * show some entries and add the rest a moment later.
 */
export function areasKnown(user: Pick<MenuUser, 'isAdmin' | 'isSu'>, access: { known: boolean }): boolean {
  return usesAdminMenu(user) || access.known;
}

/**
 * The side menu of spec section 2: admins (and super users) get the admin menu, each entry gated by
 * its permission (super users see all); everyone else the recruiter menu, minus the modules switched
 * off and the pages their company role does not open.
 */
export function menuEntries(user: MenuUser, modules: MenuModules, may: MayUse): MenuEntry[] {
  if (usesAdminMenu(user)) {
    const allowed = adminEntries.filter(
      (entry) => user.isSu || user.adminPermissions.includes(entry.permission),
    );
    return [adminHome, ...allowed.map(({ permission: _permission, ...entry }) => entry)];
  }
  return recruiterEntries
    .filter((entry) => !entry.hiddenWhen || !modules[entry.hiddenWhen])
    .filter((entry) => !entry.permission || may(entry.permission))
    .map(({ hiddenWhen: _hiddenWhen, permission: _permission, ...entry }) => entry);
}

/** The entry to highlight for a path: the exact one, board_list for a board of an id (spec section 2). */
export function activeEntryName(pathname: string, entries: readonly MenuEntry[]): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (/^\/board\/(?!list$)[^/]+/.test(path)) return 'board_list';
  const exact = entries.find((entry) => entry.path === path);
  if (exact) return exact.name;
  const prefix = entries
    .filter((entry) => entry.path !== '/' && path.startsWith(`${entry.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  if (prefix) return prefix.name;
  // /messages/5 → messages, /company/3 → company_list, /team/2 → team_list.
  const section = `/${path.split('/')[1] ?? ''}`;
  return (
    entries.find((entry) => entry.path === section || entry.path.startsWith(`${section}/`))?.name ?? null
  );
}

/** Case-insensitive filter of the menu search: labels that contain the text. */
export function filterEntries<T extends { label: string }>(entries: readonly T[], text: string): T[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return [...entries];
  return entries.filter((entry) => entry.label.toLocaleLowerCase().includes(needle));
}
