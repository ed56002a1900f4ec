import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobIdByName } from './support/api.js';
import { a11yLanguages, seriousAxeViolations } from './support/axe-check.js';
import { useE2E } from './support/harness.js';
import { text, type Lang, type Messages } from './support/messages.js';
import { animationsDone, screenshot } from './support/page.js';

const GIULIA = 'giulia.rossi@tecnoware.demo';
const MARCO = 'marco.bianchi@tecnoware.demo';
const SARA = 'sara.conti@tecnoware.demo';
const FULL_STACK = 'Sviluppatore/trice full stack TypeScript';
const DEVOPS = 'DevOps engineer';
const UX = 'UX/UI designer';

const e2e = useE2E();

/**
 * Each role on a board it may change: the company admin and the recruiter on a board with cards, the
 * hiring assistant (board U) on her own job's, which has none yet; her read-only view of another's
 * board has its own test below.
 */
const roles = [
  { role: 'company admin', email: GIULIA, job: FULL_STACK },
  { role: 'recruiter', email: MARCO, job: DEVOPS },
  { role: 'hiring assistant', email: SARA, job: UX },
] as const;

/** The axe check of the page as it is, named for the failure message. */
async function expectNoViolations(page: Page, state: string): Promise<void> {
  expect(await seriousAxeViolations(page), state).toEqual([]);
}

/** Waits for an overlay's transition to end, so axe reads it as the user sees it. */
async function overlayOpen(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().waitFor();
  await animationsDone(page, selector);
}

async function signInIn(page: Page, email: string, lang: Lang): Promise<void> {
  await e2e.signIn(page, email);
  await page.evaluate((value) => localStorage.setItem('lang', value), lang);
}

/** The board in both views, then (when it has cards) the candidate detail with each of its tabs. */
async function checkBoard(page: Page, m: Messages, jobId: number, shot?: string): Promise<void> {
  await page.goto(`${e2e.server.url}/board/${jobId}?tab=new`);
  await page.locator('[data-testid="board-new-list"]').waitFor();
  await expectNoViolations(page, 'new applications');
  await page.goto(`${e2e.server.url}/board/${jobId}?tab=manage`);
  await page.locator('[data-testid="board-view"] [data-view="list"]').click();
  await page.locator('[data-testid="board-list"]').waitFor();
  await expectNoViolations(page, 'list view');
  await page.locator('[data-testid="board-view"] [data-view="kanban"]').click();
  await page.locator('[data-testid="kanban"]').waitFor();
  await expectNoViolations(page, 'kanban');
  if (shot) await screenshot(page, `board-a11y-kanban-${shot}`);

  const cards = await page.locator('[data-testid="board-card"]').count();
  if (cards === 0) return;
  await page.locator('[data-testid="board-card"] [data-card-open]').first().click();
  const detail = page.locator('[data-testid="candidate-detail"]');
  await detail.locator('[data-testid="candidate-profile"]').waitFor();
  await animationsDone(page, '[data-testid="candidate-detail"]');
  await expectNoViolations(page, 'candidate detail, profile');
  const tabs: Array<[string, string]> = [
    ['analysis', '[data-testid="analysis-score"]'],
    ['notes', '[data-testid="candidate-notes"]'],
    ['contact', '[data-testid="candidate-contact"]'],
    ['status', '[data-testid="candidate-status"]'],
  ];
  for (const [tab, content] of tabs) {
    await detail.getByRole('tab', { name: text(m, `board.detail.${tab}`) }).click();
    await detail.locator(content).waitFor();
    // The notes editor with a note being written.
    if (tab === 'notes') await detail.locator('textarea').fill('Da richiamare');
    await expectNoViolations(page, `candidate detail, ${tab}`);
  }
  if (shot) await screenshot(page, `board-a11y-detail-${shot}`);
  // The candidate's own address (/board/:id/:applicationId), opened directly.
  await page.reload();
  await detail.locator('[data-testid="candidate-profile"]').waitFor();
  await expectNoViolations(page, '/board/:id/:applicationId');
}

