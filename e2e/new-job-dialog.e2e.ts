import { describe, expect, it } from 'vitest';
import { pathOf, useE2E } from './support/harness.js';
import { text } from './support/messages.js';
import { animationsDone, screenshot } from './support/page.js';

const GIULIA = 'giulia.rossi@tecnoware.demo';
const DESCRIPTION = `Cerchiamo uno sviluppatore backend senior con 3 anni di esperienza in TypeScript, per la sede di Milano.
Inglese B2. RAL 40.000 €, contratto a tempo indeterminato, lavoro ibrido.`;

const e2e = useE2E();

describe('new job dialog', () => {
  it('drafts a job with the offline generator and opens the editor with it, replacing history', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await page.goto(`${e2e.server.url}/guide`);
    await page.locator('[data-testid="menu-new-job"]').click();
    const dialog = page.locator('[data-testid="new-job-dialog"]');
    await dialog.waitFor();
    await animationsDone(page, '.p-dialog-mask');
    // 90% wide up to 600 px.
    const box = await dialog.boundingBox();
    expect(Math.round(box!.width)).toBe(600);
    await screenshot(page, 'new-job-tiles');

    // The tiles are buttons: the AI one opens from the keyboard.
    await page.locator('[data-testid="new-job-ai"]').focus();
    await page.keyboard.press('Enter');
    const textarea = page.locator('[data-testid="new-job-description"]');
    await textarea.waitFor();
    expect(await textarea.getAttribute('rows')).toBe('10');
    const generate = page.locator('[data-testid="new-job-generate"]');
    expect(await generate.isDisabled()).toBe(true);
    await textarea.fill('   ');
    expect(await generate.isDisabled()).toBe(true);

    // Back returns to the tiles and clears the text.
    await textarea.fill('qualcosa');
    await dialog.getByRole('button', { name: text(e2e.it, 'shell.newJob.back') }).click();
    await page.locator('[data-testid="new-job-ai"]').click();
    expect(await textarea.inputValue()).toBe('');

    await textarea.fill(DESCRIPTION);
    await screenshot(page, 'new-job-ai-step');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/job/generate-content'));
    await generate.click();
    expect((await answered).status()).toBe(200);
    await page.waitForURL(`${e2e.server.url}/board`);
    await dialog.waitFor({ state: 'detached' });
    await page.locator('[data-testid="generated-notice"]').waitFor();
    expect(await page.locator('#job-name').inputValue()).toBe('Sviluppatore backend senior');
    await screenshot(page, 'new-job-generated-editor');
    const state = await page.evaluate(
      () => (window.history.state as { usr?: { generated?: { prompt: string } } }).usr?.generated?.prompt,
    );
    expect(state).toBe(DESCRIPTION);

    // The board entry replaced the page the dialog was opened on: back leaves /guide behind.
    await page.goBack();
    await page.waitForURL((url) => url.pathname !== '/board');
    expect(pathOf(page)).not.toBe('/guide');
    expect(pageErrors).toEqual([]);
  });

  it('creates blank: the board route with no id, the dialog closed', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await page.locator('[data-testid="menu-new-job"]').click();
    await page.locator('[data-testid="new-job-blank"]').click();
    await page.waitForURL(`${e2e.server.url}/board`);
    await page.locator('[data-testid="new-job-dialog"]').waitFor({ state: 'detached' });
  });

  it('logs a failed generation and closes without leaving the page', async () => {
    const { page, consoleErrors } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await page.route('**/api/job/generate-content', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 502,
          error: 'Bad Gateway',
          message: 'The AI service did not answer',
        }),
      }),
    );
    await page.locator('[data-testid="menu-new-job"]').click();
    await page.locator('[data-testid="new-job-ai"]').click();
    await page.locator('[data-testid="new-job-description"]').fill('Cerchiamo un cuoco');
    await page.locator('[data-testid="new-job-generate"]').click();
    await page.locator('[data-testid="new-job-dialog"]').waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/');
    expect(consoleErrors.some((m) => m.includes('The AI service did not answer'))).toBe(true);
    expect(await page.locator('.p-toast-message').count()).toBe(0);
  });
});
