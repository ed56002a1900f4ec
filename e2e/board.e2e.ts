import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.js';
import { pathOf, useE2E } from './support/harness.js';
import { text, type Messages } from './support/messages.js';
import { animationsDone, screenshot } from './support/page.js';

const GIULIA = 'giulia.rossi@tecnoware.demo';
const MARCO = 'marco.bianchi@tecnoware.demo';
const JOB = 'DevOps engineer';

const e2e = useE2E();

interface Card {
  id: number;
  jobApplicationStatusId: number | null;
  locked: boolean;
  candidate: { firstname: string; lastname: string };
}
interface Board {
  columns: Array<{ id: number; name: string; special: string | null; locked: boolean }>;
  applications: Card[];
}

const column = (page: Page, id: number) =>
  page.locator(`[data-testid="board-column"][data-column-id="${id}"]`);
const cardIn = (scope: Page | Locator, applicationId: number) =>
  scope.locator(`[data-testid="board-card"][data-application-id="${applicationId}"]`);

/** Drags with the mouse in small steps: dnd-kit starts a drag only after the pointer moves. */
async function dragTo(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + 140, { steps: 20 });
  await page.mouse.up();
}

/** Opens the job's board in one view (the toggle keeps a view that is already on). */
async function openBoard(page: Page, path: string, view: 'kanban' | 'list' = 'kanban'): Promise<void> {
  await page.goto(`${e2e.server.url}${path}`);
  await page.locator(`[data-testid="board-view"] [data-view="${view}"]`).click();
  await page.locator(view === 'kanban' ? '[data-testid="kanban"]' : '[data-testid="board-list"]').waitFor();
}

async function setLanguage(page: Page, lng: 'it' | 'en'): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('lang', value), lng);
  await page.reload();
}

const settle = async (page: Page) => {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(300);
};

