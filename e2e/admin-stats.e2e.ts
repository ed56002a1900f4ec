import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.js';
import { seriousAxeViolations } from './support/axe-check.js';
import { useE2E } from './support/harness.js';
import { text, type Messages } from './support/messages.js';
import { screenshot } from './support/page.js';
import { repoRoot } from './support/server.js';

const STATS_ADMIN = 'admin.user-stats@hiring.demo';
const GIULIA = 'giulia.rossi@tecnoware.demo';

interface Series {
  from: string;
  to: string;
  bucket: 'day' | 'week' | 'month';
  labels: string[];
  datasets: Array<{ key: string; data: Array<number | null> }>;
}

const e2e = useE2E();

/** 'YYYY-MM-DD' as the app shows it ('01/12/2026'). */
const italianDay = (day: string) => day.split('-').reverse().join('/');
const dayOf = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
const minusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const count = (value: number | null) => (value === null ? '–' : new Intl.NumberFormat('it-IT').format(value));
const rate = (value: number | null) =>
  value === null ? '–' : `${new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 }).format(value)} %`;

/** How many of the canvas's pixels are painted (not transparent). */
async function paintedPixels(page: Page, name: string): Promise<number> {
  const canvas = page.locator(`[data-testid="stats-chart-${name}"] canvas`);
  await canvas.waitFor();
  let painted = 0;
  await expect
    .poll(async () => {
      painted = await canvas.evaluate((element: HTMLCanvasElement) => {
        const context = element.getContext('2d');
        if (!context || element.width === 0) return 0;
        const { data } = context.getImageData(0, 0, element.width, element.height);
        let n = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++;
        return n;
      });
      return painted;
    })
    .toBeGreaterThan(2000);
  return painted;
}

/** The rows of a chart's data table as cell texts. */
const tableRows = (page: Page, name: string) =>
  page
    .locator(`[data-testid="stats-table-${name}"] tbody tr`)
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('td')).map((cell) => (cell.textContent ?? '').trim()),
      ),
    );

