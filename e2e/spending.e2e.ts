import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.js';
import { seriousAxeViolations } from './support/axe-check.js';
import { useE2E } from './support/harness.js';
import { text, type Messages } from './support/messages.js';
import { animationsDone, screenshot } from './support/page.js';
import { repoRoot } from './support/server.js';

const GIULIA = 'giulia.rossi@tecnoware.demo';
const MARCO = 'marco.bianchi@tecnoware.demo';
const PAOLO = 'paolo.verdi@studioverdi.demo';
const SARA = 'sara.conti@tecnoware.demo';

const e2e = useE2E();

interface Budget {
  companyId: number;
  monthlyBudgetCents: number | null;
  months: Array<{ month: string; spentCents: number; budgetCents: number | null }>;
  currentMonth: { month: string; spentCents: number; budgetCents: number | null };
  members: Array<{
    userId: number;
    firstname: string;
    lastname: string;
    monthlyBudgetCents: number | null;
    spentCents: number;
  }>;
  nextInvoiceOn: string;
  invoiceDueCents: number;
}
interface Tier {
  id: number;
  key: string;
  name: string;
  publishCents: number;
  dayCents: number;
  source: 'list' | 'company';
}
interface TierPriceList {
  history: Array<{ id: number }>;
}
interface LicenseUsage {
  name: string | null;
  startsOn: string | null;
  endsOn: string | null;
  seats: number;
  seatsUsed: number;
  jobPostsIncluded: number;
  jobPostsPublished: number;
}

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
/** Cents as the app shows them ('1.234,50 €'). */
const money = (cents: number) => euro.format(cents / 100);
/** 'YYYY-MM-DD' as the app shows it ('01/12/2026'). */
const italianDay = (day: string) => day.split('-').reverse().join('/');
/** Text of an element with its non-breaking spaces as plain ones, for comparisons. */
const plain = (value: string | null) => (value ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();
const plainMoney = (cents: number) => plain(money(cents));

let billing: Messages;
const b = (key: string, values?: Record<string, string>) => text(billing, key, values);

/** The id of the company the signed-in user works in now (once the shell has loaded the company menu). */
async function activeCompanyId(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () =>
      (JSON.parse(localStorage.getItem('session') ?? '{}') as { state?: { company?: { id: number } } }).state
        ?.company?.id,
  );
  return (await handle.jsonValue()) as number;
}

/** Giulia's company budget, read through the API in a page of her own. */
async function giuliasBudget(): Promise<Budget> {
  const { page } = await e2e.newPage();
  await e2e.signIn(page, GIULIA);
  return callApi<Budget>(page, 'GET', `/company/budget/${await activeCompanyId(page)}`);
}

/** Waits until the chart's canvas has painted: some of its pixels are no longer transparent. */
async function chartPainted(page: Page): Promise<number> {
  const canvas = page.locator('[data-testid="budget-chart"] canvas');
  await canvas.waitFor();
  let painted = 0;
  await expect
    .poll(async () => {
      painted = await canvas.evaluate((element: HTMLCanvasElement) => {
        const context = element.getContext('2d');
        if (!context || element.width === 0) return 0;
        const { data } = context.getImageData(0, 0, element.width, element.height);
        let count = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) count++;
        return count;
      });
      return painted;
    })
    .toBeGreaterThan(2000);
  return painted;
}

/** The members table's row of a person. */
const memberRow = (page: Page, name: string) =>
  page.locator('[data-testid="budget-members"] tbody tr', { hasText: name });

/** Sets a date in a PrimeReact calendar by typing it as the user would (dd/mm/yyyy), then closes it. */
async function typeDay(page: Page, testId: string, day: string): Promise<void> {
  const input = page.locator(`[data-testid="${testId}"] input`);
  await input.fill('');
  await input.pressSequentially(day);
  await page.keyboard.press('Escape');
  await expect.poll(() => input.inputValue()).toBe(day);
}

beforeAll(async () => {
  billing = JSON.parse(
    await readFile(join(repoRoot, 'apps/web/public/locales/it/billing.json'), 'utf8'),
  ) as Messages;
});

