import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathOf, useE2E } from './support/harness.js';
import { text } from './support/messages.js';
import { animationsDone, screenshot } from './support/page.js';

const GIULIA = 'giulia.rossi@tecnoware.demo';
const TITLE = 'Sviluppatore/trice backend Node.js (e2e)';

const e2e = useE2E();

interface JobAnswer {
  data: { id: number; name: string; publishedAt: string | null };
}

/** The job list's card of the job with this id. */
const card = (page: Page, id: number) => page.locator(`[data-testid="job-list"] li[data-job-id="${id}"]`);

/** Opens /board/list and waits for its answer to be shown. */
async function openList(page: Page): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().includes('/api/job/@overview') && r.ok());
  await page.goto(`${e2e.server.url}/board/list`);
  await answered;
  await page.locator('[data-testid="job-list"], [data-testid="job-list-empty"]').first().waitFor();
}

/** Picks a list filter and waits for the list the server answers to it. */
async function filterBy(page: Page, filter: string): Promise<void> {
  const answered = page.waitForResponse(
    (r) => r.url().includes('/api/job/@overview') && r.url().includes(`filter=${filter}`) && r.ok(),
  );
  await page.locator(`[data-testid="job-filter"] [data-filter="${filter}"]`).click();
  await answered;
  await page
    .locator('[data-testid="job-list"][aria-busy="false"], [data-testid="job-list-empty"]')
    .first()
    .waitFor();
}

/** Waits for a toast with this text and lets it slide in fully. */
async function toast(page: Page, message: string): Promise<void> {
  await page.locator('.p-toast-message', { hasText: message }).first().waitFor();
}

