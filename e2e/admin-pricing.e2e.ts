import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe-check.js';
import { useE2E } from './support/harness.js';
import { readMessages, text, type Messages } from './support/messages.js';
import { screenshot } from './support/page.js';
import { repoRoot } from './support/server.js';

const PRICING_ADMIN = 'admin.job-pricing@hiring.demo';

const e2e = useE2E();
let messages: Messages;
let dashboard: Messages;
const m = (key: string, values?: Record<string, string>) => text(messages, key, values);
/** Text with its non-breaking spaces as plain ones. */
const plain = (value: string | null) => (value ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();
const euro = (cents: number) =>
  plain(new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100));

beforeAll(async () => {
  messages = JSON.parse(
    await readFile(join(repoRoot, 'apps/web/public/locales/it/admin-pricing.json'), 'utf8'),
  ) as Messages;
  dashboard = await readMessages('it');
});

/** Types an amount in euro into a PrimeReact InputNumber (currency mode), as a user would. */
async function typeEuro(page: Page, inputId: string, amount: string): Promise<void> {
  const input = page.locator(`#${inputId}`);
  await input.click();
  await input.press('Control+a');
  await input.press('Backspace');
  await input.pressSequentially(amount);
  await input.press('Tab');
}

async function openJobsPage(page: Page): Promise<void> {
  await e2e.signIn(page, PRICING_ADMIN);
  await page.goto(`${e2e.server.url}/admin/jobs`);
  await page.locator('#page-title', { hasText: m('title') }).waitFor();
  await page.locator('[data-testid="admin-tiers"] tbody tr').nth(2).waitFor();
}

