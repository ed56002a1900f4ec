import { loadLine } from './bench-lanes.js';
import { msCell, type LoadResult } from './paced-load.js';

/** One measured target of a lane, and the baseline its throughput is compared with. */
export interface LoadRow {
  database: string;
  target: string;
  result: LoadResult;
  baseline: LoadResult;
}

const columns: Array<[string, (row: LoadRow) => string]> = [
  ['database', (r) => r.database],
  ['target', (r) => r.target],
  ['req/s', (r) => r.result.rps.toFixed(0)],
  ['p50 ms', (r) => msCell(r.result.p50)],
  ['p95 ms', (r) => msCell(r.result.p95)],
  ['p99 ms', (r) => msCell(r.result.p99)],
  ['requests', (r) => String(r.result.requests)],
  ['failures', (r) => String(r.result.failures)],
  ['vs baseline', (r) => `${((r.result.rps / r.baseline.rps) * 100).toFixed(2)} %`],
];

/** Prints the machine line and a Markdown table of the rows (ready for bench/README.md). */
export function printLoadTable(note: string, rows: LoadRow[]): void {
  console.info(`\n${loadLine()}; ${note}`);
  console.info(`| ${columns.map(([title]) => title).join(' | ')} |`);
  console.info(`|${columns.map((_c, i) => (i < 2 ? '---' : '--:')).join('|')}|`);
  for (const row of rows) console.info(`| ${columns.map(([, cell]) => cell(row)).join(' | ')} |`);
}
