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

describe('screen readers: one h1 per page, live regions for toasts and new notices', () => {
  it('finds exactly one h1 on the pages of a company admin, a back-office admin and a visitor', async () => {
    const { page } = await e2e.newPage();
    const jobId = await (async () => {
      await e2e.signIn(page, GIULIA);
      return jobIdByName(page, JOB);
    })();
    const found: Record<string, string[]> = {};
    for (const path of [
      '/',
      '/board/list',
      `/board/${jobId}`,
      '/search',
      '/search/list',
      '/profile/list',
      '/messages',
      '/company',
      '/team',
      '/license',
      '/guide',
      '/contacts',
      '/account',
    ]) {
      await open(page, path);
      found[path] = await headings(page);
      expect(await liveRegions(page)).toEqual([
        { id: 'toast-live', role: 'status', live: 'polite' },
        { id: 'notices-live', role: 'status', live: null },
      ]);
    }

    const admin = (await e2e.newPage()).page;
    await e2e.signIn(admin, ADMIN);
    for (const path of ['/admin', '/admin/jobs', '/admin/stats']) {
      await open(admin, path);
      found[path] = await headings(admin);
    }

    const visitor = (await e2e.newPage()).page;
    for (const path of ['/login', '/web-conditions', '/no-such-page']) {
      await open(visitor, path);
      found[path] = await headings(visitor);
    }

    const notOne = Object.entries(found).filter(([, h1s]) => h1s.length !== 1);
    expect(notOne).toEqual([]);
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
    await expect.poll(async () => (await region.textContent())?.trim(), { timeout: 20_000 }).toBe(one);
  });
});
