import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2E, pathOf, waitForTitle } from './support/harness.js';
import { text, type Messages } from './support/messages.js';
import { screenshot } from './support/page.js';
import { repoRoot } from './support/server.js';
import { watchRequests } from './support/network-quiet.js';
import { seriousAxeViolations } from './support/axe-check.js';

const SUDOER = 'admin.sudoer@hiring.demo';
const STATS = 'admin.user-stats@hiring.demo';
const ADMIN = 'admin@hiring.demo';

const e2e = useE2E();
let admin: Messages;
beforeAll(async () => {
  admin = JSON.parse(
    await readFile(join(repoRoot, 'apps/web/public/locales/it/admin.json'), 'utf8'),
  ) as Messages;
});

describe('the back office: /admin and /admin/sudo', () => {
  it('shows an admin with every permission the service’s figures, each card leading to its page', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, ADMIN);
    await page.goto(`${e2e.server.url}/admin`);
    const cards = page.locator('[data-testid="admin-kpis"] [data-kpi]');
    await cards.first().waitFor();
    expect(await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-kpi')))).toEqual([
      'companies',
      'activeRecruiters',
      'publishedJobs',
      'applicationsToday',
      'applications30Days',
      'approvalsWaiting',
      'signupsWaiting',
    ]);
    // The demo has companies and live posts: real figures, not zeros.
    expect(Number(await page.getByTestId('kpi-companies').textContent())).toBeGreaterThan(1);
    expect(Number(await page.getByTestId('kpi-publishedJobs').textContent())).toBeGreaterThan(0);
    expect(await page.locator('[data-kpi="approvalsWaiting"]').getAttribute('href')).toBe('/admin/approval');
    expect(await page.locator('[data-kpi="signupsWaiting"]').getAttribute('href')).toBe('/admin/enrollment');
    // The quick links stay.
    expect(await page.locator('[data-route="admin_sudo"]').count()).toBe(1);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(page, 'admin-dashboard');
    expect(await seriousAxeViolations(page, '[data-page="admin"]')).toEqual([]);
  });

  it('lets a sudoer find a company, act as its admin with the banner, and come back to it', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, SUDOER);
    await page.goto(`${e2e.server.url}/admin`);
    // A sudoer sees the companies card only, and it leads to the companies page.
    await page.locator('[data-kpi="companies"]').waitFor();
    expect(await page.locator('[data-testid="admin-kpis"] [data-kpi]').count()).toBe(1);
    await page.locator('[data-kpi="companies"]').click();
    await page.waitForURL(/\/admin\/sudo$/);
    const table = page.getByTestId('companies-table');
    await table.locator('[data-testid="company-open"]').first().waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(page, 'admin-sudo-companies');
    expect(await seriousAxeViolations(page, '[data-page="admin-sudo"]')).toEqual([]);

    await page.getByTestId('company-search').fill('tecno');
    await table.locator('[data-testid="company-open"]', { hasText: 'Tecnoware' }).waitFor();
    await expect
      .poll(() => table.locator('[data-testid="company-open"]').allTextContents())
      .toEqual(['Tecnoware S.r.l.']);
    await table.locator('[data-testid="company-open"]').click();
    await page.getByTestId('company-name').filter({ hasText: 'Tecnoware S.r.l.' }).waitFor();
    const detailUrl = page.url();
    expect(detailUrl).toMatch(/\/admin\/sudo\?company=\d+$/);
    const members = page.getByTestId('members-table');
    await members.getByText('giulia.rossi@tecnoware.demo').waitFor();
    await page.getByTestId('jobs-table').locator('tbody tr').first().waitFor();
    const quiet = watchRequests(page);
    await quiet.quiet();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(page, 'admin-sudo-company');
    expect(await seriousAxeViolations(page, '[data-page="admin-sudo"]')).toEqual([]);

    // Act as Giulia: her home, with the banner.
    await members
      .getByRole('button', { name: text(admin, 'detail.members.actAsName', { name: 'Giulia Rossi' }) })
      .click();
    await page.waitForURL(`${e2e.server.url}/`);
    const banner = page.getByTestId('banner-impersonation');
    await banner.getByText('giulia.rossi@tecnoware.demo', { exact: false }).waitFor();
    await page.locator('[data-testid="side-menu"] li[data-entry]').first().waitFor();
    await watchRequests(page).quiet();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(page, 'admin-sudo-acting-as');
    // Acting as her, the back office is closed.
    expect(await page.locator('[data-entry="admin_sudo"]').count()).toBe(0);

    // The way back: the company's detail again, as the sudoer, without the banner.
    await banner.getByRole('button').click();
    await page.waitForURL(detailUrl);
    await page.getByTestId('company-name').filter({ hasText: 'Tecnoware S.r.l.' }).waitFor();
    expect(await page.getByTestId('banner-impersonation').count()).toBe(0);
    // The company's own log has the act-as, its actions in words.
    const ended = text(admin, 'audit.actions.impersonation-end');
    const started = text(admin, 'audit.actions.impersonation-start');
    await page.getByTestId('company-audit-table').getByText(ended).first().waitFor();

    // The audit log has the start and the end, with the sudoer and the company.
    await page.getByTestId('tab-audit').click();
    await page.waitForURL(/\/admin\/sudo\?tab=audit$/);
    const audit = page.getByTestId('audit-table');
    await audit.getByText(ended).first().waitFor();
    const newest = audit.locator('tbody tr').first();
    expect(await newest.textContent()).toContain('Tecnoware S.r.l.');
    expect(await newest.textContent()).toContain('Giulia Rossi');
    expect(await audit.getByText(started).count()).toBeGreaterThan(0);

    // The search: what this sudoer did, by action and by who acted (part of the email).
    await page.getByTestId('audit-filter-action').click();
    await page.getByRole('option', { name: started }).click();
    await page.getByTestId('audit-filter-actor').fill('sudoer@');
    await page
      .getByRole('search')
      .getByRole('button', { name: text(admin, 'audit.filters.apply') })
      .click();
    await expect
      .poll(async () => [...new Set(await audit.locator('tbody tr .p-tag').allTextContents())])
      .toEqual([started]);
    expect(await audit.locator('tbody tr').first().textContent()).toContain('Giulia Rossi');
    await watchRequests(page).quiet();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(page, 'admin-sudo-audit');
    expect(await seriousAxeViolations(page, '[data-page="admin-sudo"]')).toEqual([]);
  });

  it('keeps the companies page from an admin without sudoer: no menu entry, the not-allowed page', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, STATS);
    await page.goto(`${e2e.server.url}/admin`);
    await page.locator('[data-testid="side-menu"] li[data-entry]').first().waitFor();
    expect(await page.locator('[data-testid="side-menu"] [data-entry="admin_sudo"]').count()).toBe(0);
    expect(await page.locator('[data-testid="side-menu"] [data-entry="admin_stats"]').count()).toBe(1);
    // Its KPI cards are the statistics' only.
    await page.locator('[data-kpi="activeRecruiters"]').waitFor();
    expect(await page.locator('[data-kpi="companies"]').count()).toBe(0);
    expect(await page.locator('[data-route="admin_sudo"]').count()).toBe(0);

    await page.goto(`${e2e.server.url}/admin/sudo`);
    await page.locator('[data-error-code="403"]').waitFor();
    await waitForTitle(page, `Hiring > ${text(e2e.it, 'routes.error')}`);
    expect(pathOf(page)).toBe('/admin/sudo');
  });
});
