/**
 * Pure helpers of `npm run audit:web` (bench/audit-web.ts): the scores of a Lighthouse result, the
 * budget check and the table it prints. No browser, no server: unit-tested in lighthouse-scores.test.ts.
 */

/** The categories the audit runs; the first two carry the budget, the others are printed only. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The part of a Lighthouse result (LH.Result) these helpers read. */
export interface LighthouseResultLike {
  categories: Partial<
    Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>
  >;
  audits: Record<
    string,
    {
      id: string;
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      numericValue?: number;
      displayValue?: string;
      details?: unknown;
    }
  >;
}

/** Scores 0–100 (null when Lighthouse could not compute one) and the main metrics in ms (CLS unitless). */
export interface PageScores {
  scores: Record<Category, number | null>;
  metrics: { fcp?: number; lcp?: number; tbt?: number; cls?: number; si?: number };
}

export interface Budget {
  performance: number;
  accessibility: number;
  /** A bar for SEO too, on the pages search engines should find (the public job page). */
  seo?: number;
}

/** Issue 15: performance ≥ 95 and accessibility 100 on desktop. */
export const DEFAULT_BUDGET: Budget = { performance: 95, accessibility: 100 };

/** Issue 19: the public job page on the mobile profile, performance ≥ 90, accessibility and SEO 100. */
export const PUBLIC_JOB_BUDGET: Budget = { performance: 90, accessibility: 100, seo: 100 };

export function scoresOf(lhr: LighthouseResultLike): PageScores {
  const scores = {} as Record<Category, number | null>;
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score;
    scores[category] = score === null || score === undefined ? null : Math.round(score * 100);
  }
  const value = (id: string) => lhr.audits[id]?.numericValue;
  return {
    scores,
    metrics: {
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      si: value('speed-index'),
    },
  };
}

/** What misses the budget, one line each ("performance 91 < 95"); empty when the page passes. */
export function budgetFailures(page: PageScores, budget: Budget): string[] {
  const failures: string[] = [];
  for (const category of ['performance', 'accessibility', 'seo'] as const) {
    const bar = budget[category];
    if (bar === undefined) continue;
    const score = page.scores[category];
    if (score === null) failures.push(`${category}: no score`);
    else if (score < bar) failures.push(`${category} ${score} < ${bar}`);
  }
  return failures;
}

/**
 * The audits of a category that cost points: weighted audits scoring below 1 (accessibility: every
 * failing check), then, for performance, the opportunities and diagnostics that found something.
 */
export function failingAudits(lhr: LighthouseResultLike, category: Category): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const lines: string[] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative') continue;
    if (audit.scoreDisplayMode === 'manual') continue;
    if (ref.weight === 0 && category !== 'performance') continue;
    if (ref.weight === 0 && audit.score >= 0.9) continue;
    const shown = audit.displayValue ? ` (${audit.displayValue})` : '';
    const items = itemsOf(audit.details);
    lines.push(
      `${ref.weight > 0 ? `w${ref.weight}` : 'diag'} ${audit.id}: ${audit.title}${shown}` +
        (items.length > 0 ? `\n${items.map((item) => `      · ${item}`).join('\n')}` : ''),
    );
  }
  return lines;
}

/** Up to five offending elements or URLs of an audit's details, for the printed diagnosis. */
function itemsOf(details: unknown): string[] {
  if (!details || typeof details !== 'object' || !('items' in details)) return [];
  const items = (details as { items: unknown }).items;
  if (!Array.isArray(items)) return [];
  const lines: string[] = [];
  for (const raw of items) {
    if (lines.length === 5) break;
    const item = raw as Record<string, unknown>;
    const node = item.node as { selector?: string; snippet?: string } | undefined;
    if (node?.selector || node?.snippet)
      lines.push(clip(`${node.selector ?? ''} ${node.snippet ?? ''}`.trim()));
    else if (typeof item.url === 'string') {
      const bytes =
        typeof item.wastedBytes === 'number' ? ` (${Math.round(item.wastedBytes / 1024)} KB)` : '';
      lines.push(clip(`${item.url}${bytes}`));
    }
    // Other shapes (nested tables, metric breakdowns) are left to the HTML report.
  }
  return lines;
}

const clip = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i <= 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i <= 1 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

const score = (value: number | null) => (value === null ? '-' : String(value));
const ms = (value: number | undefined) => (value === undefined ? '-' : String(Math.round(value)));

/** The markdown table of scores and metrics printed at the end (and pasted into bench/README.md). */
export function scoreTable(pages: Array<{ name: string; path: string; result: PageScores }>): string {
  return table(
    ['page', 'path', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'],
    pages.map(({ name, path, result }) => [
      name,
      path,
      score(result.scores.performance),
      score(result.scores.accessibility),
      score(result.scores['best-practices']),
      score(result.scores.seo),
      ms(result.metrics.fcp),
      ms(result.metrics.lcp),
      ms(result.metrics.tbt),
      result.metrics.cls === undefined ? '-' : result.metrics.cls.toFixed(3),
    ]),
  );
}
