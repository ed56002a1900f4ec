import { describe, expect, it } from 'vitest';
import { callApi } from './support/api.js';
import { useE2E } from './support/harness.js';
import { text } from './support/messages.js';
import { screenshot } from './support/page.js';

const GIULIA = 'giulia.rossi@tecnoware.demo';

const e2e = useE2E();

describe('server error texts', () => {
  it('shows an Italian user a missing job in Italian while the API keeps the English text', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    const job = await callApi<{ id: number }>(page, 'POST', '/job', { name: 'Da eliminare (e2e errori)' });
    await page.goto(`${e2e.server.url}/board/${job.id}?tab=edit`);
    await page.locator('#job-name').waitFor();
    // Someone else deletes the draft while it is open here.
    await callApi(page, 'DELETE', `/job/${job.id}`);

    await page.locator('#job-name').fill('Titolo cambiato');
    const refused = page.waitForResponse((r) => r.url().endsWith(`/api/job/content/${job.id}`));
    await page.locator('#job-save').click();
    const answer = await refused;
    expect(answer.status()).toBe(404);
    const body = (await answer.json()) as { message: string };
    expect(body.message).toBe(`job ${job.id} not found`);

    const toast = page.locator('.p-toast-message', { hasText: text(e2e.it, 'apiErrors.recordNotFound') });
    await toast.first().waitFor();
    const toasts = await page.locator('.p-toast-message').allInnerTexts();
    expect(toasts.join('\n')).not.toContain('not found');
    await screenshot(page, 'error-text-not-found-it');
    expect(pageErrors).toEqual([]);
  });
});
