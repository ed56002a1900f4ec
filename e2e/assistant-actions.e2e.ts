import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi } from './support/api.js';
import { useE2E } from './support/harness.js';
import { text } from './support/messages.js';
import { screenshot } from './support/page.js';

const SARA = 'sara.conti@tecnoware.demo';
const GIULIA = 'giulia.rossi@tecnoware.demo';
const OWN_JOB = 'UX/UI designer';

const e2e = useE2E();

interface JobRow {
  id: number;
  name: string;
  userId: number;
}

/** Every API answer of the page that the server refused. */
function refusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (r: Response) => {
    if (r.url().includes('/api/') && r.status() >= 400)
      refused.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  return refused;
}

const errorToasts = (page: Page) => page.locator('.p-toast-message-error').count();

describe('the hiring assistant (U letters) is offered what she may do', () => {
  it('acts on her own job: edit tab, publish, column, duplicate and delete, without a refusal', async () => {
    const { page, pageErrors } = await e2e.newPage();
    const refused = refusals(page);
    await e2e.signIn(page, SARA);

    // The menu offers the job list with its 'new' entry (jobs: U) and the search (candidates: C).
    const menu = page.locator('[data-testid="side-menu"]');
    await menu.locator('li[data-entry="board_list"]').waitFor();
    expect(await menu.locator('[data-testid="menu-new-job"]').count()).toBe(1);
    expect(await menu.locator('li[data-entry="search"]').count()).toBe(1);
    // The dashboard links no area her role does not open (no budget, no price list).
    const links = await page
      .locator('[data-route]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-route')));
    expect(links).not.toContain('pricelist');
    expect(links).not.toContain('budget');

    const me = await callApi<{ id: number }>(page, 'GET', '/auth/user');
    const jobs = await callApi<JobRow[]>(page, 'GET', '/job?select=id,name,userId&take=200');
    const own = jobs.find((j) => j.name === OWN_JOB && j.userId === me.id)!;
    expect(own).toBeDefined();

    // Her board: the editor tab, the column menus and the add-column action are offered.
    await page.goto(`${e2e.server.url}/board/${own.id}`);
    await page.locator('[data-testid="kanban"]').waitFor();
    expect(await page.locator('#board-tab-edit').count()).toBe(1);
    expect(await page.locator('[data-testid="column-menu-toggle"]').count()).toBe(5);
    const added = page.waitForResponse((r) => r.url().endsWith('/api/job-application-status'));
    await page.locator('[data-testid="add-column-confirmed"]').click();
    expect((await added).status()).toBe(201);

    // Publish it from the editor tab.
    await page.locator('#board-tab-edit').click();
    const published = page.waitForResponse((r) => r.url().endsWith(`/api/job/status/${own.id}`));
    await page.locator('[data-testid="job-status-bar"] [data-action="ACTIVE"]').click();
    expect((await published).status()).toBe(200);
    await page
      .locator('.p-toast-message', { hasText: text(e2e.it, 'jobs.toast.status.ACTIVE') })
      .first()
      .waitFor();

    // The job list: her job's actions; duplicate it, then delete the copy.
    await page.goto(`${e2e.server.url}/board/list`);
    const card = page.locator(`[data-testid="job-list"] li[data-job-id="${own.id}"]`);
    await card.waitFor();
    for (const action of ['edit', 'duplicate', 'HOLD', 'CLOSE'])
      expect(await card.locator(`[data-action="${action}"]`).count(), action).toBe(1);
    const duplicated = page.waitForResponse((r) => r.url().endsWith(`/api/job/duplicate/${own.id}`));
    await card.locator('[data-action="duplicate"]').click();
    const copy = ((await (await duplicated).json()) as { data: { id: number } }).data;
    const copyCard = page.locator(`[data-testid="job-list"] li[data-job-id="${copy.id}"]`);
    await copyCard.waitFor();
    await copyCard.locator('[data-action="delete"]').click();
    const deleted = page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && r.url().endsWith(`/api/job/${copy.id}`),
    );
    await page.locator('.p-confirm-dialog .p-confirm-dialog-accept').click();
    expect((await deleted).status()).toBe(204);
    await copyCard.waitFor({ state: 'detached' });
    await screenshot(page, 'assistant-job-list');

    expect(await errorToasts(page)).toBe(0);
    expect(refused).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it("is offered nothing to change on another recruiter's job", async () => {
    const { page: giulia } = await e2e.newPage();
    await e2e.signIn(giulia, GIULIA);
    const all = await callApi<JobRow[]>(giulia, 'GET', '/job?select=id,name,userId&take=200');
    const giuliaId = (await callApi<{ id: number }>(giulia, 'GET', '/auth/user')).id;
    const other = all.find((j) => j.userId === giuliaId)!;

    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, SARA);
    // Her job list holds no job she may not change, or offers none of its actions.
    await page.goto(`${e2e.server.url}/board/list`);
    await page.locator('[data-testid="job-list"] > li').first().waitFor();
    const foreign = page.locator(`[data-testid="job-list"] li[data-job-id="${other.id}"]`);
    if ((await foreign.count()) > 0)
      expect(await foreign.locator('[data-action]:not([data-action="board"])').count()).toBe(0);

    const answered = page.waitForResponse((r) => r.url().endsWith(`/api/board/${other.id}`));
    await page.goto(`${e2e.server.url}/board/${other.id}?tab=edit`);
    if ((await answered).status() === 404) {
      // The server hides other recruiters' jobs from her entirely.
      await page.locator('[data-board="missing"]').waitFor();
    } else {
      // Read-only: no editor tab (the asked tab falls back to the board), no drag, no column or bulk actions.
      await page.locator('[data-testid="kanban"]').waitFor();
      expect(await page.locator('#board-tab-edit').count()).toBe(0);
      expect(await page.locator('[data-testid="job-status-bar"]').count()).toBe(0);
      expect(await page.locator('[data-testid="column-menu-toggle"]').count()).toBe(0);
      expect(await page.locator('[data-testid="add-column"]').count()).toBe(0);
      expect(await page.locator('[data-testid="board-card"][data-draggable="true"]').count()).toBe(0);
      expect(await page.locator('[data-testid="board-card"] input[type="checkbox"]').count()).toBe(0);
      expect(await page.locator('[data-testid="bulk-bar"]').count()).toBe(0);
    }
    expect(await errorToasts(page)).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('gives a member who reaches a job but holds board U a read-only board of it', async () => {
    const { page, pageErrors } = await e2e.newPage();
    // A company-defined role (jobs C, board U): the company menu answers it for Giulia's membership.
    // The server still holds her real role; this checks what the page offers for such a map.
    await page.route('**/api/company/@menu', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Array<{ roles: Record<string, string> }> };
      for (const item of body.data) item.roles = { jobs: 'C', board: 'U', candidates: 'C' };
      await route.fulfill({ response, json: body });
    });
    await e2e.signIn(page, GIULIA);
    const me = await callApi<{ id: number }>(page, 'GET', '/auth/user');
    const jobs = await callApi<JobRow[]>(page, 'GET', '/job?select=id,name,userId&take=200');
    const boards = await Promise.all(
      jobs
        .filter((j) => j.userId !== me.id)
        .map(async (j) => ({
          job: j,
          board: await callApi<{ applications: unknown[] }>(page, 'GET', `/board/${j.id}`),
        })),
    );
    const other = boards.find((b) => b.board.applications.length > 0)!.job;

    await page.goto(`${e2e.server.url}/board/${other.id}`);
    await page.locator('[data-testid="board-view"] [data-view="kanban"]').click();
    await page.locator('[data-testid="board-card"]').first().waitFor();
    // The job itself is hers to edit (jobs C); its board is not hers to change (board U, not her job).
    expect(await page.locator('#board-tab-edit').count()).toBe(1);
    expect(await page.locator('[data-testid="column-menu-toggle"]').count()).toBe(0);
    expect(await page.locator('[data-testid="add-column"]').count()).toBe(0);
    expect(await page.locator('[data-testid="board-card"][data-draggable="true"]').count()).toBe(0);
    // Nothing to select for: no selection boxes, on the kanban or in the list.
    expect(await page.locator('[data-testid="board-card"] input[type="checkbox"]').count()).toBe(0);
    await page.locator('[data-testid="board-view"] [data-view="list"]').click();
    await page.locator('[data-testid="board-list"] tbody tr').first().waitFor();
    expect(await page.locator('[data-testid="board-list"] input[type="checkbox"]').count()).toBe(0);
    expect(await page.locator('[data-testid="bulk-bar"]').count()).toBe(0);
    await page.locator('[data-testid="board-view"] [data-view="kanban"]').click();
    await page.locator('[data-testid="kanban"]').waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(page, 'board-read-only');
    expect(await errorToasts(page)).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('offers no new job editor to a user without the jobs permission (a back-office admin)', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, 'admin@hiring.demo');
    await page.goto(`${e2e.server.url}/board`);
    await page.locator('[data-error-code="403"]').waitFor();
    expect(await page.locator('#job-name').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