describe('budget (spec 7, issue 12 point 4)', () => {
  let giulia: Page;
  let seeded: Budget;

  beforeAll(async () => {
    giulia = (await e2e.newPage()).page;
    await e2e.signIn(giulia, GIULIA);
    const companyId = await activeCompanyId(giulia);
    seeded = await callApi<Budget>(giulia, 'GET', `/company/budget/${companyId}`);
  });

  it('draws the monthly chart and lists the members with the seeded numbers', async () => {
    const { page, pageErrors, requests } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await page.goto(`${e2e.server.url}/spending/budget`);
    await page.locator('#page-title', { hasText: text(e2e.it, 'routes.budget') }).waitFor();
    expect(await chartPainted(page)).toBeGreaterThan(2000);

    // The chart's figures (also in its table for screen readers) are the API's, month by month.
    const cells = page.locator('[data-testid="budget-chart"] table tbody tr');
    expect(await cells.count()).toBe(seeded.months.length);
    for (const [i, month] of seeded.months.entries())
      expect(plain(await cells.nth(i).locator('td').first().textContent())).toBe(
        plainMoney(month.spentCents),
      );
    expect(seeded.months.some((m) => m.spentCents > 0)).toBe(true);

    expect(plain(await page.locator('[data-testid="budget-spent"]').textContent())).toBe(
      plainMoney(seeded.currentMonth.spentCents),
    );
    expect(plain(await page.locator('[data-testid="budget-invoice"]').textContent())).toBe(
      plainMoney(seeded.invoiceDueCents),
    );
    expect(seeded.members.length).toBeGreaterThanOrEqual(3);
    for (const member of seeded.members) {
      const row = memberRow(page, `${member.firstname} ${member.lastname}`);
      const cellTexts = (await row.locator('td').allTextContents()).map(plain);
      expect(cellTexts[1]).toBe(
        member.monthlyBudgetCents === null ? '—' : plainMoney(member.monthlyBudgetCents),
      );
      expect(cellTexts[2]).toBe(plainMoney(member.spentCents));
    }
    expect(requests.some((url) => url.includes(`/api/company/budget/${seeded.companyId}?`))).toBe(true);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(page, 'spending-budget');
    expect(await seriousAxeViolations(page, '[data-page="budget"]')).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('changes the range and shows one member’s spending', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await page.goto(`${e2e.server.url}/spending/budget`);
    await chartPainted(page);

    const asked = page.waitForRequest(
      (r) => r.url().includes('/company/budget/') && r.url().includes('take=24'),
    );
    await page.locator('[data-testid="budget-take"]').click();
    await page
      .locator('.p-dropdown-item', { hasText: b('budget.takeOption_other', { count: '24' }) })
      .click();
    await asked;
    await expect.poll(() => page.locator('[data-testid="budget-chart"] table tbody tr').count()).toBe(24);

    const marco = seeded.members.find((m) => m.firstname === 'Marco')!;
    const forMarco = page.waitForResponse(
      (r) => r.url().includes('/company/budget/') && r.url().includes(`userId=${marco.userId}`),
    );
    await memberRow(page, 'Marco Bianchi')
      .getByRole('button', { name: `${b('budget.members.show')}: Marco Bianchi` })
      .click();
    const mine = (await (await forMarco).json()) as { data: Budget };
    await expect
      .poll(async () => plain(await page.locator('[data-testid="budget-spent"]').textContent()))
      .toBe(plainMoney(mine.data.currentMonth.spentCents));
    expect(await page.locator('[data-testid="budget-scope"] .p-dropdown-label').textContent()).toBe(
      'Marco Bianchi',
    );
    await chartPainted(page);
    expect(pageErrors).toEqual([]);
  });

  it('changes a member’s and the company’s monthly budget (euro typed, cents stored)', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await page.goto(`${e2e.server.url}/spending/budget`);
    await chartPainted(page);

    const dialog = page.locator('[data-testid="budget-edit-dialog"]');
    const amount = dialog.locator('#budget-amount');
    await memberRow(page, 'Marco Bianchi').locator('[data-testid="budget-member-edit"]').click();
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(b('budget.edit.titleMember', { name: 'Marco Bianchi' }));

    // What is no amount is said, not sent.
    let patches = 0;
    page.on('request', (r) => {
      if (r.method() === 'PATCH' && r.url().includes('/company/budget/')) patches++;
    });
    await amount.fill('12,345');
    await dialog.locator('[data-testid="budget-save"]').click();
    await dialog.getByText(text(e2e.it, 'common.error.invalidNumber')).waitFor();
    await amount.fill('-5');
    await dialog.locator('[data-testid="budget-save"]').click();
    await dialog.getByText(b('budget.edit.negative')).waitFor();
    expect(patches).toBe(0);

    await amount.fill('1.234,5');
    const saved = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().includes('/company/budget/'));
    await dialog.locator('[data-testid="budget-save"]').click();
    const marco = seeded.members.find((m) => m.firstname === 'Marco')!;
    expect((await saved).postDataJSON()).toEqual({ monthlyBudgetCents: 123_450, userId: marco.userId });
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(async () =>
        plain((await memberRow(page, 'Marco Bianchi').locator('td').allTextContents())[1] ?? ''),
      )
      .toBe(plainMoney(123_450));
    const after = await callApi<Budget>(page, 'GET', `/company/budget/${seeded.companyId}`);
    expect(after.members.find((m) => m.userId === marco.userId)?.monthlyBudgetCents).toBe(123_450);

    // The company's budget, from its card; blank would remove it.
    await page.locator('[data-testid="budget-edit"]').click();
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(b('budget.edit.titleCompany'));
    await amount.fill('25000');
    await dialog.locator('[data-testid="budget-save"]').click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => plain(await page.locator('[data-testid="budget-limit"]').textContent()))
      .toBe(plainMoney(2_500_000));
    expect(
      (await callApi<Budget>(page, 'GET', `/company/budget/${seeded.companyId}`)).monthlyBudgetCents,
    ).toBe(2_500_000);
    await animationsDone(page, '[data-page="budget"]');
    await screenshot(page, 'spending-budget-edited');
    expect(pageErrors).toEqual([]);
  });

  it('syncs the charges: a second sync finds nothing new', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await page.goto(`${e2e.server.url}/spending/budget`);
    await chartPainted(page);
    const synced = page.waitForResponse((r) => r.url().includes(`/company/sync-charges/${seeded.companyId}`));
    await page.locator('[data-testid="budget-sync"]').click();
    expect((await synced).status()).toBe(200);
    await page.locator('.p-toast-message-success').first().waitFor();
    const again = page.waitForResponse((r) => r.url().includes(`/company/sync-charges/${seeded.companyId}`));
    await page.locator('[data-testid="budget-sync"]').click();
    const second = (await (await again).json()) as { data: { created: number } };
    expect(second.data.created).toBe(0);
    await page
      .locator('.p-toast-message-success', { hasText: b('budget.syncedNone') })
      .first()
      .waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('tells a role without the budget key so, and asks nothing', async () => {
    const { page, requests } = await e2e.newPage();
    await e2e.signIn(page, SARA);
    await page.goto(`${e2e.server.url}/spending/budget`);
    await page.locator('[data-testid="budget-no-access"]').waitFor();
    expect(requests.filter((url) => url.includes('/api/company/budget/'))).toEqual([]);
  });
});