describe('board', () => {
  let jobId: number;
  let board: Board;
  let giulia: Page;
  let it_: Messages;

  beforeAll(async () => {
    it_ = e2e.it;
    giulia = (await e2e.newPage()).page;
    await e2e.signIn(giulia, GIULIA);
    const jobs = await callApi<Array<{ id: number; name: string }>>(
      giulia,
      'GET',
      '/job?select=id,name&take=200',
    );
    jobId = jobs.find((job) => job.name === JOB)!.id;
    board = await callApi<Board>(giulia, 'GET', `/board/${jobId}`);
  });

  it('shows the default columns and moves a card by mouse and by keyboard, kept after a reload', async () => {
    const page = giulia;
    await page.goto(`${e2e.server.url}/board/${jobId}`);
    await page.locator('#page-title', { hasText: JOB }).waitFor();
    await page.locator('[data-testid="kanban"]').waitFor();
    expect(await page.locator('[data-testid="board-column"] h2').allTextContents()).toEqual([
      'Selezionati',
      'Fase 1',
      'Fase 2',
      'Fase 3',
      'Scartati',
    ]);
    // The discarded column locks its applications: its header and its cards show a lock.
    const discarded = board.columns.find((c) => c.special === 'discarded')!;
    expect(await column(page, discarded.id).locator('header .pi-lock').count()).toBe(1);
    for (const card of board.applications.filter((c) => c.jobApplicationStatusId === discarded.id)) {
      expect(await cardIn(page, card.id).getAttribute('data-locked')).toBe('true');
      expect(await cardIn(page, card.id).locator('[data-testid="card-lock"]').count()).toBe(1);
    }

    const [phase1, phase2] = board.columns.filter((c) => c.special === null);
    const card =
      board.applications.find((c) => !c.locked && c.jobApplicationStatusId !== null) ??
      board.applications.find((c) => !c.locked)!;
    const target = card.jobApplicationStatusId === phase2!.id ? phase1! : phase2!;
    if (card.jobApplicationStatusId === null) {
      // A new application first goes to a column through the bulk move of the new list.
      await callApi(page, 'PATCH', `/application/${card.id}`, { jobApplicationStatusId: phase1!.id });
      await page.reload();
    }
    await cardIn(page, card.id).waitFor();
    await screenshot(page, 'board-kanban-it');

    const patched = page.waitForResponse(
      (r) => r.url().endsWith(`/api/application/${card.id}`) && r.request().method() === 'PATCH',
    );
    await dragTo(page, cardIn(page, card.id), column(page, target.id));
    expect((await patched).status()).toBe(200);
    await cardIn(column(page, target.id), card.id).waitFor();

    await page.reload();
    await cardIn(column(page, target.id), card.id).waitFor();
    const saved = await callApi<Board>(page, 'GET', `/board/${jobId}`);
    expect(saved.applications.find((c) => c.id === card.id)!.jobApplicationStatusId).toBe(target.id);

    // Keyboard: Space picks the card up, an arrow changes column, Space drops it.
    const back =
      target.id === phase2!.id
        ? { column: phase1!, key: 'ArrowLeft' }
        : { column: phase2!, key: 'ArrowRight' };
    await cardIn(page, card.id).locator('[data-card-open]').focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(150);
    await page.keyboard.press(back.key);
    await page.waitForTimeout(150);
    const moved = page.waitForResponse((r) => r.url().endsWith(`/api/application/${card.id}`));
    await page.keyboard.press('Space');
    expect((await moved).status()).toBe(200);
    await cardIn(column(page, back.column.id), card.id).waitFor();

    // Locked cards cannot be picked up.
    const locked = board.applications.find((c) => c.locked);
    if (locked) {
      await cardIn(page, locked.id).locator('[data-card-open]').focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Space');
      await page.waitForTimeout(300);
      expect(await cardIn(column(page, discarded.id), locked.id).count()).toBe(1);
    }
  });

  it('switches to the list view, remembered, and filters it', async () => {
    const page = giulia;
    await openBoard(page, `/board/${jobId}`);
    await page.locator('[data-testid="board-view"] [data-view="list"]').click();
    const table = page.locator('[data-testid="board-list"]');
    await table.waitFor();
    const inColumns = board.applications.filter((c) => c.jobApplicationStatusId !== null).length;
    await expect.poll(() => table.locator('tbody tr').count()).toBe(Math.max(1, inColumns));
    expect(await table.locator('th').allTextContents()).toEqual(
      expect.arrayContaining([text(it_, 'board.list.candidate'), text(it_, 'board.list.lastStep')]),
    );
    await settle(page);
    await screenshot(page, 'board-list-it');

    // The view is remembered for this user.
    await page.reload();
    await table.waitFor();

    // Filter the candidate column with "contains".
    const first = board.applications.find((c) => c.jobApplicationStatusId !== null)!;
    await table.locator('th').nth(1).locator('.p-column-filter-menu-button').click();
    const overlay = page.locator('.p-column-filter-overlay');
    await overlay.locator('.p-column-filter-constraint input.p-inputtext').fill(first.candidate.lastname);
    await overlay.getByRole('button', { name: text(it_, 'table.apply') }).click();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    expect(await table.locator('tbody tr').first().textContent()).toContain(first.candidate.lastname);

    await page.locator('[data-testid="board-view"] [data-view="kanban"]').click();
    await page.locator('[data-testid="kanban"]').waitFor();
  });

  it('opens a candidate from the board and visits every tab; closing goes back to the board', async () => {
    const page = giulia;
    const card = board.applications.find((c) => c.jobApplicationStatusId !== null)!;
    await openBoard(page, `/board/${jobId}`);
    await cardIn(page, card.id).click();
    await page.waitForURL(`${e2e.server.url}/board/${jobId}/${card.id}?tab=manage`);
    const detail = page.locator('[data-testid="candidate-detail"]');
    await detail.locator('[data-testid="candidate-profile"]').waitFor();
    expect(await detail.locator('h2').first().textContent()).toBe(
      `${card.candidate.firstname} ${card.candidate.lastname}`,
    );
    await animationsDone(page, '.p-sidebar');
    await screenshot(page, 'board-detail-it');

    const tab = (key: string) => detail.getByRole('tab', { name: text(it_, `board.detail.${key}`) });
    await tab('analysis').click();
    await detail.locator('[data-testid="analysis-score"]').waitFor();
    await tab('notes').click();
    await detail.locator('[data-testid="candidate-notes"] textarea').fill('Ottimo profilo, da sentire.');
    await detail.getByRole('button', { name: text(it_, 'board.notes.add') }).click();
    await detail.locator('[data-testid="note"]', { hasText: 'Ottimo profilo' }).waitFor();
    await tab('contact').click();
    await detail.locator('[data-testid="candidate-contact"] a[href^="mailto:"]').waitFor();
    await tab('status').click();
    await detail.locator('[data-testid="candidate-steps"] [data-testid="step-tag"]').first().waitFor();

    await detail.locator('.p-sidebar-close').click();
    await page.waitForURL(`${e2e.server.url}/board/${jobId}?tab=manage`);
    await detail.waitFor({ state: 'detached' });
  });

  it('marks a new application viewed when opened from the new list', async () => {
    const page = giulia;
    const fresh = board.applications.find((c) => c.jobApplicationStatusId === null);
    if (!fresh) return;
    await page.goto(`${e2e.server.url}/board/${jobId}?tab=new`);
    const table = page.locator('[data-testid="board-new-list"]');
    await table.waitFor();
    const viewed = page.waitForResponse((r) => r.url().includes(`/application-set-viewed/${fresh.id}`));
    await table.locator('tbody tr', { hasText: fresh.candidate.lastname }).locator('td').nth(1).click();
    expect((await viewed).status()).toBe(204);
    await page.waitForURL(`${e2e.server.url}/board/${jobId}/${fresh.id}?tab=new`);
  });

  it('takes screenshots in English', async () => {
    const page = giulia;
    const card = board.applications.find((c) => c.jobApplicationStatusId !== null)!;
    await openBoard(page, `/board/${jobId}`);
    await setLanguage(page, 'en');
    await page
      .locator('[data-testid="board-tabs"]', { hasText: text(e2e.en, 'board.tabs.manage') })
      .waitFor();
    await page.locator('[data-testid="kanban"]').waitFor();
    await settle(page);
    await screenshot(page, 'board-kanban-en');
    await page.locator('[data-testid="board-view"] [data-view="list"]').click();
    await page.locator('[data-testid="board-list"] tbody tr').first().waitFor();
    await settle(page);
    await screenshot(page, 'board-list-en');
    await page.goto(`${e2e.server.url}/board/${jobId}/${card.id}`);
    await page.locator('[data-testid="candidate-profile"]').waitFor();
    await animationsDone(page, '.p-sidebar');
    await screenshot(page, 'board-detail-en');
    await setLanguage(page, 'it');
  });

  it("follows a teammate's step notice from the bell to the candidate on the board", async () => {
    const { page: marco } = await e2e.newPage();
    await e2e.signIn(marco, MARCO);
    const now = await callApi<Board>(marco, 'GET', `/board/${jobId}`);
    const card = now.applications.find((c) => !c.locked)!;
    const target = now.columns.find((c) => !c.locked && c.id !== card.jobApplicationStatusId)!;
    await callApi(marco, 'PATCH', `/application/${card.id}`, { jobApplicationStatusId: target.id });

    const page = giulia;
    await page.goto(`${e2e.server.url}/`);
    const bell = page.locator('[data-testid="notices-toggle"]');
    await bell.locator('.p-badge').waitFor();
    await bell.click();
    const item = page.locator(`[data-testid="notice-item"][data-item-class="STEP"]`).first();
    await item.waitFor();
    expect(await item.textContent()).toContain(JOB);
    await settle(page);
    await screenshot(page, 'board-notices-it');
    // The menu toggles: closed, open again.
    await bell.click();
    await page.locator('[data-testid="notices-toggle"][aria-expanded="false"]').waitFor();
    await bell.click();
    await item.click();
    await page.waitForURL(`${e2e.server.url}/board/${jobId}/${card.id}?tab=manage&detail=status`);
    await page.locator('[data-testid="candidate-detail"]').waitFor();
    expect(pathOf(page)).toBe(`/board/${jobId}/${card.id}`);
  });
});
