import autocannon, { type Instance, type Result } from 'autocannon';
import { settings } from './settings.js';

export interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
}

export interface Measured {
  target: Target;
  result: Result;
  failures: number;
}

let running: Instance | undefined;

/** Stops the measurement under way (Ctrl-C). */
export function stopMeasuring(): void {
  running?.stop();
}

/** Knobs a benchmark may set itself (its own defaults); the rest come from the shared settings. */
export type MeasureOptions = Pick<typeof settings, 'seconds' | 'warmupSeconds' | 'connections' | 'workers'>;

export async function measure(target: Target, options: MeasureOptions = settings): Promise<Measured> {
  console.info(`  measuring ${target.name}: ${options.warmupSeconds} s warm-up + ${options.seconds} s ...`);
  running = autocannon({
    url: target.url,
    headers: target.headers,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    ...(options.workers > 0 ? { workers: options.workers } : {}),
    ...(options.warmupSeconds > 0 ? { warmup: { duration: options.warmupSeconds } } : {}),
  });
  const result = await running;
  running = undefined;
  // autocannon counts a timeout among the errors as well.
  const failures = result.errors + result.non2xx;
  return { target, result, failures };
}