describe('price list (spec 7)', () => {
  it('shows the tiers at today’s prices, each tier’s history, and estimates a post', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    const companyId = await activeCompanyId(page);
    const { tiers } = await callApi<{ tiers: Tier[] }>(page, 'GET', `/company/tier/${companyId}`);
    expect(tiers.length).toBe(3);
    await page.goto(`${e2e.server.url}/spending/pricelist`);
    await page.locator('#page-title', { hasText: text(e2e.it, 'routes.pricelist') }).waitFor();
    for (const tier of tiers) {
      const card = page.locator(`[data-testid="tier-${tier.key}"]`);
      expect(plain(await card.locator('[data-testid="tier-publish"]').textContent())).toBe(
        plainMoney(tier.publishCents),
      );
      expect(plain(await card.locator('[data-testid="tier-day"]').textContent())).toBe(
        plainMoney(tier.dayCents),
      );
      expect(await card.textContent()).toContain(b(`pricelist.source.${tier.source}`));
    }

    // Each tier's history: the rows of the API, one marked in force.
    const table = page.locator('[data-testid="price-history"]');
    for (const tier of tiers) {
      const history = await callApi<TierPriceList>(page, 'GET', `/company/pricelist/${companyId}/${tier.id}`);
      await page.locator('[data-testid="history-tier"]').getByText(tier.name, { exact: true }).click();
      await expect
        .poll(() => table.locator('tbody tr').count())
        .toBe(Math.min(5, Math.max(1, history.history.length)));
      if (history.history.length > 0)
        expect(await table.getByText(b('pricelist.history.states.current'), { exact: true }).count()).toBe(1);
    }
    // Sorting by the publication price puts the cheapest first.
    await table.locator('th', { hasText: b('pricelist.publish') }).click();
    await table.locator('th[aria-sort="ascending"]').waitFor();

    // The estimate: an end before the start is refused here, with spec 5's text, and by the server.
    const basic = tiers.find((tier) => tier.id === 1)!;
    let estimates = 0;
    page.on('request', (r) => {
      if (r.url().includes('/company/estimate/')) estimates++;
    });
    await page.locator('[data-testid="estimate-tier"]').click();
    await page.locator('.p-dropdown-item', { hasText: basic.name }).click();
    await typeDay(page, 'estimate-start', '10/05/2026');
    await typeDay(page, 'estimate-end', '09/05/2026');
    await page.locator('[data-testid="estimate-submit"]').click();
    const error = page.locator('[data-testid="estimate-end-error"]');
    await error.waitFor();
    expect(await error.textContent()).toBe(text(e2e.it, 'common.error.afterStart'));
    expect(estimates).toBe(0);
    await expect(
      callApi(page, 'GET', `/company/estimate/${companyId}/1?start=2026-05-10&end=2026-05-09`),
    ).rejects.toThrow(/: 400 /);

    await typeDay(page, 'estimate-end', '08/06/2026');
    await page.locator('[data-testid="estimate-submit"]').click();
    const result = page.locator('[data-testid="estimate-result"]');
    await result.waitFor();
    const expected = await callApi<{ days: number; totalCents: number }>(
      page,
      'GET',
      `/company/estimate/${companyId}/1?start=2026-05-10&end=2026-06-08`,
    );
    expect(expected.days).toBe(30);
    expect(expected.totalCents).toBe(basic.publishCents + 30 * basic.dayCents);
    expect(await result.locator('[data-testid="estimate-days"]').textContent()).toBe('30');
    expect(plain(await result.locator('[data-testid="estimate-total"]').textContent())).toBe(
      plainMoney(expected.totalCents),
    );
    await page.evaluate(() => document.fonts.ready.then(() => window.scrollTo(0, 0)));
    await screenshot(page, 'spending-pricelist');
    expect(pageErrors).toEqual([]);
    expect(await seriousAxeViolations(page, '[data-page="pricelist"]')).toEqual([]);
  });
});

