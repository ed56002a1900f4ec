import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi } from './support/api.js';
import { useE2E } from './support/harness.js';
import { text } from './support/messages.js';
import { screenshot } from './support/page.js';

const GIULIA = 'giulia.rossi@tecnoware.demo';

const e2e = useE2E();

/** The job content writes the page sends (create or content update). */
function jobWrites(page: Page): Request[] {
  const writes: Request[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (['POST', 'PATCH'].includes(request.method()) && /^\/api\/job(\/content\/\d+)?$/.test(path))
      writes.push(request);
  });
  return writes;
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

describe('job editor numbers', () => {
  it('reads salaries with the Italian decimal comma and never saves an unreadable one as another number', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    const writes = jobWrites(page);
    await page.goto(`${e2e.server.url}/board`);
    await page.locator('#job-name').fill('Contabile (e2e numeri)');
    await page.locator('#job-salaryMin').pressSequentially('12,5');
    await page.locator('#job-salaryMax').pressSequentially('1.250,75');
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/job'),
    );
    await page.locator('#job-save').click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    expect(answer.request().postDataJSON()).toMatchObject({ salaryMinCents: 1250, salaryMaxCents: 125_075 });
    const job = ((await answer.json()) as { data: { id: number } }).data;
    await page.waitForURL((url) => url.pathname === `/board/${job.id}`);
    await expect.poll(() => page.locator('#job-salaryMin').inputValue()).toBe('12,5');
    expect(await page.locator('#job-salaryMax').inputValue()).toBe('1250,75');

    // '12.5' is no Italian number: an error under the field, the field focused, nothing sent.
    const sentBefore = writes.length;
    await page.locator('#job-salaryMin').fill('12.5');
    await page.locator('#job-save').click();
    await page
      .locator('#job-salaryMin-error', { hasText: text(e2e.it, 'common.error.invalidNumber') })
      .waitFor();
    await expect.poll(() => focusedId(page)).toBe('job-salaryMin');
    expect(await page.locator('#job-salaryMin').inputValue()).toBe('12.5');
    expect(writes.length).toBe(sentBefore);
    await screenshot(page, 'job-editor-invalid-number-it');

    // A maximum below the minimum is refused next to the maximum.
    await page.locator('#job-salaryMin').fill('50.000');
    await page.locator('#job-salaryMax').fill('40.000');
    await page.locator('#job-save').click();
    await page
      .locator('#job-salaryMax-error', { hasText: text(e2e.it, 'jobs.editor.error.salaryRange') })
      .waitFor();
    expect(await page.locator('#job-salaryMin-error').count()).toBe(0);
    expect(writes.length).toBe(sentBefore);

    await page.locator('#job-salaryMax').fill('60.000,5');
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/job/content/${job.id}`));
    await page.locator('#job-save').click();
    expect((await saved).request().postDataJSON()).toEqual({
      salaryMinCents: 5_000_000,
      salaryMaxCents: 6_000_050,
    });
    expect(pageErrors).toEqual([]);
  });

  it('reads the English decimal dot in English', async () => {
    const { page, context, pageErrors } = await e2e.newPage();
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await e2e.signIn(page, GIULIA);
    const job = await callApi<{ id: number }>(page, 'POST', '/job', { name: 'Accountant (e2e numbers)' });
    await page.goto(`${e2e.server.url}/board/${job.id}?tab=edit`);
    await page.locator('#job-salaryMin').pressSequentially('1,250.5');
    await page.locator('#job-salaryMax').pressSequentially('12,5');
    await page.locator('#job-save').click();
    await page
      .locator('#job-salaryMax-error', { hasText: text(e2e.en, 'common.error.invalidNumber') })
      .waitFor();
    await page.locator('#job-salaryMax').fill('2000');
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/job/content/${job.id}`));
    await page.locator('#job-save').click();
    expect((await saved).request().postDataJSON()).toEqual({
      salaryMinCents: 125_050,
      salaryMaxCents: 200_000,
    });
    expect(pageErrors).toEqual([]);
  });
});

describe('join terms', () => {
  it('asks for the terms to be accepted, next to the checkbox, focused, before any call', async () => {
    const { page, requests, pageErrors } = await e2e.newPage();
    await page.goto(`${e2e.server.url}/join`);
    await page.locator('#join-companyName').fill('Officina Termini Srl');
    await page.locator('#join-firstname').fill('Anna');
    await page.locator('#join-lastname').fill('Verdi');
    await page.locator('#join-email').fill('anna.termini@officina.example');
    await page.locator('#join-password').fill('Officina-2026');
    await page.locator('[data-step="signup"] button[type="submit"]').click();
    await page.locator('#join-terms-error', { hasText: text(e2e.it, 'common.error.notChecked') }).waitFor();
    await expect.poll(() => focusedId(page)).toBe('join-terms');
    expect(await page.locator('#join-terms').getAttribute('aria-invalid')).toBe('true');
    expect(requests.filter((url) => url.includes('/api/auth/register'))).toEqual([]);
    await screenshot(page, 'join-terms-it');

    await page.locator('#join-terms').check();
    await page.locator('#join-terms-error').waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
  });
});
