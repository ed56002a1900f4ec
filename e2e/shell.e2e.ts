import { createHmac } from 'node:crypto';
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathOf, useE2E } from './support/harness.js';
import { text } from './support/messages.js';
import { screenshot } from './support/page.js';
import { E2E_JWT_SECRET } from './support/server.js';
import { watchRequests } from './support/network-quiet.js';

const GIULIA = 'giulia.rossi@tecnoware.demo';
const MARCO = 'marco.bianchi@tecnoware.demo';
const LUCA = 'luca.ferrari@adriatica.demo';
const ADMIN = 'admin@hiring.demo';

const e2e = useE2E({ env: { MODULE_DISABLE_BUDGET: 'true' } });

const menuEntries = (page: Page) =>
  page
    .locator('[data-testid="side-menu"] > li[data-entry]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-entry')));

/** Opens a path in the shell and waits for its page heading. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${e2e.server.url}${path}`);
  await page.locator('#page-title, #home-title').first().waitFor();
}

/** The access token re-signed with an expiry in the past: what a tab left open for a while holds. */
function expired(token: string): string {
  const [header, payload] = token.split('.') as [string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, number>;
  const now = Math.floor(Date.now() / 1000);
  const body = Buffer.from(JSON.stringify({ ...claims, iat: now - 3600, exp: now - 60 })).toString(
    'base64url',
  );
  const signature = createHmac('sha256', E2E_JWT_SECRET).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

describe('shell: menus and badges', () => {
  it('shows a recruiter the recruiter menu, no Admin badge and no switcher with one company', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await page.locator('[data-testid="side-menu"]').waitFor();
    // The entries her company role opens appear once the role's permission map has come.
    await expect
      .poll(() => menuEntries(page))
      .toEqual([
        'index',
        'search',
        'board_list',
        'profile_list',
        'messages',
        'company_list',
        'team_list',
        'guide',
        'contacts',
      ]);
    expect(await page.locator('[data-testid="menu-new-job"]').count()).toBe(1);
    expect(await page.locator('[data-testid="admin-badge"]').count()).toBe(0);
    expect(await page.locator('[data-testid="company-switcher"]').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('shows an admin the admin menu and the Admin badge, never the company switcher', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, ADMIN);
    await page.locator('[data-testid="admin-badge"]').waitFor();
    const entries = await menuEntries(page);
    expect(entries).toContain('admin_sudo');
    expect(entries).toContain('admin_apls');
    expect(entries).not.toContain('board_list');
    expect(entries).not.toContain('search');
    expect(await page.locator('[data-testid="company-switcher"]').count()).toBe(0);
    await screenshot(page, 'shell-admin');
  });

  it('filters the menu as one types and clears the search 500 ms after the last keystroke', async () => {
    const { page } = await e2e.newPage();
    // The page's clock moves only as the test says once paused: the 500 ms are counted, not waited.
    await page.clock.install();
    await e2e.signIn(page, GIULIA);
    await page.locator('[data-testid="side-menu"] li[data-entry="messages"]').waitFor();
    await page.clock.pauseAt(new Date(Date.now() + 1_000));
    const search = page.locator('[data-testid="menu-search"]');
    await search.pressSequentially('mess');
    expect(await menuEntries(page)).toEqual(['messages']);
    await page.clock.runFor(499);
    expect(await search.inputValue()).toBe('mess');
    await page.clock.runFor(1);
    await expect.poll(() => search.inputValue()).toBe('');
    expect((await menuEntries(page)).length).toBe(9);
  });

  it('highlights the job boards entry on a board, and shows the breadcrumb everywhere but home', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    expect(await page.locator('[data-testid="breadcrumb"]').count()).toBe(0);
    expect(await page.locator('li[data-entry="index"] a').getAttribute('aria-current')).toBe('page');

    await open(page, '/board/2');
    expect(await page.locator('li[data-entry="board_list"] a').getAttribute('aria-current')).toBe('page');
    // A job's board sits under the job list in the trail.
    const boardCrumbs = page.locator('[data-testid="breadcrumb"] li');
    await expect
      .poll(() => boardCrumbs.allInnerTexts())
      .toEqual(['', text(e2e.it, 'routes.board_list'), text(e2e.it, 'routes.board_job')]);
    await open(page, '/board');
    await expect.poll(() => boardCrumbs.allInnerTexts()).toEqual(['', text(e2e.it, 'routes.board')]);

    await open(page, '/guide');
    const crumbs = page.locator('[data-testid="breadcrumb"]');
    expect(await crumbs.textContent()).toContain(text(e2e.it, 'routes.guide'));
    await crumbs.getByRole('link', { name: text(e2e.it, 'shell.home') }).click();
    await page.waitForURL(`${e2e.server.url}/`);
  });
});

describe('shell: company switching', () => {
  it('lets Marco switch companies: stays, reloads or goes to the company page as spec 4 says', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, MARCO);
    const switcher = page.locator('[data-testid="company-switcher"]');
    await switcher.waitFor();
    const before = (await switcher.textContent()) ?? '';

    /** Picks the other company in the switcher and waits for the server to take it. */
    const switchCompany = async () => {
      await switcher.click();
      const answer = page.waitForResponse((r) => /\/api\/auth\/company\/\d+$/.test(r.url()));
      await page.locator('#company-switcher-menu').getByRole('menuitem', { disabled: false }).click();
      expect((await answer).status()).toBe(200);
    };

    // guide stays where it is.
    await open(page, '/guide');
    await switchCompany();
    await page.waitForFunction((old) => {
      const label = document.querySelector('[data-testid="company-switcher"]')?.textContent ?? '';
      return label !== '' && label !== old;
    }, before);
    expect(pathOf(page)).toBe('/guide');

    // board_list stays and asks for its data again.
    await open(page, '/board/list');
    const again = page.waitForRequest(
      (r) => r.url().includes('/api/') && !r.url().includes('/auth/company/'),
    );
    await switchCompany();
    await again;
    expect(pathOf(page)).toBe('/board/list');

    // Any other page goes to the new company's page.
    await open(page, '/');
    await switchCompany();
    await page.waitForURL(/\/company\/\d+$/);
    await screenshot(page, 'shell-company-switched');
  });
});

