import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  isRouteEnabled,
  notFoundEntry,
  routeTable,
  type RouteEntry,
} from '../apps/web/src/app/routes/route-table.js';
import { callApi } from './support/api.js';
import { seriousAxeViolations } from './support/axe-check.js';
import { useE2E } from './support/harness.js';
import { LIVE_STREAM, watchRequests } from './support/network-quiet.js';
import { animationsDone } from './support/page.js';
import { apiFetch, apiLogin, openTalentsAs, PHONE } from './support/talents.js';

/**
 * Issue 18: every route of the web app's route table, opened as each role that may open it, in
 * Italian and in English, checked by axe (WCAG 2.2 A/AA, serious and critical violations).
 *
 * By default (`npm test`) each route is opened once, by turns in Italian as its first role (every
 * path of `pathsOf`) and in English as its second (its first path), with one signed-in page per role
 * (see `rolesOf`). `A11Y_FULL=1` opens every path as every role that may open it, in both languages, and
 * the overlays in both languages too (about a quarter of an hour on two cores).
 */
const FULL = process.env.A11Y_FULL === '1';

const accounts = {
  companyAdmin: 'giulia.rossi@tecnoware.demo',
  recruiter: 'marco.bianchi@tecnoware.demo',
  assistant: 'sara.conti@tecnoware.demo',
  admin: 'admin@hiring.demo',
  superUser: 'su@hiring.demo',
} as const;
type Account = keyof typeof accounts | `admin.${string}@hiring.demo`;
type Role = 'anonymous' | Account;
type Language = 'it' | 'en';

/**
 * Real ids of the demo data, for the routes with parameters: a job of Tecnoware with candidates on
 * its board and one of its applications, Tecnoware, a member of its team, a saved search, and the
 * other party of one of Giulia's chats.
 */
type DemoIds = Record<
  'job' | 'application' | 'company' | 'member' | 'savedSearch' | 'chatter',
  number | string
>;

/**
 * The concrete paths opened for each route of the table (by name; the 404 page as '*'). A route of
 * the table missing here fails the first test: give it its paths.
 */
const pathsOf: Record<string, (ids: DemoIds) => string[]> = {
  login: () => ['/login'],
  policy_user: () => ['/web-policy-user'],
  policy_company: () => ['/web-policy-company'],
  conditions: () => ['/web-conditions'],
  join: () => ['/join'],
  index: () => ['/'],
  search: (ids) => ['/search', `/search/${ids.savedSearch}`],
  search_list: () => ['/search/list'],
  board: (ids) => ['/board', `/board/${ids.job}`, `/board/${ids.job}/${ids.application}`],
  board_list: () => ['/board/list'],
  profile_list: () => ['/profile/list'],
  messages: (ids) => ['/messages', `/messages/${ids.chatter}`],
  company: (ids) => ['/company', `/company/${ids.company}`],
  company_list: () => ['/company/list'],
  team: (ids) => [`/team/${ids.member}`],
  team_list: () => ['/team/list'],
  license: () => ['/license'],
  budget: () => ['/spending/budget'],
  pricelist: () => ['/spending/pricelist'],
  guide: () => ['/guide'],
  contacts: () => ['/contacts'],
  account: () => ['/account'],
  account_linkedin: () => ['/account/linkedin/callback'],
  admin: () => ['/admin'],
  admin_sudo: () => ['/admin/sudo'],
  admin_jobs: () => ['/admin/jobs'],
  admin_stats: () => ['/admin/stats'],
  admin_enroll: () => ['/admin/enrollment'],
  admin_apls: () => ['/admin/approval'],
  admin_ai: () => ['/admin/tweak_ai'],
  admin_mail: () => ['/admin/mail'],
  admin_privacy: () => ['/admin/privacy'],
  error: () => ['/error/403', '/error/500'],
  '*': () => ['/no/such/page'],
};

const keyOf = (route: RouteEntry) => route.name ?? route.path;
const allRoutes = [...routeTable, notFoundEntry];

