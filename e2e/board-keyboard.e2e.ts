import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, jobIdByName } from './support/api.js';
import { useE2E } from './support/harness.js';
import { expectFocusOn, isFocused, tabTo } from './support/keyboard.js';
import { text, type Messages } from './support/messages.js';
import { screenshot } from './support/page.js';

const GIULIA = 'giulia.rossi@tecnoware.demo';
const FULL_STACK = 'Sviluppatore/trice full stack TypeScript';

const e2e = useE2E();

interface Board {
  columns: Array<{ id: number; name: string; order: number; special: string | null }>;
  applications: Array<{ id: number; jobApplicationStatusId: number | null; locked: boolean }>;
}

const card = (id: number) => `[data-testid="board-card"][data-application-id="${id}"]`;
const openButton = (id: number) => `${card(id)} [data-card-open]`;
const column = (id: number) => `[data-testid="board-column"][data-column-id="${id}"]`;
const announcement = (page: Page) => page.locator('[data-testid="board-announcement"]').textContent();

/** The shown name of a column: the default and special columns are stored by key, named per language. */
function shownName(m: Messages, c: Board['columns'][number]): string {
  try {
    return text(m, `board.columnNames.${c.name}`);
  } catch {
    return c.name;
  }
}

/** Resolves when the card's move to the column was saved. */
const saved = (page: Page, applicationId: number) =>
  page.waitForResponse(
    (r) => r.url().endsWith(`/api/application/${applicationId}`) && r.request().method() === 'PATCH',
  );