describe('shell: banners and footer', () => {
  it('warns Luca of the overdue payment with a link to contacts; Giulia sees no such banner', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, LUCA);
    const banner = page.locator('[data-testid="banner-overdue"]');
    await banner.waitFor();
    expect(await banner.textContent()).toContain(text(e2e.it, 'preHeader.overdue.text'));
    await banner.getByRole('link').click();
    await page.waitForURL(`${e2e.server.url}/contacts`);

    const other = await e2e.newPage();
    await e2e.signIn(other.page, GIULIA);
    await other.page.locator('[data-testid="side-menu"]').waitFor();
    expect(await other.page.locator('[data-testid="banner-overdue"]').count()).toBe(0);
  });

  it('shows no invoice banner while the budget module is off, even in the 3 days before the 1st', async () => {
    // The banner comes from the budget's billing data (shown and dismissed in e2e/spending.e2e.ts).
    const { page, context, requests } = await e2e.newPage();
    const now = new Date();
    await context.clock.setFixedTime(new Date(now.getFullYear(), now.getMonth() + 1, 0, 12));
    const settled = watchRequests(page);
    await e2e.signIn(page, GIULIA);
    await page.locator('#home-title').waitFor();
    await page.locator('[data-testid="side-menu"]').waitFor();
    await settled.quiet();
    expect(await page.locator('[data-testid="banner-invoice"]').count()).toBe(0);
    expect(requests.filter((url) => url.includes('/api/company/budget/'))).toEqual([]);
  });

  it('opens the conditions, the privacy policy and the cookie settings in modals', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    const footer = page.locator('footer');
    expect(await footer.textContent()).toContain(String(new Date().getFullYear()));

    await footer.getByRole('link', { name: text(e2e.it, 'shell.footer.conditions') }).click();
    const legal = page.locator('[data-testid="legal-dialog"]');
    await legal.locator('h1, h2').first().waitFor();
    expect(pathOf(page)).toBe('/');
    await screenshot(page, 'shell-legal-modal');
    await page.keyboard.press('Escape');
    await legal.waitFor({ state: 'detached' });

    await footer.getByRole('link', { name: text(e2e.it, 'shell.footer.privacy') }).click();
    await legal.locator('h1, h2').first().waitFor();
    await page.keyboard.press('Escape');

    await footer.getByRole('button', { name: text(e2e.it, 'shell.footer.cookies') }).click();
    await page.locator('[data-testid="cookie-dialog"]').waitFor();
  });
});

describe('shell: session', () => {
  it('refreshes an expired access token once for parallel calls and carries on', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await page.locator('[data-testid="side-menu"]').waitFor();
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const stale = expired(token ?? '');
    await page.evaluate((value) => localStorage.setItem('accessToken', value), stale);

    const responses: Response[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/')) responses.push(response);
    });
    const refreshed = page.waitForResponse((r) => r.url().includes('/auth/refresh-tokens'));
    const network = watchRequests(page);
    await page.reload();
    await page.locator('#home-title').waitFor();
    await refreshed;
    await network.quiet();

    const refreshes = responses.filter((r) => r.url().includes('/auth/refresh-tokens'));
    const unauthorized = responses.filter((r) => r.status() === 401);
    expect(refreshes.length).toBe(1);
    expect(refreshes[0]?.status()).toBe(200);
    expect(unauthorized.length).toBeGreaterThanOrEqual(2);
    expect(pathOf(page)).toBe('/');
    // A fresh token replaced the stale one (it may equal the first if signed in the same second).
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBe(stale);
    expect(pageErrors).toEqual([]);
  });

  it('logs out from the account menu, clearing the tokens and the stores', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await page.locator('[data-testid="account-menu"]').click();
    await page.locator('#account-menu').getByText(text(e2e.it, 'shell.account.logout')).click();
    await page.waitForURL(`${e2e.server.url}/login`);
    const storage = await page.evaluate(() => Object.keys(localStorage));
    expect(storage).not.toContain('accessToken');
    expect(storage).not.toContain('refreshToken');
    const client = await page.evaluate(() => localStorage.getItem('client'));
    expect(client ?? '').not.toContain('giulia');
    await page.goto(`${e2e.server.url}/guide`);
    await page.waitForURL(`${e2e.server.url}/login`);
  });

  it('toggles the notifications menu open and closed', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    const toggle = page.locator('[data-testid="notices-toggle"]');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