/** Who may open a route, the default role first, the English pass's second. */
function rolesOf(route: RouteEntry): Role[] {
  if (route.layout === 'captive') return ['anonymous'];
  if (route.layout === 'either') return ['companyAdmin', 'anonymous', 'admin'];
  if (route.admin === undefined) return ['companyAdmin', 'recruiter', 'assistant'];
  const single: Role[] = route.admin === 'any' ? [] : [`admin.${route.admin}@hiring.demo`];
  return ['admin', 'superUser', ...single];
}

interface Visit {
  route: string;
  role: Role;
  lang: Language;
}

/** The visits of this run: the default pass, or every role in both languages with A11Y_FULL=1. */
function visits(): Visit[] {
  const out: Visit[] = [];
  for (const [index, route] of allRoutes.entries()) {
    const roles = rolesOf(route);
    if (FULL) {
      for (const lang of ['it', 'en'] as const)
        for (const role of roles) out.push({ route: keyOf(route), role, lang });
    } else {
      // Once, by turns in Italian as the first role and in English as the second.
      const english = index % 2 === 1;
      out.push({
        route: keyOf(route),
        role: english ? (roles[1] ?? roles[0]!) : roles[0]!,
        lang: english ? 'en' : 'it',
      });
    }
  }
  return out;
}

/** The ids' names in braces: a path of `pathsOf` as `knownIssues` spells it ('/board/{job}'). */
const placeholders: DemoIds = {
  job: '{job}',
  application: '{application}',
  company: '{company}',
  member: '{member}',
  savedSearch: '{savedSearch}',
  chatter: '{chatter}',
};

/**
 * Paths (as `placeholders` spell them: '/board/{job}') whose violations belong to work under way
 * elsewhere, with the reason: their violations are tolerated, and the test fails once one of them has
 * none left, so that its entry goes. None now (the board and the search pages landed clean).
 */
const knownIssues: Record<string, string> = {};

/**
 * The usual overlays: each opened on its page by clicking `trigger`, checked once `shown` has settled
 * (an overlay fading in has its text's contrast lowered), then closed with Escape (or `trigger` again).
 * The board's column menu and candidate detail and the search's filters are checked by
 * board-a11y.e2e.ts and search-a11y.e2e.ts.
 */
const overlays: Array<{
  name: string;
  role: Role;
  path: string;
  trigger: string;
  shown: string;
  closeByTrigger?: boolean;
}> = [
  {
    name: 'new job dialog',
    role: 'companyAdmin',
    path: '/',
    trigger: '[data-testid="menu-new-job"]',
    shown: '.p-dialog:has([data-testid="new-job-blank"])',
  },
  {
    name: 'notice menu',
    role: 'companyAdmin',
    path: '/',
    trigger: '[data-testid="notices-toggle"]',
    shown: ':has(> [data-testid="notices-toggle"]) > [role="region"]',
    closeByTrigger: true,
  },
  {
    name: 'account menu',
    role: 'companyAdmin',
    path: '/',
    trigger: '[data-testid="account-menu"]',
    shown: '#account-menu',
  },
  {
    name: 'dropdown panel (job list sort)',
    role: 'companyAdmin',
    path: '/board/list',
    trigger: '.p-dropdown:has(#job-sort)',
    shown: '.p-dropdown-panel',
  },
  {
    name: 'confirm dialog (delete a job post)',
    role: 'companyAdmin',
    path: '/board/list',
    trigger: '[data-action="delete"]',
    shown: '[data-testid="confirm-dialog"]',
  },
  {
    name: 'column filter menu (back office companies)',
    role: 'admin',
    path: '/admin/sudo',
    trigger: '.p-column-filter-menu-button',
    shown: '.p-column-filter-overlay',
  },
];

/**
 * The candidate app's routes (apps/web/src/talents/routing/routes.ts), imported at run time through a
 * variable: its page modules are TSX that the e2e project does not compile, and only the paths are read.
 */
const talentsRoutesModule = '../apps/web/src/talents/routing/routes.js';
const { talentsRoutes } = (await import(talentsRoutesModule)) as {
  talentsRoutes: Array<{ path: string; signedIn: boolean }>;
};

/** Demo ids for the candidate app: a published job (public page, apply) and the candidate's application. */
type TalentsIds = Record<'job' | 'application', number | string>;

/** The server-rendered public job page (modules/talents), outside the app's table but walked with it. */
const PUBLIC_JOB_PAGE = '/talents/jobs/:id';

