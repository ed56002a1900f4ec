import { describe, expect, it } from 'vitest';
import { useE2E } from './support/harness.js';
import { text } from './support/messages.js';

const GIULIA = 'giulia.rossi@tecnoware.demo';

const e2e = useE2E();

describe('job editor: save twice, then publish', () => {
  it('creates a blank job, saves it, adds a description, saves again and publishes without a crash', async () => {
    const { page, pageErrors, consoleErrors } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await page.goto(`${e2e.server.url}/board`);
    await page.locator('#job-name').fill('Magazziniere (e2e pubblica)');
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/job',
    );
    await page.locator('#job-save').click();
    const job = ((await (await created).json()) as { data: { id: number } }).data;
    await page.waitForURL((url) => url.pathname === `/board/${job.id}` && url.search === '?tab=edit');
    await page.locator('[data-testid="job-status-bar"] [data-action="ACTIVE"]').waitFor();

    await page.locator('#job-description').fill('Gestione del magazzino e delle spedizioni.');
    // Unsaved edits: publishing waits, and the disabled button says why.
    const publish = page.locator('[data-testid="job-status-bar"] [data-action="ACTIVE"]');
    expect(await publish.isDisabled()).toBe(true);
    await publish.locator('..').hover();
    await page.locator('.p-tooltip', { hasText: text(e2e.it, 'jobs.editor.unsaved') }).waitFor();
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/job/content/${job.id}`));
    await page.locator('#job-save').click();
    expect((await saved).status()).toBe(200);
    await page
      .locator('.p-toast-message', { hasText: text(e2e.it, 'jobs.toast.saved') })
      .first()
      .waitFor();

    const published = page.waitForResponse((r) => r.url().endsWith(`/api/job/status/${job.id}`));
    await publish.click();
    expect((await published).status()).toBe(200);
    await page.locator('[data-testid="job-status-bar"] .p-tag[data-status="published"]').waitFor();
    await page
      .locator('.p-toast-message', { hasText: text(e2e.it, 'jobs.toast.status.ACTIVE') })
      .first()
      .waitFor();
    // The editor is still there, not the error page.
    expect(await page.locator('#job-description').inputValue()).toBe(
      'Gestione del magazzino e delle spedizioni.',
    );
    expect(await page.locator('[data-page="error"]').count()).toBe(0);
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
