import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPasswordOf, pathOf, signInAt, waitForTitle } from './support/harness.js';
import { readMessages, text, type Messages } from './support/messages.js';
import { openPage, screenshot, type TestPage } from './support/page.js';
import { ensureWebBuilt, launchBrowser, startServer, type StartedServer } from './support/server.js';

const GIULIA = 'giulia.rossi@tecnoware.demo';
const ADMIN = 'admin@hiring.demo';

/** Every non-captive route of spec section 2, as concrete paths. */
const shellPaths = [
  '/',
  '/search',
  '/search/5',
  '/search/list',
  '/board',
  '/board/12',
  '/board/12/3',
  '/board/list',
  '/profile/list',
  '/messages',
  '/messages/4',
  '/company',
  '/company/2',
  '/company/list',
  '/team',
  '/team/7',
  '/team/list',
  '/license',
  '/spending/budget',
  '/spending/pricelist',
  '/guide',
  '/contacts',
  '/account',
  '/account/linkedin/callback',
  '/admin',
  '/admin/sudo',
  '/admin/jobs',
  '/admin/stats',
  '/admin/enrollment',
  '/admin/approval',
  '/admin/tweak_ai',
];

/** Admin pages with their title keys. */
const adminPages = [
  ['/admin', 'routes.admin'],
  ['/admin/sudo', 'routes.admin_sudo'],
  ['/admin/jobs', 'routes.admin_jobs'],
  ['/admin/stats', 'routes.admin_stats'],
  ['/admin/enrollment', 'routes.admin_enroll'],
  ['/admin/approval', 'routes.admin_apls'],
  ['/admin/tweak_ai', 'routes.admin_ai'],
  ['/admin/mail', 'routes.admin_mail'],
  ['/admin/privacy', 'routes.admin_privacy'],
] as const;

/** Recruiter pages whose content comes later: path, title key. */
const recruiterPages = [
  ['/search', 'routes.search'],
  ['/search/list', 'routes.search_list'],
  ['/board/999999', 'board.missingTitle'],
  ['/board/list', 'routes.board_list'],
  ['/profile/list', 'routes.profile_list'],
  ['/messages', 'routes.messages'],
  ['/company/list', 'routes.company'],
  ['/team/list', 'routes.team'],
  ['/license', 'routes.license'],
  ['/spending/budget', 'routes.budget'],
  ['/spending/pricelist', 'routes.pricelist'],
  ['/guide', 'routes.guide'],
  ['/contacts', 'routes.contacts'],
] as const;

let server: StartedServer;
let modulesOff: StartedServer;
let browser: Browser;
let demoPassword: string;
let it_: Messages;
let en: Messages;
const opened: TestPage[] = [];

beforeAll(async () => {
  await ensureWebBuilt();
  [server, modulesOff, browser, it_, en] = await Promise.all([
    // The talents page is on the test server itself, so no outside host is contacted.
    startServer({
      env: (url) => ({
        FIREBASE_REDIRECT: `${url}/web-conditions?talents=1`,
        MODULE_DISABLE_BUDGET: 'false',
      }),
    }),
    startServer({
      env: {
        MODULE_DISABLE_SEARCH: 'true',
        MODULE_DISABLE_SAVED_USERS: 'true',
        MODULE_DISABLE_BUDGET: 'true',
        MODULE_DISABLE_PRICING: 'true',
      },
    }),
    launchBrowser(),
    readMessages('it'),
    readMessages('en'),
  ]);
  demoPassword = demoPasswordOf(server);
});

afterAll(async () => {
  await Promise.allSettled(opened.map((p) => p.close()));
  await browser?.close();
  await Promise.allSettled([server?.stop(), modulesOff?.stop()]);
});

async function newPage(): Promise<TestPage> {
  const p = await openPage(browser);
  opened.push(p);
  return p;
}

const shellCount = (page: Page) => page.locator('[data-layout="shell"]').count();

/** Signs in through the login page and waits for the dashboard. */
async function signIn(page: Page, base: string, email: string): Promise<void> {
  await signInAt(page, base, email, demoPassword);
  await page.locator('#home-title').waitFor();
}