/**
 * The concrete paths opened for each route of the candidate app's table (by path; its 404 page as '*'),
 * plus the server-rendered public job page. A route of the table missing here fails the first test.
 */
const talentsPathsOf: Record<string, (ids: TalentsIds) => string[]> = {
  '/talents': () => ['/talents'],
  '/talents/login': () => ['/talents/login'],
  '/talents/signup': () => ['/talents/signup'],
  '/talents/confirm': () => ['/talents/confirm'],
  '/talents/forgot-password': () => ['/talents/forgot-password'],
  '/talents/reset-password': () => ['/talents/reset-password'],
  '/talents/apply/:jobId': (ids) => [`/talents/apply/${ids.job}`],
  '/talents/profile': () => ['/talents/profile'],
  '/talents/applications': () => ['/talents/applications'],
  '/talents/applications/:id': (ids) => [`/talents/applications/${ids.application}`],
  '/talents/my-data': () => ['/talents/my-data'],
  '/talents/account-deleted': () => ['/talents/account-deleted'],
  '*': () => ['/talents/no/such/page'],
  [PUBLIC_JOB_PAGE]: (ids) => [`/talents/jobs/${ids.job}`, '/talents/jobs/999999'],
};

type TalentsRole = 'visitor' | 'candidate';

/**
 * Who opens a candidate app's route, the default first: signed-in routes the candidate; the start page
 * and the 404 page the candidate (they show the signed-in menu), then a visitor; the others a visitor,
 * then the candidate (A11Y_FULL=1 only).
 */
function talentsRolesOf(path: string): TalentsRole[] {
  if (talentsRoutes.find((route) => route.path === path)?.signedIn) return ['candidate'];
  if (path === '/talents' || path === '*') return ['candidate', 'visitor'];
  return ['visitor', 'candidate'];
}

/**
 * The candidate app's visits: by default each route once, as its first role, in Italian and English
 * by turns; A11Y_FULL=1 every role in both languages. Grouped by role and language, so that each page
 * switches language once.
 */
function talentsVisits(): Array<{ route: string; role: TalentsRole; lang: Language }> {
  const all = Object.keys(talentsPathsOf).flatMap((route, i) => {
    const roles = talentsRolesOf(route);
    if (!FULL) return [{ route, role: roles[0]!, lang: i % 2 === 0 ? ('it' as const) : ('en' as const) }];
    return (['it', 'en'] as const).flatMap((lang) => roles.map((role) => ({ route, role, lang })));
  });
  return all.sort((a, b) => `${a.role}:${a.lang}`.localeCompare(`${b.role}:${b.lang}`));
}

const e2e = useE2E();

interface RolePage {
  page: Page;
  lang: Language;
}

const rolePages = new Map<Role, RolePage>();

/** One page per role, signed in once (anonymous: never), in the language asked. */
async function pageFor(role: Role, lang: Language): Promise<Page> {
  let held = rolePages.get(role);
  if (!held) {
    const { page } = await e2e.newPage();
    if (role === 'anonymous') await page.goto(`${e2e.server.url}/web-conditions`);
    else await e2e.signIn(page, role in accounts ? accounts[role as keyof typeof accounts] : role);
    held = { page, lang: 'it' };
    rolePages.set(role, held);
  }
  if (held.lang !== lang) {
    await held.page.evaluate((chosen) => localStorage.setItem('lang', chosen), lang);
    await held.page.reload();
    held.lang = lang;
  }
  return held.page;
}

/** Requests that may stay open: the live stream, and the bot check's worker on captive pages. */
const notAwaited = new RegExp(`${LIVE_STREAM.source}|\\.worker-[\\w-]+\\.js$`);

/**
 * Opens a path inside the running app (no reload), or loads it (`load`, or a page not yet on the
 * server; `query` added), and waits for its heading and its data.
 */
