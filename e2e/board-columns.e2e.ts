import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.js';
import { useE2E } from './support/harness.js';
import { text } from './support/messages.js';
import { screenshot } from './support/page.js';

const GIULIA = 'giulia.rossi@tecnoware.demo';

const e2e = useE2E();

const headers = (page: Page) => page.locator('[data-testid="board-column"] h2').allTextContents();

async function openKanban(page: Page, jobId: number, lang: 'it' | 'en'): Promise<void> {
  await page.evaluate((lng) => localStorage.setItem('lang', lng), lang);
  await page.goto(`${e2e.server.url}/board/${jobId}`);
  await page.locator('[data-testid="board-view"] [data-view="kanban"]').click();
  await page.locator('[data-testid="kanban"]').waitFor();
}

describe('board columns in the reader’s language', () => {
  let page: Page;
  let jobId: number;

  beforeAll(async () => {
    page = (await e2e.newPage()).page;
    await e2e.signIn(page, GIULIA);
    // A fresh job: its board gets the default columns, stored by key.
    const job = await callApi<{ id: number }>(page, 'POST', '/job', { name: 'Colonne per lingua (e2e)' });
    jobId = job.id;
  });

  it('names the default columns in Italian and English, adds the rejected column and keeps a renamed one', async () => {
    const stored = await callApi<{ columns: Array<{ name: string }> }>(page, 'GET', `/board/${jobId}`);
    expect(stored.columns.map((c) => c.name)).toEqual([
      'selected',
      'phase1',
      'phase2',
      'phase3',
      'discarded',
    ]);

    await openKanban(page, jobId, 'it');
    const names = (messages: typeof e2e.it, keys: string[]) =>
      keys.map((key) => text(messages, `board.columnNames.${key}`));
    const defaults = ['selected', 'phase1', 'phase2', 'phase3', 'discarded'];
    await expect.poll(() => headers(page)).toEqual(names(e2e.it, defaults));

    // The rejected column, offered once; it locks what is moved in.
    const added = page.waitForResponse(
      (r) => r.url().endsWith('/api/job-application-status') && r.request().method() === 'POST',
    );
    await page.locator('[data-testid="add-column-rejected"]').click();
    expect((await added).status()).toBe(201);
    await expect.poll(() => headers(page)).toEqual(names(e2e.it, [...defaults, 'rejected']));
    await page.locator('[data-testid="add-column-rejected"]').waitFor({ state: 'detached' });
    const rejected = page.locator('[data-testid="board-column"][data-special="rejected"]');
    expect(await rejected.locator('header .pi-lock').count()).toBe(1);

    // A recruiter's name stays as written in every language.
    const phase3 = page.locator('[data-testid="board-column"]').nth(3);
    await phase3.locator('[data-testid="column-menu-toggle"]').click();
    await page
      .locator('[data-testid="column-menu"] .p-menuitem', { hasText: text(e2e.it, 'board.columns.rename') })
      .click();
    const input = page.locator('[data-testid="column-name-form"] input');
    await input.fill('Colloquio tecnico');
    const renamed = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().includes('/api/job-application-status/'),
    );
    await input.press('Enter');
    expect((await renamed).status()).toBe(200);
    const expectedIt = [
      ...names(e2e.it, ['selected', 'phase1', 'phase2']),
      'Colloquio tecnico',
      ...names(e2e.it, ['discarded', 'rejected']),
    ];
    await expect.poll(() => headers(page)).toEqual(expectedIt);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(page, 'board-columns-it');

    await openKanban(page, jobId, 'en');
    const expectedEn = [
      ...names(e2e.en, ['selected', 'phase1', 'phase2']),
      'Colloquio tecnico',
      ...names(e2e.en, ['discarded', 'rejected']),
    ];
    await expect.poll(() => headers(page)).toEqual(expectedEn);
    expect(expectedEn.slice(0, 3)).toEqual(['Selected', 'Phase 1', 'Phase 2']);
    await page.locator('[data-testid="add-column-confirmed"]').waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(page, 'board-columns-en');

    // The job list's counters name the columns the same way.
    await page.goto(`${e2e.server.url}/board/list`);
    const card = page.locator(`[data-testid="job-list"] li[data-job-id="${jobId}"]`);
    await card.waitFor();
    expect(await card.locator('[data-counter^="column-"]').allTextContents()).toEqual(
      expectedEn.map((name) => `${name} 0`),
    );
    await page.evaluate(() => localStorage.setItem('lang', 'it'));
  });
});