/** Opens a path and waits for its page heading (placeholder pages and admin pages). */
async function openHeading(page: Page, url: string, heading: string): Promise<void> {
  await page.goto(url);
  await page.locator('#page-title', { hasText: heading }).waitFor();
}

describe('route rules without a session', () => {
  it('sends every non-captive route to /login', async () => {
    const { page, pageErrors } = await newPage();
    for (const path of shellPaths) {
      await page.goto(`${server.url}${path}`);
      await page.waitForURL(`${server.url}/login`);
      await page.locator('#email').waitFor();
    }
    expect(pageErrors).toEqual([]);
  });

  it('shows the captive routes and skip paths without the shell and without a token', async () => {
    const { page, pageErrors } = await newPage();
    const captive = [
      ['/login', 'routes.login', 'Hiring > Accesso'],
      ['/join', 'routes.join', null],
      ['/web-conditions', 'routes.conditions', 'Hiring > Termini e condizioni'],
      ['/web-policy-user', 'routes.policy', 'Hiring > Informativa privacy'],
      ['/web-policy-company', 'routes.policy', 'Hiring > Informativa privacy'],
    ] as const;
    for (const [path, titleKey, literal] of captive) {
      await page.goto(`${server.url}${path}`);
      await page.locator('[data-layout="standalone"]').waitFor({ state: 'attached' });
      await waitForTitle(page, `Hiring > ${text(it_, titleKey)}`);
      if (literal) expect(await page.title()).toBe(literal);
      expect(pathOf(page)).toBe(path);
      expect(await shellCount(page)).toBe(0);
      expect(await page.locator('aside, nav.layout-sidebar, [data-shell="sidebar"]').count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    }
    expect(pageErrors).toEqual([]);
  });

  it('shows the legal documents as pages and as static files, and redirects /web-policy', async () => {
    const { page, pageErrors, consoleErrors } = await newPage();
    await page.goto(`${server.url}/web-policy`);
    await page.waitForURL(`${server.url}/web-policy-user`);
    const policy = page.locator('article[data-legal-document="web-policy-user"]');
    await policy.locator('h1', { hasText: 'Informativa privacy per gli utenti' }).waitFor();
    // The English translation's title is an h2: one h1 per page.
    expect(await policy.locator('h2', { hasText: 'Privacy policy for users' }).count()).toBe(1);
    expect(await policy.getByText('Hiring S.r.l.').count()).toBeGreaterThan(0);
    expect(await policy.locator('script, style').count()).toBe(0);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(page, 'routes-web-policy-user');

    // Links between the documents stay in the app.
    await policy.locator('a[href="/web-conditions"]').first().click();
    await page.waitForURL(`${server.url}/web-conditions`);
    await page
      .locator('article[data-legal-document="web-conditions"] h1', { hasText: "Termini e condizioni d'uso" })
      .waitFor();

    await page.goto(`${server.url}/web-policy-company`);
    await page
      .locator('article[data-legal-document="web-policy-company"] h1', {
        hasText: 'Informativa privacy per le aziende',
      })
      .waitFor();

    // The files themselves: HTML under the server's CSP, nothing refused, nothing fetched elsewhere.
    for (const name of ['web-conditions', 'web-policy-user', 'web-policy-company']) {
      const response = await page.goto(`${server.url}/${name}.html`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toContain('text/html');
      expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
      await page.locator('h1').first().waitFor();
      expect(await page.locator('script').count()).toBe(0);
      expect(await page.locator('#en h2.title').count()).toBe(1);
    }
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('shows /error/:code and unknown paths standalone', async () => {
    const { page, pageErrors } = await newPage();
    await page.goto(`${server.url}/error/403`);
    await page.locator('#error-title', { hasText: text(it_, 'errors.codes.403.title') }).waitFor();
    await waitForTitle(page, `Hiring > ${text(it_, 'routes.error')}`);
    expect(await page.getByText(text(it_, 'errors.codes.403.message')).count()).toBe(1);
    expect(await shellCount(page)).toBe(0);
    await page.locator('.pi-home').waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(page, 'routes-error-403');

    for (const code of [400, 401, 500, 503] as const) {
      await page.goto(`${server.url}/error/${code}`);
      await page.locator('#error-title', { hasText: text(it_, `errors.codes.${code}.title`) }).waitFor();
      expect(await page.locator(`[data-error-code="${code}"]`).count()).toBe(1);
    }

    for (const path of ['/error/404', '/error/999', '/no/such/page']) {
      await page.goto(`${server.url}${path}`);
      await page.locator('#error-title', { hasText: text(it_, 'errors.notFoundTitle') }).waitFor();
      await waitForTitle(page, `Hiring > ${text(it_, 'routes.notFound')}`);
      expect(pathOf(page)).toBe(path);
      expect(await shellCount(page)).toBe(0);
    }
    expect(pageErrors).toEqual([]);
  });

  it('sends the whole browser from /job, /job/ and /job/:id to the configured redirect', async () => {
    const { page, pageErrors } = await newPage();
    for (const path of ['/job', '/job/', '/job/123']) {
      const before = await page.evaluate(() => history.length);
      await page.goto(`${server.url}${path}`);
      await page.waitForURL(`${server.url}/web-conditions?talents=1`);
      await page.locator('article[data-legal-document="web-conditions"]').waitFor();
      // replace(): the /job page is not left in the history.
      expect(await page.evaluate(() => history.length)).toBe(before + 1);
    }
    expect(pageErrors).toEqual([]);
  });

  it('titles the routes in English when English is chosen', async () => {
    const { page, context, pageErrors } = await newPage();
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await page.goto(`${server.url}/web-conditions`);
    await waitForTitle(page, 'Hiring > Terms and conditions');
    await page.goto(`${server.url}/web-policy-company`);
    await waitForTitle(page, 'Hiring > Privacy policy');
    await page.goto(`${server.url}/error/503`);
    await page.locator('#error-title', { hasText: text(en, 'errors.codes.503.title') }).waitFor();
    await waitForTitle(page, 'Hiring > Error');
    await page.goto(`${server.url}/nowhere`);
    await waitForTitle(page, `Hiring > ${text(en, 'routes.notFound')}`);
    expect(pageErrors).toEqual([]);
  });
});

describe('route rules with a session', () => {
  it('shows a recruiter the pages in the shell, with titles, and refuses the admin pages', async () => {
    const { page, pageErrors } = await newPage();
    await signIn(page, server.url, GIULIA);
    await waitForTitle(page, `Hiring > ${text(it_, 'routes.index')}`);
    expect(await shellCount(page)).toBe(1);

    // The dashboard links to the recruiter's areas, budget included (enabled on this server), no admin page.
    const links = page.locator('[data-route]');
    await links.first().waitFor();
    const routes = await links.evaluateAll((elements) => elements.map((e) => e.getAttribute('data-route')));
    expect(routes).toEqual(
      expect.arrayContaining([
        'search',
        'board_list',
        'profile_list',
        'messages',
        'budget',
        'pricelist',
        'guide',
      ]),
    );
    expect(routes.some((name) => name?.startsWith('admin'))).toBe(false);
    await page.locator('.pi-sign-out').waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(page, 'routes-dashboard-it');

    // A quick link navigates inside the app.
    await page.locator('[data-route="messages"]').click();
    await page.waitForURL(`${server.url}/messages`);
    await page.locator('#page-title', { hasText: text(it_, 'routes.messages') }).waitFor();

    for (const [path, key] of recruiterPages) {
      await openHeading(page, `${server.url}${path}`, text(it_, key));
      await waitForTitle(page, `Hiring > ${text(it_, key)}`);
      expect(await shellCount(page)).toBe(1);
    }
    await page
      .locator('.pi-wrench')
      .waitFor({ state: 'attached' })
      .catch(() => undefined);
    await openHeading(page, `${server.url}/license`, text(it_, 'routes.license'));
    await page.locator('[data-testid="license-current"], [data-testid="license-none"]').first().waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(page, 'routes-license-it');

    for (const [path] of adminPages) {
      await page.goto(`${server.url}${path}`);
      await page.locator('[data-error-code="403"]').waitFor();
      await waitForTitle(page, `Hiring > ${text(it_, 'routes.error')}`);
      expect(pathOf(page)).toBe(path);
      expect(await shellCount(page)).toBe(1);
    }
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(page, 'routes-admin-refused');

    // Error pages and the 404 page are in the shell when signed in.
    await page.goto(`${server.url}/error/500`);
    await page.locator('[data-error-code="500"]').waitFor();
    expect(await shellCount(page)).toBe(1);
    await page.goto(`${server.url}/nowhere`);
    await page.locator('#error-title', { hasText: text(it_, 'errors.notFoundTitle') }).waitFor();
    expect(await shellCount(page)).toBe(1);

    // Captive routes never show the shell, even when signed in.
    await page.goto(`${server.url}/web-conditions`);
    await page.locator('article[data-legal-document="web-conditions"]').waitFor();
    expect(await shellCount(page)).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('titles the pages in English after switching language', async () => {
    const { page, context, pageErrors } = await newPage();
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signIn(page, server.url, GIULIA);
    await waitForTitle(page, 'Hiring > Dashboard');
    await page
      .locator('#home-title', { hasText: text(en, 'home.greeting').replace('{{name}}', 'Giulia Rossi') })
      .waitFor();
    await page.locator('.pi-sign-out').waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(page, 'routes-dashboard-en');
    for (const [path, key] of [
      ['/board/list', 'routes.board_list'],
      ['/messages/3', 'routes.messages'],
      ['/spending/pricelist', 'routes.pricelist'],
    ] as const) {
      await openHeading(page, `${server.url}${path}`, text(en, key));
      await waitForTitle(page, `Hiring > ${text(en, key)}`);
    }
    await page.goto(`${server.url}/admin/sudo`);
    await page.locator('#error-title', { hasText: text(en, 'errors.codes.403.title') }).waitFor();
    await waitForTitle(page, 'Hiring > Error');
    expect(pageErrors).toEqual([]);
  });

  it('opens every admin page to admin@hiring.demo', async () => {
    const { page, pageErrors } = await newPage();
    await signIn(page, server.url, ADMIN);
    const links = page.locator('[data-route]');
    await links.first().waitFor();
    const routes = await links.evaluateAll((elements) => elements.map((e) => e.getAttribute('data-route')));
    expect(routes).toEqual([
      'admin_sudo',
      'admin_jobs',
      'admin_stats',
      'admin_enroll',
      'admin_apls',
      'admin_ai',
      'admin_mail',
      'admin_privacy',
    ]);

    for (const [path, key] of adminPages) {
      await openHeading(page, `${server.url}${path}`, text(it_, key));
      await waitForTitle(page, `Hiring > ${text(it_, key)}`);
      expect(await shellCount(page)).toBe(1);
      expect(await page.locator('[data-error-code]').count()).toBe(0);
    }
    await page.goto(`${server.url}/admin`);
    await page.locator('#page-title').waitFor();
    await page.locator('[data-route="admin_ai"]').waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(page, 'routes-admin');
    expect(pageErrors).toEqual([]);
  });

  it('answers 404 for the routes of disabled modules', async () => {
    const { page, pageErrors } = await newPage();
    await signIn(page, modulesOff.url, GIULIA);
    const links = page.locator('[data-route]');
    // The entries of her company role appear once its permission map has come.
    const routes = () => links.evaluateAll((elements) => elements.map((e) => e.getAttribute('data-route')));
    await expect.poll(routes).toContain('board_list');
    for (const name of ['search', 'profile_list', 'budget', 'pricelist'])
      expect(await routes()).not.toContain(name);

    for (const path of [
      '/search',
      '/search/5',
      '/search/list',
      '/profile/list',
      '/spending/budget',
      '/spending/pricelist',
    ]) {
      await page.goto(`${modulesOff.url}${path}`);
      await page.locator('#error-title', { hasText: text(it_, 'errors.notFoundTitle') }).waitFor();
      await waitForTitle(page, `Hiring > ${text(it_, 'routes.notFound')}`);
      expect(pathOf(page)).toBe(path);
      expect(await shellCount(page)).toBe(1);
    }
    // Other areas are unaffected.
    await openHeading(page, `${modulesOff.url}/board/list`, text(it_, 'routes.board_list'));
    expect(pageErrors).toEqual([]);
  });
});