/** Settles fonts and animations before a picture. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const toasts = page.locator('.p-toast-message');
  if ((await toasts.count()) > 0) await toasts.first().waitFor({ state: 'detached', timeout: 10_000 });
}

async function switchLanguage(page: Page, lang: 'it' | 'en'): Promise<void> {
  await page.evaluate((lng) => localStorage.setItem('lang', lng), lang);
}

describe('jobs: list and editor', () => {
  it('creates a blank job, publishes it, duplicates it and deletes the copy', async () => {
    const { page, pageErrors } = await e2e.newPage();
    const it_ = e2e.it;
    await e2e.signIn(page, GIULIA);

    // The list: all of the company's jobs, then only the drafts.
    await openList(page);
    expect(await page.locator('#page-title').textContent()).toBe(text(it_, 'routes.board_list'));
    expect(await page.locator('[data-testid="job-list"] > li').count()).toBeGreaterThan(0);
    await filterBy(page, 'draft');
    const statuses = await page
      .locator('[data-testid="job-list"] > li')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-status')));
    expect(statuses.length).toBeGreaterThan(0);
    for (const status of statuses) expect(['draft', 'imported']).toContain(status);

    // A blank job in the editor: title, description and a skill found on the server.
    await page.locator('[data-testid="job-list-new"]').click();
    await page.waitForURL(`${e2e.server.url}/board`);
    await page.locator('#job-name').waitFor();
    expect(await page.locator('#page-title').textContent()).toBe(text(it_, 'jobs.editor.titleNew'));
    await page.locator('#job-name').fill(TITLE);
    await page.locator('#job-description').fill('Servizi Node.js e TypeScript per la logistica.');
    await page.locator('#job-professionalSkills').pressSequentially('typescr', { delay: 30 });
    await page.locator('.p-autocomplete-panel li', { hasText: 'TypeScript' }).first().click();
    const skillRow = page.locator('[data-picker="skills"] li[data-id]');
    await skillRow.first().waitFor();
    expect(await skillRow.first().textContent()).toContain('TypeScript');
    await page.locator('#job-requirements').fill('3 anni di esperienza con Node.js');
    await page.locator('#job-requirements').press('Enter');
    await page.locator('#job-salaryMin').fill('35000');
    await page.locator('#job-salaryMax').fill('45000');
    await page.locator('#job-salaryMax').blur();

    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/job',
    );
    await page.locator('#job-save').click();
    const createdAnswer = await created;
    expect(createdAnswer.status()).toBe(201);
    const job = ((await createdAnswer.json()) as JobAnswer).data;
    const sent = createdAnswer.request().postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({
      name: TITLE,
      salaryMinCents: 3_500_000,
      salaryMaxCents: 4_500_000,
      requirements: ['3 anni di esperienza con Node.js'],
      professionalSkills: [{ skillId: expect.any(Number), years: 0 }],
    });
    await toast(page, text(it_, 'jobs.toast.created'));

    // The new job opens in its editor tab; publish it from the status bar.
    await page.waitForURL((url) => url.pathname === `/board/${job.id}` && url.search === '?tab=edit');
    const statusBar = page.locator('[data-testid="job-status-bar"]');
    await statusBar.locator('[data-status="draft"]').first().waitFor();
    expect(await page.locator('#job-name').inputValue()).toBe(TITLE);
    const published = page.waitForResponse((r) => r.url().endsWith(`/api/job/status/${job.id}`));
    await statusBar.locator('[data-action="ACTIVE"]').click();
    expect((await published).status()).toBe(200);
    await statusBar.locator('.p-tag[data-status="published"]').waitFor();
    await toast(page, text(it_, 'jobs.toast.status.ACTIVE'));

    // Close it, then reopen it: the closed post offers "Riapri" and goes live again.
    const statusChange = () => page.waitForResponse((r) => r.url().endsWith(`/api/job/status/${job.id}`));
    const closed = statusChange();
    await statusBar.locator('[data-action="CLOSE"]').click();
    await page.locator('.p-confirm-dialog .p-confirm-dialog-accept').click();
    expect((await closed).status()).toBe(200);
    await statusBar.locator('.p-tag[data-status="archived"]').waitFor();
    const reopen = statusBar.locator('[data-action="ACTIVE"]');
    expect((await reopen.textContent())?.trim()).toBe(text(it_, 'jobs.actions.reopen'));
    const reopened = statusChange();
    await reopen.click();
    expect((await reopened).status()).toBe(200);
    await statusBar.locator('.p-tag[data-status="published"]').waitFor();

    // It is listed under 'published'.
    await openList(page);
    await filterBy(page, 'published');
    await card(page, job.id).waitFor();
    expect(await card(page, job.id).getAttribute('data-status')).toBe('published');

    // Duplicate it: the copy is a draft.
    const duplicated = page.waitForResponse((r) => r.url().endsWith(`/api/job/duplicate/${job.id}`));
    await card(page, job.id).locator('[data-action="duplicate"]').click();
    const copyAnswer = await duplicated;
    expect(copyAnswer.ok()).toBe(true);
    const copy = ((await copyAnswer.json()) as JobAnswer).data;
    expect(copy.id).not.toBe(job.id);
    await toast(page, text(it_, 'jobs.toast.duplicated', { name: copy.name }));
    await filterBy(page, 'draft');
    await card(page, copy.id).waitFor();
    expect(await card(page, copy.id).getAttribute('data-status')).toBe('draft');

    // Delete the copy, after confirming.
    await card(page, copy.id).locator('[data-action="delete"]').click();
    const dialog = page.locator('.p-confirm-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(text(it_, 'jobs.confirm.deleteTitle'));
    const deleted = page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && r.url().endsWith(`/api/job/${copy.id}`),
    );
    await dialog.locator('.p-confirm-dialog-accept').click();
    expect((await deleted).status()).toBe(204);
    await card(page, copy.id).waitFor({ state: 'detached' });
    await toast(page, text(it_, 'jobs.toast.deleted'));

    // The published original is still there.
    await filterBy(page, 'all');
    await card(page, job.id).waitFor();
    expect(pathOf(page)).toBe('/board/list');
    expect(pageErrors).toEqual([]);
  });

  it('asks before leaving the editor with unsaved changes', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await page.goto(`${e2e.server.url}/board`);
    await page.locator('#job-name').fill('Bozza non salvata');
    await page.locator('[data-testid="job-unsaved"]').waitFor();

    await page.locator('[data-testid="side-menu"] li[data-entry="index"] a').first().click();
    const dialog = page.locator('.p-confirm-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(text(e2e.it, 'jobs.confirm.discardMessage'));
    await dialog.locator('.p-confirm-dialog-reject').click();
    await dialog.waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/board');
    expect(await page.locator('#job-name').inputValue()).toBe('Bozza non salvata');

    await page.locator('[data-testid="side-menu"] li[data-entry="index"] a').first().click();
    await dialog.waitFor();
    await dialog.locator('.p-confirm-dialog-accept').click();
    await page.waitForURL(`${e2e.server.url}/`);
    expect(pageErrors).toEqual([]);
  });

  it('shows the required title under the field and sends nothing', async () => {
    const { page, requests, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await page.goto(`${e2e.server.url}/board`);
    await page.locator('#job-name').waitFor();
    await page.locator('#job-save').click();
    await page.locator('#job-name-error', { hasText: text(e2e.it, 'common.error.mandatory') }).waitFor();
    expect(await page.locator('#job-name').getAttribute('aria-invalid')).toBe('true');
    expect(requests.filter((url) => new URL(url).pathname === '/api/job')).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  for (const lang of ['it', 'en'] as const) {
    it(`pictures the list and the editor (${lang})`, async () => {
      const { page, pageErrors } = await e2e.newPage();
      await e2e.signIn(page, GIULIA);
      await switchLanguage(page, lang);
      const messages = lang === 'it' ? e2e.it : e2e.en;

      await openList(page);
      await page.locator('#page-title', { hasText: text(messages, 'routes.board_list') }).waitFor();
      await page.locator('[data-testid="job-list"] > li').first().waitFor();
      await settle(page);
      await screenshot(page, `jobs-list-${lang}`);

      // An existing job's editor: the demo's first published job, with its content.
      const first = page.locator('[data-testid="job-list"] > li[data-status="published"]').first();
      const id = Number(await first.getAttribute('data-job-id'));
      await page.goto(`${e2e.server.url}/board/${id}?tab=edit`);
      await page.locator('[data-testid="job-status-bar"]').waitFor();
      await page.locator('#job-name').waitFor();
      await settle(page);
      await screenshot(page, `jobs-editor-${lang}`);

      // The new-job editor.
      await page.goto(`${e2e.server.url}/board`);
      await page.locator('#page-title', { hasText: text(messages, 'jobs.editor.titleNew') }).waitFor();
      await page.locator('[data-picker="languages"] .p-dropdown').first().waitFor();
      await settle(page);
      await animationsDone(page, 'body');
      await screenshot(page, `jobs-editor-new-${lang}`);
      expect(pageErrors).toEqual([]);
    });
  }
});
