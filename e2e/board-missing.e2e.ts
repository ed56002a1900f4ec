import { describe, expect, it } from 'vitest';
import { callApi } from './support/api.js';
import { useE2E, waitForTitle } from './support/harness.js';
import { text } from './support/messages.js';

const GIULIA = 'giulia.rossi@tecnoware.demo';

const e2e = useE2E();

describe('the board of an unknown job', () => {
  for (const lang of ['it', 'en'] as const) {
    it(`says the job does not exist in its heading, title and trail (${lang})`, async () => {
      const { page, pageErrors } = await e2e.newPage();
      const messages = lang === 'it' ? e2e.it : e2e.en;
      await e2e.signIn(page, GIULIA);
      await page.evaluate((lng) => localStorage.setItem('lang', lng), lang);
      const refused = page.waitForResponse((r) => r.url().endsWith('/api/board/999999'));
      await page.goto(`${e2e.server.url}/board/999999`);
      expect((await refused).status()).toBe(404);

      const missing = text(messages, 'board.missingTitle');
      await page.locator('#page-title', { hasText: missing }).waitFor();
      await waitForTitle(page, `Hiring > ${missing}`);
      const crumbs = page.locator('[data-testid="breadcrumb"] li');
      await expect
        .poll(() => crumbs.allInnerTexts())
        .toEqual(['', text(messages, 'routes.board_list'), missing]);
      expect(await page.locator('[data-board="missing"]').textContent()).toContain(
        text(messages, 'board.missing'),
      );
      const newJob = text(messages, 'routes.board');
      expect(await page.locator('#page-title').textContent()).not.toBe(newJob);
      expect(await page.title()).not.toContain(newJob);
      // The page says it; no error toast repeats it.
      expect(await page.locator('.p-toast-message-error').count()).toBe(0);
      expect(pageErrors).toEqual([]);
    });
  }

  it("titles an existing job's board as the job's board, not a new job post", async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    const jobs = await callApi<Array<{ id: number; name: string }>>(
      page,
      'GET',
      '/job?select=id,name&take=1',
    );
    await page.goto(`${e2e.server.url}/board/${jobs[0]!.id}`);
    await page.locator('#page-title', { hasText: jobs[0]!.name }).waitFor();
    await waitForTitle(page, `Hiring > ${text(e2e.it, 'routes.board_job')}`);
  });
});
