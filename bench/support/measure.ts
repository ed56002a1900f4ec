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

export async function measure(target: Target): Promise<Measured> {
  console.info(`  measuring ${target.name}: ${settings.warmupSeconds} s warm-up + ${settings.seconds} s ...`);
  running = autocannon({
    url: target.url,
    headers: target.headers,
    connections: settings.connections,
    duration: settings.seconds,
    timeout: 10,
    ...(settings.workers > 0 ? { workers: settings.workers } : {}),
    ...(settings.warmupSeconds > 0 ? { warmup: { duration: settings.warmupSeconds } } : {}),
  });
  const result = await running;
  running = undefined;
  // autocannon counts a timeout among the errors as well.
  const failures = result.errors + result.non2xx;
  return { target, result, failures };
}