describe('/admin/stats', () => {
  let page: Page;
  let st: Messages;
  const s = (key: string, values?: Record<string, string>) => text(st, key, values);
  // Noon in Italy today: the presets' range stays the same for the whole file, whenever it runs.
  const today = dayOf(new Date());
  const fixedNow = new Date(`${today}T10:00:00Z`);
  const range = { from: minusDays(today, 89), to: today };

  beforeAll(async () => {
    st = JSON.parse(
      await readFile(join(repoRoot, 'apps/web/public/locales/it/admin-stats.json'), 'utf8'),
    ) as Messages;
    page = (await e2e.newPage()).page;
    await page.clock.setFixedTime(fixedNow);
    await e2e.signIn(page, STATS_ADMIN);
  });

  it('draws every chart for a picked range, with tables that match the API', async () => {
    await page.goto(`${e2e.server.url}/admin/stats`);
    await page.locator('#page-title').waitFor();
    await page.getByTestId('stats-preset-last90').click();
    await expect
      .poll(() => page.getByTestId('stats-summary').textContent())
      .toContain(italianDay(range.from));
    await expect
      .poll(() => page.getByTestId('stats-preset-last90').getAttribute('aria-pressed'))
      .toBe('true');
    expect(await page.locator('#stats-range').inputValue()).toBe(
      `${italianDay(range.from)} - ${italianDay(range.to)}`,
    );

    for (const name of ['signups', 'active-users', 'jobs-published', 'applications', 'conversion']) {
      const series = await callApi<Series>(
        page,
        'GET',
        `/admin/stats/${name}?from=${range.from}&to=${range.to}`,
      );
      expect(series.bucket).toBe('week');
      expect(await paintedPixels(page, name)).toBeGreaterThan(2000);
      await page.getByTestId(`stats-toggle-${name}`).click();
      await page.getByTestId(`stats-table-${name}`).waitFor();
      const expected = series.labels.map((_, i) =>
        series.datasets.map((d) => (d.key === 'rate' ? rate(d.data[i]!) : count(d.data[i]!))),
      );
      await expect
        .poll(async () => (await tableRows(page, name)).map((cells) => cells.slice(1)))
        .toEqual(expected);
    }
    // The applications' weeks are named by their first day, the first one cut at the range's start.
    const firstRow = page.locator('[data-testid="stats-table-applications"] tbody tr').first();
    expect(await firstRow.locator('td').first().textContent()).toBe(
      s('table.weekOf', { day: italianDay(range.from) }),
    );
    // The funnel's steps start with every application sent.
    const funnelFirst = page.locator('[data-testid="stats-table-conversion"] tbody tr').first();
    expect(await funnelFirst.locator('td').first().textContent()).toBe(s('steps.applied'));
    await screenshot(page, 'admin-stats');
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
  });

  it('filters by company, the tables following the API', async () => {
    // A page of its own on the real clock: the autocomplete waits on timers the fixed clock holds.
    const own = (await e2e.newPage()).page;
    await e2e.signIn(own, STATS_ADMIN);
    await own.goto(`${e2e.server.url}/admin/stats`);
    await own.getByTestId('stats-toggle-applications').click();
    const [company] = await callApi<Array<{ id: number; name: string }>>(
      own,
      'GET',
      '/admin/stats/companies?q=Tecno',
    );
    expect(company).toBeDefined();
    await own.locator('#stats-company').pressSequentially('Tecno');
    await own.locator('.p-autocomplete-panel li', { hasText: company!.name }).first().click();
    await expect.poll(() => own.getByTestId('stats-summary').textContent()).toContain(company!.name);
    // The range shown (the default: the last 30 days), read back from the calendar.
    const [from, to] = (await own.locator('#stats-range').inputValue())
      .split(' - ')
      .map((d) => d.split('/').reverse().join('-'));
    const series = await callApi<Series>(
      own,
      'GET',
      `/admin/stats/applications?from=${from}&to=${to}&companyId=${company!.id}`,
    );
    await expect
      .poll(async () => (await tableRows(own, 'applications')).map((cells) => cells.slice(1)))
      .toEqual(series.labels.map((_, i) => [count(series.datasets[0]!.data[i]!)]));
    await own.screenshot({ path: join(repoRoot, 'e2e/screenshots/admin-stats-company.png') });
  });

  it('downloads a chart’s numbers as CSV', async () => {
    const series = await callApi<Series>(
      page,
      'GET',
      `/admin/stats/applications?from=${range.from}&to=${range.to}`,
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('stats-csv-applications').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`applications_${range.from}_${range.to}.csv`);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('\uFEFFPeriodo;Candidature');
    expect(lines.slice(1, -1)).toEqual(
      series.labels.map((label, i) => `${italianDay(label)};${series.datasets[0]!.data[i]}`),
    );
  });

  it('takes a range picked in the calendar', async () => {
    await page.goto(`${e2e.server.url}/admin/stats`);
    await page.locator('#page-title').waitFor();
    // The calendar opens on the month of the range's start (the last 30 days by default).
    const month = minusDays(today, 29).slice(0, 7);
    await page.locator('[data-testid="stats-range"] .p-datepicker-trigger').click();
    const firstMonth = page.locator('.p-datepicker .p-datepicker-group').first();
    const day = (n: string) =>
      firstMonth.locator('td:not(.p-datepicker-other-month) > span', { hasText: new RegExp(`^${n}$`) });
    await day('10').click();
    await day('12').click();
    await page.keyboard.press('Escape');
    const picked = { from: `${month}-10`, to: `${month}-12` };
    await expect
      .poll(() => page.locator('#stats-range').inputValue())
      .toBe(`${italianDay(picked.from)} - ${italianDay(picked.to)}`);
    await expect.poll(() => page.getByTestId('stats-summary').textContent()).toContain(italianDay(picked.to));
    const series = await callApi<Series>(
      page,
      'GET',
      `/admin/stats/applications?from=${picked.from}&to=${picked.to}`,
    );
    expect(series.labels).toEqual([picked.from, `${month}-11`, picked.to]);
    await page.getByTestId('stats-toggle-applications').click();
    await expect
      .poll(async () => tableRows(page, 'applications'))
      .toEqual(series.labels.map((label, i) => [italianDay(label), count(series.datasets[0]!.data[i]!)]));
    expect(await paintedPixels(page, 'applications')).toBeGreaterThan(2000);
  });

  it('is refused to a company user', async () => {
    const other = (await e2e.newPage()).page;
    await e2e.signIn(other, GIULIA);
    const status = await other.evaluate(async (from) => {
      const response = await fetch(`/api/admin/stats/signups?from=${from}&to=${from}`, {
        headers: { authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}` },
      });
      return response.status;
    }, range.from);
    expect(status).toBe(403);
  });
});