async function open(page: Page, path: string, load = false, query = ''): Promise<void> {
  const requests = watchRequests(page, notAwaited);
  const current = new URL(page.url());
  if (load || current.origin !== e2e.server.url) await page.goto(`${e2e.server.url}${path}${query}`);
  else
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  await page.locator('h1').first().waitFor();
  await requests.quiet(300);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

const talentsPages = new Map<TalentsRole, RolePage>();
let candidateLogin: Awaited<ReturnType<typeof apiLogin>>;

/** One phone-sized page per role of the candidate app (the candidate signed in by the API), in the language asked. */
async function talentsPageFor(role: TalentsRole, lang: Language): Promise<Page> {
  let held = talentsPages.get(role);
  if (!held) {
    const { page } = await e2e.newPage();
    await page.setViewportSize(PHONE);
    if (role === 'candidate') await openTalentsAs(page, e2e.server.url, candidateLogin, '/talents');
    else await page.goto(`${e2e.server.url}/talents`);
    held = { page, lang: 'it' };
    talentsPages.set(role, held);
  }
  if (held.lang !== lang) {
    await held.page.evaluate((chosen) => localStorage.setItem('talents.lang', chosen), lang);
    held.lang = lang;
    // A reload in the app (the server-rendered job page reads ?lang= instead).
    if (!new URL(held.page.url()).pathname.startsWith('/talents/jobs/')) await held.page.reload();
  }
  return held.page;
}

/**
 * Opens a path of the candidate app inside the running app (no reload), or loads it: the public job
 * page is the server's (`?lang=` in the language asked), and so is the way back into the app from it.
 */
async function openTalents(page: Page, path: string, lang: Language): Promise<void> {
  const serverPage = (at: string) => at.startsWith('/talents/jobs/');
  const load = serverPage(path) || serverPage(new URL(page.url()).pathname);
  await open(page, path, load, serverPage(path) ? `?lang=${lang}` : '');
}

let talentsIds: TalentsIds;

/**
 * Axe on a page once `opening` has settled (or why it could not be opened), filed under the path as
 * `placeholders` spell it: "path as role (language): violation".
 */
async function judge(
  found: Record<string, string[]>,
  template: string,
  visit: string,
  page: Page,
  opening: Promise<void>,
): Promise<void> {
  const violations = await opening.then(
    () => seriousAxeViolations(page),
    (error: unknown) => [`could not open: ${String(error)}`],
  );
  for (const violation of violations) (found[template] ??= []).push(`${visit}: ${violation}`);
}

/** Fails on any violation found outside the paths of `knownIssues`. */
function expectOnlyKnownIssues(found: Record<string, string[]>): void {
  const unexpected = Object.fromEntries(Object.entries(found).filter(([path]) => !(path in knownIssues)));
  expect(unexpected).toEqual({});
}

let ids: DemoIds;

beforeAll(async () => {
  const page = await pageFor('companyAdmin', 'it');
  const jobs = await callApi<Array<{ id: number }>>(page, 'GET', '/job?select=id&orderBy=id&take=200');
  let job = 0;
  let application = 0;
  for (const { id } of jobs) {
    const board = await callApi<{ applications: Array<{ id: number }> }>(page, 'GET', `/board/${id}`);
    if (board.applications.length > 0) {
      job = id;
      application = board.applications[0]!.id;
      break;
    }
  }
  const companies = await callApi<Array<{ id: number }>>(page, 'GET', '/company/@menu');
  const team = await callApi<Array<{ id: number }>>(page, 'GET', '/user-company/@team');
  // The demo has no saved search: one, so that the saved searches' page lists it too.
  const saved = await callApi<{ id: number }>(page, 'POST', '/saved-search', {
    name: 'Sviluppatori',
    filters: { text: 'developer' },
  });
  const chats = await callApi<Array<{ chatter: { id: number } }>>(page, 'GET', '/chat');
  // The candidate app's: a published job (its public API answers) and a demo candidate's application.
  let published = 0;
  for (const { id } of jobs) {
    const response = await page.evaluate((at) => fetch(`/api/public/jobs/${at}`).then((r) => r.status), id);
    if (response === 200) {
      published = id;
      break;
    }
  }
  const sudoer = await apiLogin(e2e.server.url, 'admin.sudoer@hiring.demo', e2e.password);
  const found = (await (
    await apiFetch(e2e.server.url, sudoer.accessToken, 'GET', '/admin/candidates?email=.2%40candidati.demo')
  ).json()) as { data: Array<{ email: string; applications: number }> };
  candidateLogin = await apiLogin(
    e2e.server.url,
    found.data.find((c) => c.applications > 0)!.email,
    e2e.password,
  );
  const mine = (await (
    await apiFetch(e2e.server.url, candidateLogin.accessToken, 'GET', '/talents/applications')
  ).json()) as { data: Array<{ id: number }> };
  talentsIds = { job: published, application: mine.data[0]!.id };
  ids = {
    job,
    application,
    company: companies[0]!.id,
    member: team[0]!.id,
    savedSearch: saved.id,
    chatter: chats[0]!.chatter.id,
  };
});

describe('accessibility of every route (axe, WCAG 2.2 AA)', () => {
  it('covers every route of the route table, all enabled on this server', async () => {
    expect(Object.keys(pathsOf).sort()).toEqual(allRoutes.map(keyOf).sort());
    const page = await pageFor('companyAdmin', 'it');
    const config = await page.evaluate(() =>
      fetch('/config.json').then((r) => r.json() as Promise<{ modules: Record<string, boolean> }>),
    );
    const disabled = allRoutes.filter((route) => !isRouteEnabled(route, config.modules as never));
    expect(disabled.map(keyOf)).toEqual([]);
  });

  it(
    `finds no serious or critical violations on any route${FULL ? ' (every role, both languages)' : ''}`,
    async () => {
      // Path (as `placeholders` spell it) → what axe found there: "path as role (language): violation".
      const found: Record<string, string[]> = {};
      for (const { route, role, lang } of visits()) {
        const page = await pageFor(role, lang);
        const paths = pathsOf[route]!(ids);
        const templates = pathsOf[route]!(placeholders);
        for (const [i, path] of paths.entries()) {
          if (!FULL && lang === 'en' && i > 0) continue;
          await judge(found, templates[i]!, `${path} as ${role} (${lang})`, page, open(page, path));
        }
      }
      expectOnlyKnownIssues(found);
      const stale = Object.keys(knownIssues).filter((path) => !(path in found));
      expect(stale, 'knownIssues entries no longer needed: remove them').toEqual([]);
    },
    FULL ? 1_800_000 : 600_000,
  );

  it('covers every route of the candidate app’s table, and the public job page', () => {
    expect(Object.keys(talentsPathsOf).sort()).toEqual(
      [...talentsRoutes.map((route) => route.path), '*', PUBLIC_JOB_PAGE].sort(),
    );
    expect(talentsIds.job, 'a published demo job').not.toBe(0);
  });

  it(
    `finds no serious or critical violations on any route of the candidate app${FULL ? ' (both roles, both languages)' : ''}`,
    async () => {
      const found: Record<string, string[]> = {};
      const placeholdersOfTalents: TalentsIds = { job: '{job}', application: '{application}' };
      for (const { route, role, lang } of talentsVisits()) {
        const page = await talentsPageFor(role, lang);
        const paths = talentsPathsOf[route]!(talentsIds);
        const templates = talentsPathsOf[route]!(placeholdersOfTalents);
        for (const [i, path] of paths.entries()) {
          const opening = openTalents(page, path, lang);
          await judge(found, templates[i]!, `${path} as ${role} (${lang})`, page, opening);
        }
      }
      expectOnlyKnownIssues(found);
    },
    FULL ? 600_000 : 180_000,
  );

  it('finds none with the usual dialogs and overlays open', async () => {
    const found: Record<string, string[]> = {};
    for (const lang of FULL ? (['it', 'en'] as const) : (['it'] as const)) {
      for (const overlay of overlays) {
        const page = await pageFor(overlay.role, lang);
        await open(page, overlay.path);
        await page.locator(overlay.trigger).first().click();
        await page.locator(overlay.shown).waitFor();
        await animationsDone(page, overlay.shown);
        const violations = await seriousAxeViolations(page);
        if (violations.length > 0) found[`${overlay.name} (${lang})`] = violations;
        if (overlay.closeByTrigger) await page.locator(overlay.trigger).first().click();
        else await page.keyboard.press('Escape');
        await page.locator(overlay.shown).waitFor({ state: 'detached' });
      }
    }
    expect(found).toEqual({});
  });
});
