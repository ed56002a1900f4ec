import { stopMeasuring } from './measure.js';

/** What a benchmark's body gets: where to register its cleanups, and whether Ctrl-C was pressed. */
export interface BenchRun {
  /** Run in reverse order at the end (servers first, then the database, then its files). */
  cleanups: Array<() => Promise<unknown>>;
  interrupted(): boolean;
}

/**
 * Runs a benchmark: a Ctrl-C or SIGTERM stops the measurement under way, the cleanups run even after a
 * failure, and the body's result becomes the exit code.
 */
export function runBench(body: (run: BenchRun) => Promise<number>): void {
  const cleanups: BenchRun['cleanups'] = [];
  let interrupted = false;
  const onSignal = () => {
    interrupted = true;
    stopMeasuring();
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const finish = async () => {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => console.error('cleanup failed:', error));
    }
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
  body({ cleanups, interrupted: () => interrupted })
    .finally(finish)
    .then(
      (code) => {
        process.exitCode = code;
      },
      (error: unknown) => {
        console.error(error);
        process.exitCode = 1;
      },
    );
}
