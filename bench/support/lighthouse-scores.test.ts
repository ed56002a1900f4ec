import { describe, expect, it } from 'vitest';
import {
  budgetFailures,
  DEFAULT_BUDGET,
  failingAudits,
  PUBLIC_JOB_BUDGET,
  scoresOf,
  scoreTable,
  type LighthouseResultLike,
} from './lighthouse-scores.js';

const audit = (id: string, score: number | null, extra: Record<string, unknown> = {}) => ({
  id,
  title: `${id} title`,
  score,
  scoreDisplayMode: 'binary',
  ...extra,
});

const lhr: LighthouseResultLike = {
  categories: {
    performance: {
      score: 0.934,
      auditRefs: [
        { id: 'largest-contentful-paint', weight: 25 },
        { id: 'unused-javascript', weight: 0 },
        { id: 'bootup-time', weight: 0 },
      ],
    },
    accessibility: {
      score: 0.96,
      auditRefs: [
        { id: 'color-contrast', weight: 7 },
        { id: 'image-alt', weight: 10 },
        { id: 'aria-allowed-role', weight: 0 },
      ],
    },
    'best-practices': { score: 1, auditRefs: [] },
    seo: { score: null, auditRefs: [] },
  },
  audits: {
    'first-contentful-paint': audit('first-contentful-paint', 1, { numericValue: 612.4 }),
    'largest-contentful-paint': audit('largest-contentful-paint', 0.8, {
      numericValue: 1433.6,
      displayValue: '1.4 s',
      scoreDisplayMode: 'numeric',
    }),
    'total-blocking-time': audit('total-blocking-time', 1, { numericValue: 12 }),
    'cumulative-layout-shift': audit('cumulative-layout-shift', 1, { numericValue: 0.0123 }),
    'unused-javascript': audit('unused-javascript', 0.5, {
      scoreDisplayMode: 'metricSavings',
      details: { items: [{ url: 'http://x/assets/a.js', wastedBytes: 40_960 }, { other: { nested: true } }] },
    }),
    'bootup-time': audit('bootup-time', 0.95, { scoreDisplayMode: 'numeric' }),
    'color-contrast': audit('color-contrast', 0, {
      details: { items: [{ node: { selector: 'li.counter', snippet: '<li class="counter">' } }] },
    }),
    'image-alt': audit('image-alt', null, { scoreDisplayMode: 'notApplicable' }),
    'aria-allowed-role': audit('aria-allowed-role', 0),
  },
};

describe('lighthouse scores', () => {
  it('reads the category scores as 0–100 and the metrics', () => {
    const page = scoresOf(lhr);
    expect(page.scores).toEqual({ performance: 93, accessibility: 96, 'best-practices': 100, seo: null });
    expect(page.metrics).toMatchObject({ fcp: 612.4, lcp: 1433.6, tbt: 12, cls: 0.0123 });
    expect(page.metrics.si).toBeUndefined();
  });

  it('lists what misses the budget, and nothing for a page that meets it', () => {
    expect(budgetFailures(scoresOf(lhr), DEFAULT_BUDGET)).toEqual([
      'performance 93 < 95',
      'accessibility 96 < 100',
    ]);
    const good = scoresOf(lhr);
    good.scores.performance = 95;
    good.scores.accessibility = 100;
    expect(budgetFailures(good, DEFAULT_BUDGET)).toEqual([]);
    good.scores.accessibility = null;
    expect(budgetFailures(good, DEFAULT_BUDGET)).toEqual(['accessibility: no score']);
  });

  it('checks SEO only where the budget has a bar for it', () => {
    const page = scoresOf(lhr);
    page.scores = { performance: 91, accessibility: 100, 'best-practices': 100, seo: null };
    expect(budgetFailures(page, DEFAULT_BUDGET)).toEqual(['performance 91 < 95']);
    expect(budgetFailures(page, PUBLIC_JOB_BUDGET)).toEqual(['seo: no score']);
    page.scores.seo = 92;
    expect(budgetFailures(page, PUBLIC_JOB_BUDGET)).toEqual(['seo 92 < 100']);
    page.scores.seo = 100;
    expect(budgetFailures(page, PUBLIC_JOB_BUDGET)).toEqual([]);
  });

  it('names the failing accessibility checks with their elements, skipping unweighted and n/a ones', () => {
    expect(failingAudits(lhr, 'accessibility')).toEqual([
      'w7 color-contrast: color-contrast title\n      · li.counter <li class="counter">',
    ]);
  });

  it('names the performance metrics and the diagnostics below 0.9, with their URLs', () => {
    expect(failingAudits(lhr, 'performance')).toEqual([
      'w25 largest-contentful-paint: largest-contentful-paint title (1.4 s)',
      'diag unused-javascript: unused-javascript title\n      · http://x/assets/a.js (40 KB)',
    ]);
  });

  it('prints one table row per page', () => {
    const table = scoreTable([{ name: 'login', path: '/login', result: scoresOf(lhr) }]).split('\n');
    expect(table).toHaveLength(3);
    expect(table[2]).toMatch(
      /^\| login \| \/login \|\s+93 \|\s+96 \|\s+100 \|\s+- \|\s+612 \|\s+1434 \|\s+12 \| 0\.012 \|$/,
    );
  });
});