describe('/admin/jobs: job pricing (issue 13 point 3)', () => {
  it('changes a tier’s list price from tomorrow and finds it in the history', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await openJobsPage(page);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(page, 'admin-jobs-tiers');
    expect(await seriousAxeViolations(page, '[data-page="admin-jobs"]')).toEqual([]);

    await page.locator('[data-testid="tier-price-featured"]').click();
    const dialog = page.locator('[data-testid="price-dialog"]');
    await dialog.waitFor();
    await typeEuro(page, 'price-publish', '21,50');
    await typeEuro(page, 'price-day', '4,20');
    // The start is typed over the one offered (tomorrow 00:00), as dd/mm/yyyy hh:mm.
    const tomorrowText = await page.evaluate(() => {
      const d = new Date();
      d.setDate(d.getDate() + 1);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} 00:00`;
    });
    const validFrom = page.locator('#price-valid-from');
    await validFrom.click();
    await validFrom.press('Control+a');
    await validFrom.pressSequentially(tomorrowText);
    await page.mouse.click(5, 5);
    await expect.poll(() => validFrom.inputValue()).toBe(tomorrowText);
    await dialog.locator('#price-note').fill('Listino 2027');
    await screenshot(page, 'admin-jobs-list-price-dialog');
    const posted = page.waitForResponse(
      (r) => r.url().includes('/api/admin/pricelist/2') && r.request().method() === 'POST',
    );
    await page.locator('[data-testid="price-save"]').click();
    const response = await posted;
    expect(response.status()).toBe(201);
    const sent = response.request().postDataJSON() as {
      publishCents: number;
      dayCents: number;
      validFrom: string;
    };
    // Euro typed, integer cents sent; the start is tomorrow at midnight (the browser's time).
    expect(sent).toMatchObject({ publishCents: 2150, dayCents: 420, note: 'Listino 2027' });
    const tomorrow = await page.evaluate(() => {
      const now = new Date();
      return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).toISOString();
    });
    expect(sent.validFrom).toBe(tomorrow);
    await dialog.waitFor({ state: 'hidden' });

    // The tier still shows today's price, with the next one and its start under it.
    const featured = page.locator('[data-testid="admin-tiers"] tbody tr', { hasText: 'featured' });
    await expect.poll(async () => plain(await featured.textContent())).toContain(euro(2150));
    expect(plain(await featured.textContent())).toContain(euro(1900));

    // The list price history of the tier has the new row, scheduled.
    await page.locator('[data-testid="list-history-tier"]').getByText('In evidenza').click();
    const scheduled = page.locator('[data-testid="price-history"] tbody tr', { hasText: 'Listino 2027' });
    await scheduled.waitFor();
    expect(plain(await scheduled.textContent())).toContain(euro(420));

    // The audit history: who, what, before and after.
    await page.getByRole('tab', { name: m('tabs.history') }).click();
    const row = page.locator('[data-testid="pricing-history"] tbody tr', {
      hasText: m('history.actions.price-set'),
    });
    await row.first().waitFor();
    const cells = plain(await row.first().textContent());
    expect(cells).toContain('Pietro Costa');
    expect(cells).toContain('In evidenza');
    expect(cells).toContain(`${euro(1900)} → ${euro(2150)}`);
    expect(cells).toContain(`${euro(390)} → ${euro(420)}`);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(page, 'admin-jobs-history');
    expect(await seriousAxeViolations(page, '[data-page="admin-jobs"]')).toEqual([]);

    // A numeric filter on the day price narrows the table (server-side).
    const filtered = page.waitForResponse(
      (r) =>
        r.url().includes('/api/admin/pricing/history') &&
        decodeURIComponent(r.url()).includes('[dayCents][gt]=400'),
    );
    await page
      .locator('th', { hasText: m('tiers.day') })
      .locator('.p-column-filter-menu-button')
      .click();
    const menu = page.locator('.p-column-filter-overlay');
    await menu.locator('.p-column-filter-matchmode-dropdown').click();
    await page.locator('.p-dropdown-item', { hasText: text(dashboard, 'table.gt') }).click();
    await menu.locator('input').last().pressSequentially('400');
    await menu.getByRole('button', { name: /Apply|Applica/ }).click();
    await filtered;
    await expect.poll(() => page.locator('[data-testid="pricing-history"] tbody tr').count()).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  it('sets and ends a company’s own price', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await openJobsPage(page);
    await page.getByRole('tab', { name: m('tabs.company') }).click();
    await page.locator('#pricing-company').pressSequentially('Tecno');
    await page.locator('.p-autocomplete-panel li', { hasText: 'Tecnoware S.r.l.' }).first().click();
    const prices = page.locator('[data-testid="company-prices"] tbody tr', { hasText: 'Base' });
    await prices.waitFor();
    expect(plain(await prices.textContent())).toContain(m('company.sources.list'));

    await page.locator('[data-testid="override-basic"]').click();
    const dialog = page.locator('[data-testid="price-dialog"]');
    await dialog.waitFor();
    await typeEuro(page, 'price-day', '0,99');
    await dialog.locator('label[for="price-right-away"]').click();
    const posted = page.waitForResponse(
      (r) => r.url().includes('/api/company/pricelist/') && r.request().method() === 'POST',
    );
    await page.locator('[data-testid="price-save"]').click();
    const response = await posted;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({ publishCents: null, dayCents: 99 });
    await dialog.waitFor({ state: 'hidden' });

    // Today's prices: the company's own day price, the list publication price.
    await expect.poll(async () => plain(await prices.textContent())).toContain(m('company.sources.company'));
    expect(plain(await prices.textContent())).toContain(euro(99));
    const history = page.locator('[data-testid="company-overrides"] tbody tr');
    await expect
      .poll(async () => plain(await history.first().textContent()))
      .toContain(m('company.kindOverride'));
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(page, 'admin-jobs-company');
    expect(await seriousAxeViolations(page, '[data-page="admin-jobs"]')).toEqual([]);

    // Ending it: back to the list price at once.
    await page.locator('[data-testid="override-end-basic"]').click();
    await dialog.waitFor();
    await dialog.locator('label[for="price-right-away"]').click();
    const ended = page.waitForResponse(
      (r) => r.url().includes('/api/company/pricelist/') && r.request().method() === 'POST',
    );
    await page.locator('[data-testid="price-save"]').click();
    expect((await ended).request().postDataJSON()).toEqual({ publishCents: null, dayCents: null });
    await expect.poll(async () => plain(await prices.textContent())).toContain(m('company.sources.list'));
    await expect.poll(async () => plain(await history.first().textContent())).toContain(m('company.kindEnd'));
    expect(await page.locator('[data-testid="override-end-basic"]').count()).toBe(0);

    // Both changes are in the history, for this company.
    await page.getByRole('tab', { name: m('tabs.history') }).click();
    const rows = page.locator('[data-testid="pricing-history"] tbody tr', { hasText: 'Tecnoware' });
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
    expect(plain(await rows.first().textContent())).toContain(m('history.actions.price-override-end'));
    expect(pageErrors).toEqual([]);
  });
  it('edits the licence catalogue and gives, ends and withdraws a company’s licence period', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await openJobsPage(page);
    await page.getByRole('tab', { name: m('tabs.licenses') }).click();
    const first = page
      .locator('[data-testid="license-catalogue"] tbody tr')
      .filter({ has: page.getByRole('button') })
      .first();
    await first.waitFor();
    const name = plain(await first.locator('td').first().textContent());
    await first.getByRole('button', { name: m('licenses.editLabel', { license: name }) }).click();
    await page.locator('[data-testid="license-dialog"]').waitFor();
    await typeEuro(page, 'license-price', '39,90');
    const patched = page.waitForResponse(
      (r) => r.url().includes('/api/admin/license/') && r.request().method() === 'PATCH',
    );
    await page.locator('[data-testid="license-save"]').click();
    const response = await patched;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({ monthlyPriceCents: 3990 });
    await expect.poll(async () => plain(await first.textContent())).toContain(euro(3990));
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(page, 'admin-jobs-licences');
    expect(await seriousAxeViolations(page, '[data-page="admin-jobs"]')).toEqual([]);

    // A company's periods: a past year given, ended at mid-year, then withdrawn.
    await page.getByRole('tab', { name: m('tabs.company') }).click();
    await page.locator('#pricing-company').pressSequentially('Tecno');
    await page.locator('.p-autocomplete-panel li', { hasText: 'Tecnoware S.r.l.' }).first().click();
    const periods = page.locator('[data-testid="license-periods"] tbody tr');
    await periods.first().waitFor();
    const before = await periods.count();
    await page.locator('[data-testid="license-grant"]').click();
    const dialog = page.locator('[data-testid="license-grant-dialog"]');
    await dialog.waitFor();
    for (const [id, day] of [
      ['grant-starts', '01/01/2020'],
      ['grant-ends', '31/12/2020'],
    ] as const) {
      const input = page.locator(`#${id}`);
      await input.click();
      await input.press('Control+a');
      await input.pressSequentially(day);
      // Escape would close the dialog: a click outside (on the dialog's mask) closes the calendar.
      await page.mouse.click(5, 5);
      await expect.poll(() => input.inputValue()).toBe(day);
    }
    const granted = page.waitForResponse(
      (r) => r.url().endsWith('/api/company-license') && r.request().method() === 'POST',
    );
    await page.locator('[data-testid="license-grant-save"]').click();
    expect((await granted).status()).toBe(201);
    expect((await granted).request().postDataJSON()).toMatchObject({
      startsOn: '2020-01-01',
      endsOn: '2020-12-31',
    });
    await dialog.waitFor({ state: 'hidden' });
    const past = periods.filter({ hasText: '01/01/2020' });
    await past.waitFor();
    expect(await periods.count()).toBe(before + 1);

    await past.getByRole('button', { name: m('licenses.endAction') }).click();
    await dialog.waitFor();
    const ends = page.locator('#grant-ends');
    await ends.click();
    await ends.pressSequentially('30/06/2020');
    await page.mouse.click(5, 5);
    await expect.poll(() => ends.inputValue()).toBe('30/06/2020');
    const ended = page.waitForResponse(
      (r) => r.url().includes('/api/company-license/') && r.request().method() === 'PATCH',
    );
    await page.locator('[data-testid="license-grant-save"]').click();
    expect((await ended).request().postDataJSON()).toEqual({ endsOn: '2020-06-30' });
    await expect.poll(async () => plain(await past.textContent())).toContain('30/06/2020');

    await past.getByRole('button', { name: m('licenses.withdrawAction') }).click();
    const withdrawn = page.waitForResponse(
      (r) => r.url().includes('/api/company-license/') && r.request().method() === 'DELETE',
    );
    await page
      .locator('[data-testid="confirm-dialog"]')
      .getByRole('button', { name: m('licenses.withdrawAction') })
      .click();
    expect((await withdrawn).status()).toBe(204);
    await expect.poll(() => periods.count()).toBe(before);

    await page.getByRole('tab', { name: m('tabs.history') }).click();
    const rows = page.locator('[data-testid="pricing-history"] tbody tr');
    await expect
      .poll(async () => plain(await rows.first().textContent()))
      .toContain(m('history.actions.license-withdraw'));
    expect(plain(await rows.nth(1).textContent())).toContain(m('history.actions.license-end'));
    expect(plain(await rows.nth(1).textContent())).toContain('2020-12-31 → 2020-06-30');
    expect(plain(await rows.nth(2).textContent())).toContain(m('history.actions.license-grant'));
    expect(pageErrors).toEqual([]);
  });
});