describe('the job editor’s tier', () => {
  it('shows the post’s tier with its prices, estimate and spending, and moves it to another tier', async () => {
    const { page, pageErrors } = await e2e.newPage();
    // A recruiter: the jobs key alone opens the tiers (no pricing or budget key).
    await e2e.signIn(page, MARCO);
    const companyId = await activeCompanyId(page);
    const jobs = await callApi<Array<{ id: number; publishedAt: string | null; suspendedAt: string | null }>>(
      page,
      'GET',
      '/job?select=id,publishedAt,suspendedAt&take=200',
    );
    const job = jobs.find((j) => j.publishedAt !== null && j.suspendedAt === null)!;
    const before = await callApi<{ tierId: number; publishCents: number; dayCents: number }>(
      page,
      'GET',
      `/job/pricelist/${job.id}`,
    );
    const amount = await callApi<{ totalCents: number }>(page, 'GET', `/job/amount/${job.id}`);
    const { tiers } = await callApi<{ tiers: Tier[] }>(page, 'GET', `/company/tier/${companyId}`);

    await page.goto(`${e2e.server.url}/board/${job.id}?tab=edit`);
    const panel = page.locator('[data-testid="job-tier"]');
    await panel.waitFor();
    expect(plain(await panel.locator('[data-testid="job-tier-publish"]').textContent())).toBe(
      plainMoney(before.publishCents),
    );
    expect(plain(await panel.locator('[data-testid="job-tier-day"]').textContent())).toBe(
      plainMoney(before.dayCents),
    );
    await expect
      .poll(async () => plain(await panel.locator('[data-testid="job-tier-spent"]').textContent()))
      .toContain(plainMoney(amount.totalCents));
    await expect
      .poll(async () => plain(await panel.locator('[data-testid="job-tier-estimate"]').textContent()))
      .toBe(plainMoney(before.publishCents + 30 * before.dayCents));

    const premium = tiers.find((tier) => tier.id === 3)!;
    expect(before.tierId).not.toBe(premium.id);
    const patched = page.waitForRequest(
      (r) => r.method() === 'PATCH' && r.url().includes(`/job/content/${job.id}`),
    );
    await panel.locator('[data-testid="job-tier-select"]').getByText(premium.name, { exact: true }).click();
    expect((await patched).postDataJSON()).toEqual({ tierId: premium.id });
    await expect
      .poll(async () => plain(await panel.locator('[data-testid="job-tier-publish"]').textContent()))
      .toBe(plainMoney(premium.publishCents));
    expect((await callApi<{ tierId: number }>(page, 'GET', `/job/pricelist/${job.id}`)).tierId).toBe(
      premium.id,
    );
    await page.evaluate(() => document.fonts.ready.then(() => window.scrollTo(0, 0)));
    await screenshot(page, 'spending-job-tier');
    expect(pageErrors).toEqual([]);
  });
});

