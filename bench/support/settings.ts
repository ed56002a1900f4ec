/** The benchmark's knobs, read from the environment (see list-endpoint.bench.ts). */
export function intEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got '${raw}'`);
  return n;
}

export const settings = {
  seconds: intEnv('BENCH_SECONDS', 10, 1, 600),
  warmupSeconds: intEnv('BENCH_WARMUP_SECONDS', 2, 0, 60),
  connections: intEnv('BENCH_CONNECTIONS', 10, 1, 1000),
  extraJobs: intEnv('BENCH_JOBS', 2000, 0, 200_000),
  workers: intEnv('BENCH_WORKERS', 1, 0, 16),
  analyze: intEnv('BENCH_ANALYZE', 1, 0, 1) === 1,
  targets: (process.env.BENCH_TARGETS || 'bare,job-list,reference')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
};
const targetNames = ['bare', 'job-list', 'reference'];
for (const name of settings.targets) {
  if (!targetNames.includes(name))
    throw new Error(`BENCH_TARGETS: unknown target '${name}' (known: ${targetNames.join(', ')})`);
}
