/**
 * Every route of the app by name (spec section 2). The spec's navigation names come first; the
 * routes it leaves unnamed get names here so that links never spell a path by hand.
 */
export const routePaths = {
  index: '/',
  search: '/search/:id?',
  search_list: '/search/list',
  board_list: '/board/list',
  board: '/board/:id?/:apId?',
  profile_list: '/profile/list',
  messages: '/messages/:id?',
  company_list: '/company/list',
  company: '/company/:id?',
  team_list: '/team/list',
  team: '/team/:id?',
  license: '/license',
  budget: '/spending/budget',
  pricelist: '/spending/pricelist',
  guide: '/guide',
  contacts: '/contacts',
  account: '/account',
  account_linkedin: '/account/linkedin/callback',
  login: '/login',
  join: '/join',
  policy_user: '/web-policy-user',
  policy_company: '/web-policy-company',
  conditions: '/web-conditions',
  admin: '/admin',
  admin_sudo: '/admin/sudo',
  admin_jobs: '/admin/jobs',
  admin_stats: '/admin/stats',
  admin_enroll: '/admin/enrollment',
  admin_apls: '/admin/approval',
  admin_ai: '/admin/tweak_ai',
  admin_mail: '/admin/mail',
  admin_privacy: '/admin/privacy',
  error: '/error/:code',
} as const;

export type RouteName = keyof typeof routePaths;
export type RoutePath<N extends RouteName> = (typeof routePaths)[N];

type Segment<P extends string> = P extends `${infer Head}/${infer Rest}` ? Head | Segment<Rest> : P;
type RequiredParam<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;
type OptionalParam<S> = S extends `:${infer Name}?` ? Name : never;
type ParamValue = string | number;

/** The parameters of a route: `:id` must be given, `:id?` may be. */
export type RouteParams<N extends RouteName> = {
  [K in RequiredParam<Segment<RoutePath<N>>>]: ParamValue;
} & { [K in OptionalParam<Segment<RoutePath<N>>>]?: ParamValue | null };

/** Routes that take no required parameter (a link needs nothing but the name). */
export type StaticRouteName = {
  [N in RouteName]: [RequiredParam<Segment<RoutePath<N>>>] extends [never] ? N : never;
}[RouteName];

type ParamsArgument<N extends RouteName> = [RequiredParam<Segment<RoutePath<N>>>] extends [never]
  ? [params?: RouteParams<N>]
  : [params: RouteParams<N>];

/**
 * The path of a named route: `pathTo('board', { id: 12 })` → '/board/12'. Values are URL-encoded;
 * a missing optional parameter drops its segment and the ones after it.
 */
export function pathTo<N extends RouteName>(name: N, ...[params]: ParamsArgument<N>): string {
  const values = (params ?? {}) as Record<string, ParamValue | null | undefined>;
  const out: string[] = [];
  for (const segment of routePaths[name].split('/').slice(1)) {
    if (!segment.startsWith(':')) {
      out.push(segment);
      continue;
    }
    const optional = segment.endsWith('?');
    const key = segment.slice(1, optional ? -1 : undefined);
    const value = values[key];
    if (value === undefined || value === null || value === '') {
      if (optional) break;
      throw new Error(`pathTo('${name}') needs the parameter '${key}'`);
    }
    out.push(encodeURIComponent(String(value)));
  }
  return `/${out.join('/')}`;
}

/** Paths whose pages work without a session and never refresh or clear tokens (spec section 2, rule 6). */
export const skipTokenPaths = [
  '/join',
  '/web-policy',
  '/web-policy-user',
  '/web-policy-company',
  '/web-conditions',
] as const;

/** Whether a pathname is one of the skip paths (a trailing slash is ignored). */
export function isSkipTokenPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (skipTokenPaths as readonly string[]).includes(path);
}