describe('licence (issue 12 point 3)', () => {
  it('shows the licence of today with its use, the licence history and the catalogue, read-only', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    const companyId = await activeCompanyId(page);
    const usage = await callApi<LicenseUsage>(page, 'GET', `/company/license/${companyId}`);
    const periods = await callApi<unknown[]>(page, 'GET', '/company-license');
    const catalogue = await callApi<unknown[]>(page, 'GET', '/license');
    expect(usage.name).not.toBeNull();

    await page.goto(`${e2e.server.url}/license`);
    await page.locator('#page-title', { hasText: text(e2e.it, 'routes.license') }).waitFor();
    const current = page.locator('[data-testid="license-current"]');
    await current.waitFor();
    expect(await current.locator('h2').textContent()).toBe(usage.name);
    const validity = await page.locator('[data-testid="license-validity"]').textContent();
    expect(validity).toBe(
      usage.endsOn === null
        ? b('license.validOpen', { start: italianDay(usage.startsOn!) })
        : b('license.valid', { start: italianDay(usage.startsOn!), end: italianDay(usage.endsOn) }),
    );
    expect(await page.locator('[data-testid="license-seats-value"]').textContent()).toBe(
      b('license.usedOf', { used: String(usage.seatsUsed), allowed: String(usage.seats) }),
    );
    expect(await page.locator('[data-testid="license-posts-value"]').textContent()).toBe(
      b('license.usedOf', { used: String(usage.jobPostsPublished), allowed: String(usage.jobPostsIncluded) }),
    );
    expect(await page.locator('[data-testid="license-current"] [role="progressbar"]').count()).toBe(2);
    await expect
      .poll(() => page.locator('[data-testid="license-history"] tbody tr').count())
      .toBe(Math.max(1, periods.length));
    await expect.poll(() => page.locator('[data-testid="license-offer"]').count()).toBe(catalogue.length);
    expect(await page.locator('[data-testid="license-offer"][data-current="true"]').count()).toBe(1);
    // Nothing to write: licences are the back office's.
    expect(await page.locator('[data-page="license"] button').count()).toBe(0);
    expect(await page.locator('.pi-wrench').count()).toBe(0);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(page, 'license');
    expect(await seriousAxeViolations(page, '[data-page="license"]')).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

describe('back-office staff', () => {
  it('are told the billing pages belong to a company account, with no company call', async () => {
    const { page, requests } = await e2e.newPage();
    await e2e.signIn(page, 'admin@hiring.demo');
    for (const path of ['/license', '/spending/budget', '/spending/pricelist']) {
      await page.goto(`${e2e.server.url}${path}`);
      await page.locator('[data-testid="billing-no-company"]').waitFor();
    }
    expect(requests.filter((url) => /\/api\/company\/(budget|tier|license)\//.test(url))).toEqual([]);
  });
});

/** Two days before the next invoice ('YYYY-MM-DD'), at noon in Rome (11:00 UTC in winter, 10:00 in summer: both that day). */
const nearInvoiceTimeOf = (nextInvoiceOn: string) => {
  const [year, month, day] = nextInvoiceOn.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day - 2, 11);
};

describe('invoice-soon banner (spec 9)', () => {
  const nearInvoice = (context: BrowserContext, nextInvoiceOn: string) =>
    context.clock.setFixedTime(nearInvoiceTimeOf(nextInvoiceOn));

  it('shows what the next invoice will ask near the end of the month, and stays dismissed', async () => {
    const first = await e2e.newPage();
    await e2e.signIn(first.page, GIULIA);
    const companyId = await activeCompanyId(first.page);
    await callApi(first.page, 'GET', `/company/sync-charges/${companyId}`);
    const budget = await callApi<Budget>(first.page, 'GET', `/company/budget/${companyId}`);
    expect(budget.invoiceDueCents).toBeGreaterThan(0);

    const { page, context, pageErrors } = await e2e.newPage();
    await nearInvoice(context, budget.nextInvoiceOn);
    await e2e.signIn(page, GIULIA);
    const banner = page.locator('[data-testid="banner-invoice"]');
    await banner.waitFor();
    expect(plain(await banner.textContent())).toContain(
      plain(
        b('preHeader.invoice', {
          date: italianDay(budget.nextInvoiceOn),
          amount: money(budget.invoiceDueCents),
        }),
      ),
    );
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(page, 'spending-invoice-banner');

    // Back on the app with the budget's answer held back: the banner comes from the last answer,
    // in the shell's first frame, not after the page (no layout shift for a returning user).
    const held: Array<() => Promise<void>> = [];
    await page.route('**/api/company/budget/**', (route) => {
      held.push(() => route.continue());
    });
    await page.reload();
    await page.locator('#home-title').waitFor();
    await banner.waitFor();
    expect(plain(await banner.textContent())).toContain(plainMoney(budget.invoiceDueCents));
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await Promise.all(held.map((release) => release()));
    await page.unroute('**/api/company/budget/**');

    await banner.getByRole('button', { name: text(e2e.it, 'preHeader.invoice.dismiss') }).click();
    await banner.waitFor({ state: 'detached' });
    const dismissed = await page.evaluate(
      () =>
        (
          JSON.parse(localStorage.getItem('status') ?? '{}') as {
            state?: { preHeaderInvoiceDismiss?: number };
          }
        ).state?.preHeaderInvoiceDismiss,
    );
    expect(dismissed).toBe(nearInvoiceTimeOf(budget.nextInvoiceOn));
    await page.reload();
    await page.locator('#home-title').waitFor();
    await page.locator('[data-testid="side-menu"]').waitFor();
    expect(await page.locator('[data-testid="banner-invoice"]').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});

describe('the banner and company switch for other roles', () => {
  it('asks a recruiter without the budget key for no budget, and shows no invoice banner', async () => {
    const budget = await giuliasBudget();
    const { page, context, requests } = await e2e.newPage();
    await context.clock.setFixedTime(nearInvoiceTimeOf(budget.nextInvoiceOn));
    await e2e.signIn(page, MARCO);
    await page.locator('[data-route="board_list"]').waitFor();
    expect(await page.locator('[data-testid="banner-invoice"]').count()).toBe(0);
    expect(requests.filter((url) => url.includes('/api/company/budget/'))).toEqual([]);
  });

  it('reloads the budget and the price list with the new company’s data after a switch (spec 4)', async () => {
    // Marco is a recruiter in Tecnoware and Studio Verdi: each company admin makes him an admin there.
    for (const admin of [GIULIA, PAOLO]) {
      const { page } = await e2e.newPage();
      await e2e.signIn(page, admin);
      const team = await callApi<Array<{ id: number; firstname: string; companyRoleId: number }>>(
        page,
        'GET',
        '/user-company/@team',
      );
      const membership = team.find((m) => m.firstname === 'Marco')!;
      await callApi(page, 'PATCH', `/user-company/${membership.id}`, { companyRoleId: 1 });
    }

    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, MARCO);
    const first = await activeCompanyId(page);
    await page.goto(`${e2e.server.url}/spending/budget`);
    await chartPainted(page);
    await memberRow(page, 'Giulia Rossi').waitFor();

    const reloaded = page.waitForResponse(
      (r) => /\/api\/company\/budget\/\d+\?/.test(r.url()) && !r.url().includes(`/budget/${first}?`),
    );
    await page.locator('[data-testid="company-switcher"]').click();
    await page.locator('#company-switcher-menu').waitFor();
    await page
      .locator('#company-switcher-menu')
      .getByRole('menuitem', { name: /Studio Verdi/ })
      .click();
    const second = (await (await reloaded).json()) as { data: Budget };
    expect(second.data.companyId).not.toBe(first);
    expect(new URL(page.url()).pathname).toBe('/spending/budget');
    await memberRow(page, 'Paolo Verdi').waitFor();
    expect(await memberRow(page, 'Giulia Rossi').count()).toBe(0);
    await expect
      .poll(async () => plain(await page.locator('[data-testid="budget-spent"]').textContent()))
      .toBe(plainMoney(second.data.currentMonth.spentCents));

    // The price list asks for the company now active.
    const tiers = page.waitForResponse((r) => r.url().includes(`/api/company/tier/${second.data.companyId}`));
    await page.goto(`${e2e.server.url}/spending/pricelist`);
    expect((await tiers).status()).toBe(200);
    await page.locator('[data-testid="tiers"]').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
