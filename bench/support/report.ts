import os from 'node:os';
import type { Measured } from './measure.js';
import { settings } from './settings.js';

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** autocannon records latencies in whole milliseconds: 0 means under one. */
const ms = (value: number) => (value < 1 ? '<1' : value.toFixed(0));

export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

export function report(measured: Measured[], dbLabel: string, loadBefore: string): void {
  const bare = measured.find((m) => m.target.name === 'bare')?.result.requests.mean;
  const rows = measured.map(({ target, result, failures }) => [
    target.name,
    result.requests.mean.toFixed(0),
    ms(result.latency.p50),
    ms(result.latency.p99),
    String(result.latency.totalCount),
    failures === 0 ? '0' : `${result.errors} err (${result.timeouts} timeouts), ${result.non2xx} non-2xx`,
    bare ? `${((result.requests.mean / bare) * 100).toFixed(1)} %` : '-',
  ]);
  const cpus = os.cpus();
  console.info('');
  console.info(`Database:    ${dbLabel}`);
  console.info(`Node:        ${process.version} (${process.platform} ${process.arch})`);
  console.info(`CPUs:        ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown'}`);
  console.info(
    `Load avg:    ${loadBefore} before, ${loadAverage()} after (1, 5, 15 min; other processes skew the figures)`,
  );
  console.info(`Statistics:  ${settings.analyze ? 'ANALYZE run after seeding' : 'none (BENCH_ANALYZE=0)'}`);
  console.info(
    `Traffic:     ${settings.connections} connections, ${settings.seconds} s after ${settings.warmupSeconds} s warm-up, ` +
      `generator ${settings.workers > 0 ? `in ${settings.workers} worker thread(s)` : 'on the main thread'}`,
  );
  console.info('');
  console.info(
    table(['target', 'req/s (mean)', 'p50 ms', 'p99 ms', 'requests', 'errors / non-2xx', 'vs bare'], rows),
  );
  console.info('');
  for (const m of measured) console.info(`  ${m.target.name.padEnd(10)} ${m.target.url}`);
}

// ---------------------------------------------------------------------------------------------