describe('the board by keyboard alone', () => {
  let jobId: number;
  let board: Board;
  let columns: Board['columns'];

  beforeAll(async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    jobId = await jobIdByName(page, FULL_STACK);
    board = await callApi<Board>(page, 'GET', `/board/${jobId}`);
    columns = [...board.columns].sort((a, b) => a.order - b.order);
  });

  it('opens a job board from the board list and moves a card by dragging keys and by its menu, each move announced', async () => {
    const m = e2e.it;
    const { page } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    const moving = board.applications.find(
      (c) =>
        !c.locked && c.jobApplicationStatusId !== null && c.jobApplicationStatusId !== columns.at(-1)!.id,
    )!;
    const from = columns.findIndex((c) => c.id === moving.jobApplicationStatusId);
    const right = columns[from + 1]!;

    await page.goto(`${e2e.server.url}/board/list`);
    await tabTo(page, `[data-testid="job-list"] a[href="/board/${jobId}"]`, { limit: 80 });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${e2e.server.url}/board/${jobId}`);
    await page.locator(openButton(moving.id)).waitFor();

    // Dragging keys: Space picks the card up, the right arrow goes to the next column, Space drops it.
    await tabTo(page, openButton(moving.id), { limit: 80 });
    await page.keyboard.press('Space');
    await page.locator(`${card(moving.id)}[data-dragging="true"]`).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.locator(`${column(right.id)}[data-over="true"]`).waitFor();
    const dropped = saved(page, moving.id);
    await page.keyboard.press('Space');
    expect((await dropped).status()).toBe(200);
    await page.locator(`${column(right.id)} ${card(moving.id)}`).waitFor();
    await expect.poll(() => announcement(page)).toBe(text(m, 'board.moved', { column: shownName(m, right) }));
    // The focus follows the card into its new column, and no detail opened.
    await expectFocusOn(page, openButton(moving.id));
    await screenshot(page, 'board-keyboard-focus');
    expect(new URL(page.url()).pathname).toBe(`/board/${jobId}`);

    // Its menu: Tab to it, Enter opens it on its first column, the arrows choose, Enter moves.
    await tabTo(page, `${card(moving.id)} [data-testid="card-menu-toggle"]`);
    await page.keyboard.press('Enter');
    const menu = page.locator('[data-testid="card-menu"]');
    await menu.waitFor();
    await screenshot(page, 'board-keyboard-card-menu');
    const choices = columns.filter((c) => c.id !== right.id);
    const target = choices.find((c) => c.special === null && c.id !== moving.jobApplicationStatusId)!;
    for (let i = 0; i < choices.indexOf(target); i++) await page.keyboard.press('ArrowDown');
    const chosen = saved(page, moving.id);
    await page.keyboard.press('Enter');
    expect((await chosen).status()).toBe(200);
    await page.locator(`${column(target.id)} ${card(moving.id)}`).waitFor();
    await expect
      .poll(() => announcement(page))
      .toBe(text(m, 'board.moved', { column: shownName(m, target) }));
    await expectFocusOn(page, openButton(moving.id));

    // Escape closes the menu without moving, the focus back on its button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expectFocusOn(page, `${card(moving.id)} [data-testid="card-menu-toggle"]`);

    // A column's menu and its rename dialog: Escape closes each, the focus back where it was.
    const header = `${column(target.id)} [data-testid="column-menu-toggle"]`;
    await tabTo(page, header, { back: true });
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="column-menu"]').waitFor();
    await page.keyboard.press('Escape');
    await expectFocusOn(page, header);
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="column-menu"]').waitFor();
    await page.keyboard.press('Enter'); // the first entry: rename
    const form = page.locator('[data-testid="column-name-form"]');
    await form.waitFor();
    await expect.poll(() => isFocused(page, '[data-testid="column-name-form"] input')).toBe(true);
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    await expectFocusOn(page, header);
  });

  it('opens a candidate, switches the tabs with the arrow keys, writes a note; Escape gives the focus back to the card', async () => {
    const m = e2e.it;
    const { page } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    const first = board.applications.find((c) => c.jobApplicationStatusId !== null)!;

    await page.goto(`${e2e.server.url}/board/${jobId}`);
    await page.locator('[data-testid="kanban"]').waitFor();
    await tabTo(page, openButton(first.id), { limit: 80 });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${e2e.server.url}/board/${jobId}/${first.id}?tab=manage`);
    const detail = page.locator('[data-testid="candidate-detail"]');
    await detail.locator('[data-testid="candidate-profile"]').waitFor();

    // The tab list is one stop: Tab reaches the selected tab, the arrows move between tabs, Enter selects.
    const tab = (key: string): Locator => detail.getByRole('tab', { name: text(m, `board.detail.${key}`) });
    await tabTo(page, '[data-testid="candidate-detail"] [role="tab"][aria-selected="true"]');
    expect(await tab('profile').getAttribute('aria-selected')).toBe('true');
    for (const [key, content] of [
      ['analysis', 'candidate-analysis'],
      ['notes', 'candidate-notes'],
    ] as const) {
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => tab(key).evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await detail.locator(`[data-testid="${content}"]`).waitFor();
      expect(await tab(key).getAttribute('aria-selected')).toBe('true');
    }
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => tab('analysis').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowRight');

    // The note: Tab into the editor, type, Tab to the button, Enter saves it.
    const note = 'Scritta da tastiera';
    await tabTo(page, '[data-testid="candidate-notes"] textarea');
    await page.keyboard.type(note);
    await tabTo(page, '[data-testid="candidate-notes"] button[type="submit"]');
    const added = page.waitForResponse((r) => r.request().method() === 'POST' && /note/.test(r.url()));
    await page.keyboard.press('Enter');
    expect((await added).status()).toBeLessThan(300);
    await detail.locator('[data-testid="note"]', { hasText: note }).waitFor();
    expect(await detail.locator('[data-testid="candidate-notes"] textarea').inputValue()).toBe('');
    // The emptied editor's button is disabled: the focus is back in the editor, ready for another note.
    await expectFocusOn(page, '[data-testid="candidate-notes"] textarea');
    await screenshot(page, 'board-keyboard-note');

    // No trap: Escape closes the detail and the focus is back on the card that opened it.
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/board/${jobId}`);
    await expectFocusOn(page, openButton(first.id));
  });
});

describe('the board announces a move made with the mouse', () => {
  it('reads "Moved to <column>" in its polite live region after a drag', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    const jobId = await jobIdByName(page, FULL_STACK);
    const board = await callApi<Board>(page, 'GET', `/board/${jobId}`);
    const columns = [...board.columns].sort((a, b) => a.order - b.order);
    const moving = board.applications.find((c) => !c.locked && c.jobApplicationStatusId !== null)!;
    const target = columns.find((c) => c.special === null && c.id !== moving.jobApplicationStatusId)!;

    await page.goto(`${e2e.server.url}/board/${jobId}`);
    const live = page.locator('[data-testid="board-announcement"]');
    expect(await live.getAttribute('role')).toBe('status');
    const from = (await page.locator(card(moving.id)).boundingBox())!;
    const to = (await page.locator(column(target.id)).boundingBox())!;
    const dropped = saved(page, moving.id);
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + 140, { steps: 20 });
    await page.mouse.up();
    expect((await dropped).status()).toBe(200);
    await expect
      .poll(() => live.textContent())
      .toBe(text(e2e.en, 'board.moved', { column: shownName(e2e.en, target) }));
    // A drag is not a click: the candidate did not open.
    expect(await page.locator('[data-testid="candidate-detail"]').count()).toBe(0);
  });
});