/** The overlays of a board the caller may change: column menu, card menu, column dialog, bulk bar. */
async function checkOverlays(page: Page, m: Messages): Promise<void> {
  await page.locator('[data-testid="column-menu-toggle"]').nth(1).click();
  await overlayOpen(page, '[data-testid="column-menu"]');
  await expectNoViolations(page, 'column menu');
  await page.keyboard.press('Escape');

  await page.locator('[data-testid="add-column"]').click();
  await overlayOpen(page, '[data-testid="column-name-form"]');
  await expectNoViolations(page, 'column name dialog');
  await page.keyboard.press('Escape');
  await page.locator('[data-testid="column-name-form"]').waitFor({ state: 'detached' });

  if ((await page.locator('[data-testid="board-card"]').count()) === 0) return;
  await page.locator('[data-testid="card-menu-toggle"]').first().click();
  await overlayOpen(page, '[data-testid="card-menu"]');
  await expectNoViolations(page, 'card menu');
  await page.keyboard.press('Escape');

  await page.locator('[data-testid="board-card"] input[type="checkbox"]').first().check();
  await page.locator('[data-testid="bulk-move"]').click();
  await overlayOpen(page, '.p-dropdown-panel');
  await expectNoViolations(page, 'bulk bar with its move list open');
  await page.keyboard.press('Escape');
  await page
    .locator('[data-testid="bulk-bar"]')
    .getByRole('button', { name: text(m, 'board.bulk.clear') })
    .click();
}

describe('board accessibility (axe, WCAG 2.2 AA)', () => {
  const ids = new Map<string, number>();

  beforeAll(async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    for (const name of [FULL_STACK, DEVOPS, UX]) ids.set(name, await jobIdByName(page, name));
  });

  for (const [index, { role, email, job }] of roles.entries()) {
    for (const lang of a11yLanguages(index)) {
      it(
        `has none for the ${role} in ${lang}, with the board's overlays open`,
        { timeout: 240_000 },
        async () => {
          const m = lang === 'it' ? e2e.it : e2e.en;
          const { page } = await e2e.newPage();
          await signInIn(page, email, lang);

          await page.goto(`${e2e.server.url}/board/list`);
          await page.locator('[data-testid="job-list"], [data-testid="job-list-empty"]').first().waitFor();
          expect(await page.locator('#page-title').textContent()).toBe(text(m, 'routes.board_list'));
          await expectNoViolations(page, 'board list');

          const jobId = ids.get(job)!;
          await page.goto(`${e2e.server.url}/board/${jobId}?tab=manage`);
          await page.locator('[data-testid="board-view"] [data-view="kanban"]').click();
          await page.locator('[data-testid="kanban"]').waitFor();
          await checkOverlays(page, m);
          await checkBoard(page, m, jobId, role === 'company admin' ? lang : undefined);
        },
      );
    }
  }

  for (const lang of ['it', 'en'] as const) {
    it(
      `has none on a read-only board (board U on another member's job) in ${lang}`,
      { timeout: 240_000 },
      async () => {
        const { page } = await e2e.newPage();
        // A company-defined role reaching every job with board U, as e2e/assistant-actions.e2e.ts makes:
        // the page offers it no boxes and no menus.
        await page.route('**/api/company/@menu', async (route) => {
          const response = await route.fetch();
          const body = (await response.json()) as { data: Array<{ roles: Record<string, string> }> };
          for (const item of body.data) item.roles = { jobs: 'C', board: 'U', candidates: 'C' };
          await route.fulfill({ response, json: body });
        });
        await signInIn(page, GIULIA, lang);
        await page.goto(`${e2e.server.url}/board/${ids.get(FULL_STACK)!}`);
        await page.locator('[data-testid="board-card"]').first().waitFor();
        expect(
          await page.locator('[data-testid="board-card"] input, [data-testid="card-menu-toggle"]').count(),
        ).toBe(0);
        await checkBoard(page, lang === 'it' ? e2e.it : e2e.en, ids.get(FULL_STACK)!, `read-only-${lang}`);
      },
    );
  }
});
