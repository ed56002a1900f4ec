import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, jobIdByName } from './support/api.js';
import { useE2E } from './support/harness.js';
import { text } from './support/messages.js';
import { watchRequests } from './support/network-quiet.js';

const GIULIA = 'giulia.rossi@tecnoware.demo';
const MARCO = 'marco.bianchi@tecnoware.demo';
const ADMIN = 'admin@hiring.demo';
const JOB = 'DevOps engineer';

const e2e = useE2E();

/** Opens `path` and waits until the page has drawn its heading and stopped loading. */
async function open(page: Page, path: string): Promise<void> {
  const network = watchRequests(page);
  await page.goto(`${e2e.server.url}${path}`);
  await page.locator('h1').first().waitFor();
  await network.quiet();
}

/** The page's h1 headings, by their text. */
const headings = (page: Page) => page.locator('h1').allTextContents();

/** The toast stack's and the notice bell's live regions, as a screen reader finds them. */
const liveRegions = (page: Page) =>
  page.evaluate(() =>
    ['toast-live', 'notices-live'].map((id) => {
      const el = document.querySelector(`[data-testid="${id}"]`);
      return el && { id, role: el.getAttribute('role'), live: el.getAttribute('aria-live') };
    }),
  );

/**
 * Opens each path and returns those whose h1 headings are not exactly one, with them; in the shell,
 * checks the toast stack's and the notice bell's live regions on the way.
 */
async function pagesWithoutOneH1(page: Page, paths: string[]): Promise<Array<[string, string[]]>> {
  const wrong: Array<[string, string[]]> = [];
  for (const path of paths) {
    await open(page, path);
    const h1s = await headings(page);
    if (h1s.length !== 1) wrong.push([path, h1s]);
    if (await page.locator('#page-content').count()) {
      expect(await liveRegions(page)).toEqual([
        { id: 'toast-live', role: 'status', live: 'polite' },
        { id: 'notices-live', role: 'status', live: null },
      ]);
    }
  }
  return wrong;
}

describe('screen readers: one h1 per page, live regions for toasts and new notices', () => {
  it('finds exactly one h1 and both live regions on the job and candidate pages', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    const jobId = await jobIdByName(page, JOB);
    const paths = ['/', '/board/list', `/board/${jobId}`, '/board', '/search', '/search/list'];
    paths.push('/profile/list', '/messages');
    expect(await pagesWithoutOneH1(page, paths)).toEqual([]);
  });

  it('finds exactly one h1 and both live regions on the company, team, spending and help pages', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    const paths = ['/company', '/company/list', '/team', '/team/list', '/license', '/spending/budget'];
    paths.push('/spending/pricelist', '/guide', '/contacts', '/account');
    expect(await pagesWithoutOneH1(page, paths)).toEqual([]);
  });

  it('finds exactly one h1 on the back office pages', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, ADMIN);
    const paths = [
      '/admin',
      '/admin/sudo',
      '/admin/jobs',
      '/admin/stats',
      '/admin/enrollment',
      '/admin/approval',
    ];
    paths.push('/admin/tweak_ai', '/admin/mail', '/admin/privacy');
    expect(await pagesWithoutOneH1(page, paths)).toEqual([]);
  });

  it('finds exactly one h1 on the pages of a visitor', async () => {
    const { page } = await e2e.newPage();
    const paths = ['/login', '/join', '/web-conditions', '/web-policy-user', '/error/403', '/no-such-page'];
    expect(await pagesWithoutOneH1(page, paths)).toEqual([]);
  });

  it('reads a toast from the polite region that is always there', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await open(page, '/board/list');
    const region = page.locator('[data-testid="toast-live"][role="status"][aria-live="polite"]');
    expect(await region.count()).toBe(1);
    await page.locator('[data-testid="job-list"] [data-action="duplicate"]').first().click();
    const said = text(e2e.it, 'jobs.toast.duplicated', { name: '' }).split('«')[0] ?? '';
    await region.getByText(said).waitFor();
    // The message itself no longer shouts over it as an alert of its own.
    expect(await region.locator('[role="alert"], [aria-live="assertive"]').count()).toBe(0);
  });

  it('announces a new notice that arrives (live stream or poll)', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await open(page, '/');
    const region = page.locator('[data-testid="notices-live"]');
    // The count the page starts with is not news.
    expect((await region.textContent())?.trim()).toBe('');

    const marco = (await e2e.newPage()).page;
    await e2e.signIn(marco, MARCO);
    const jobId = await jobIdByName(marco, JOB);
    const board = await callApi<{
      columns: Array<{ id: number; locked: boolean }>;
      applications: Array<{ id: number; locked: boolean; jobApplicationStatusId: number }>;
    }>(marco, 'GET', `/board/${jobId}`);
    const card = board.applications.find((c) => !c.locked)!;
    const target = board.columns.find((c) => !c.locked && c.id !== card.jobApplicationStatusId)!;
    await callApi(marco, 'PATCH', `/application/${card.id}`, { jobApplicationStatusId: target.id });

    const one = text(e2e.it, 'shell.notices.arrived_one', { count: '1' });
    await expect.poll(async () => (await region.textContent())?.trim(), { timeout: 35_000 }).toBe(one);
  });
});
