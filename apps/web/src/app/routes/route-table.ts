import type { AdminPermission, ModuleFlag } from '@hiring/domain';
import type { PageKey } from './page-keys';
import { routePaths, type RouteName } from './route-paths';

/**
 * Where a route renders: captive routes stand alone without a session (spec section 2, rule 4);
 * shell routes need a session and render inside the shell; 'either' (error pages) use the shell
 * when signed in and stand alone otherwise.
 */
export type RouteLayout = 'captive' | 'shell' | 'either';

export interface RouteEntry {
  /** The navigation name, when the route has one. */
  name?: RouteName;
  path: string;
  /** The page title; a title starting with '#' is a translation key. */
  title?: string;
  layout: RouteLayout;
  page: PageKey;
  /** The route exists only while this module switch of /config.json is false. */
  unlessModule?: ModuleFlag;
  /** Back-office route: 'any' needs an admin, a permission needs that permission (super users pass). */
  admin?: AdminPermission | 'any';
}

const entry = <N extends RouteName>(name: N, rest: Omit<RouteEntry, 'name' | 'path'>): RouteEntry => ({
  name,
  path: routePaths[name],
  ...rest,
});

/** The route table of spec section 2, in the spec's order. */
export const routeTable: readonly RouteEntry[] = [
  entry('login', { title: '#routes.login', layout: 'captive', page: 'login' }),
  entry('policy_user', { title: '#routes.policy', layout: 'captive', page: 'policyUser' }),
  entry('policy_company', { title: '#routes.policy', layout: 'captive', page: 'policyCompany' }),
  entry('conditions', { title: '#routes.conditions', layout: 'captive', page: 'conditions' }),
  entry('join', { title: '#routes.join', layout: 'captive', page: 'join' }),
  entry('index', { title: '#routes.index', layout: 'shell', page: 'dashboard' }),
  entry('search', {
    title: '#routes.search',
    layout: 'shell',
    page: 'search',
    unlessModule: 'disableSearch',
  }),
  entry('search_list', {
    title: '#routes.search_list',
    layout: 'shell',
    page: 'searchList',
    unlessModule: 'disableSearch',
  }),
  entry('board', { title: '#routes.board', layout: 'shell', page: 'board' }),
  entry('board_list', { title: '#routes.board_list', layout: 'shell', page: 'boardList' }),
  entry('profile_list', {
    title: '#routes.profile_list',
    layout: 'shell',
    page: 'profileList',
    unlessModule: 'disableSavedUsers',
  }),
  entry('messages', { title: '#routes.messages', layout: 'shell', page: 'messages' }),
  entry('company', { title: '#routes.company', layout: 'shell', page: 'company' }),
  entry('company_list', { title: '#routes.company', layout: 'shell', page: 'companyList' }),
  entry('team', { title: '#routes.team', layout: 'shell', page: 'team' }),
  entry('team_list', { title: '#routes.team', layout: 'shell', page: 'teamList' }),
  entry('license', { title: '#routes.license', layout: 'shell', page: 'license' }),
  entry('budget', {
    title: '#routes.budget',
    layout: 'shell',
    page: 'budget',
    unlessModule: 'disableBudget',
  }),
  entry('pricelist', {
    title: '#routes.pricelist',
    layout: 'shell',
    page: 'pricelist',
    unlessModule: 'disablePricing',
  }),
  entry('guide', { title: '#routes.guide', layout: 'shell', page: 'guide' }),
  entry('contacts', { title: '#routes.contacts', layout: 'shell', page: 'contacts' }),
  entry('account', { title: '#routes.account', layout: 'shell', page: 'account' }),
  entry('account_linkedin', { title: '#routes.account', layout: 'shell', page: 'linkedinCallback' }),
  entry('admin', { title: '#routes.admin', layout: 'shell', page: 'admin', admin: 'any' }),
  entry('admin_sudo', { title: '#routes.admin_sudo', layout: 'shell', page: 'adminSudo', admin: 'sudoer' }),
  entry('admin_jobs', {
    title: '#routes.admin_jobs',
    layout: 'shell',
    page: 'adminJobs',
    admin: 'job-pricing',
  }),
  entry('admin_stats', {
    title: '#routes.admin_stats',
    layout: 'shell',
    page: 'adminStats',
    admin: 'user-stats',
  }),
  entry('admin_enroll', {
    title: '#routes.admin_enroll',
    layout: 'shell',
    page: 'adminEnroll',
    admin: 'enrollment',
  }),
  entry('admin_apls', {
    title: '#routes.admin_apls',
    layout: 'shell',
    page: 'adminApproval',
    admin: 'human-approval',
  }),
  entry('admin_ai', { title: '#routes.admin_ai', layout: 'shell', page: 'adminAi', admin: 'ai-tweaking' }),
  // Not in the spec's table: the mails the product sends (the outbox), templates and policy mailings.
  entry('admin_mail', { title: '#routes.admin_mail', layout: 'shell', page: 'adminMail', admin: 'sudoer' }),
  // Not in the spec's table: a candidate's access and erasure requests (GDPR, docs/privacy.md).
  entry('admin_privacy', {
    title: '#routes.admin_privacy',
    layout: 'shell',
    page: 'adminPrivacy',
    admin: 'sudoer',
  }),
  entry('error', { title: '#routes.error', layout: 'either', page: 'error' }),
];

/** /web-policy → /web-policy-user. */
export const legalRedirect = { from: '/web-policy', to: routePaths.policy_user } as const;

/** Paths that send the whole browser to config.firebase.redirect (the talents download page). */
export const jobRedirectPaths = ['/job', '/job/:id'] as const;

/** Every other path: the 404 page. */
export const notFoundEntry: RouteEntry = {
  path: '*',
  title: '#routes.notFound',
  layout: 'either',
  page: 'notFound',
};

/** Whether a route exists with these module switches (a disabled module's routes are absent). */
export function isRouteEnabled(route: RouteEntry, modules: Record<ModuleFlag, boolean>): boolean {
  return route.unlessModule === undefined || !modules[route.unlessModule];
}
