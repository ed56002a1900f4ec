import type { FastifyBaseLogger } from 'fastify';

/** A background worker run in rounds: one round on demand (tests), or rounds on a timer until stopped. */
export interface RoundLoop<R> {
  runOnce(): Promise<R>;
  /** Runs rounds every `intervalMs` (timer unref'd) until stop(). */
  start(intervalMs: number): void;
  stop(): Promise<void>;
  /** Runs rounds now, as a tick would (nothing when rounds are under way, or when not started). */
  wake(): void;
}

/**
 * Runs `runOnce` on each tick, round after round while `more(round)` says the last one came back full;
 * a tick while rounds run is skipped (no pile-up behind a slow service). stop() waits for the rounds
 * under way. Used by the web-push and mail dispatchers.
 */
export function roundLoop<R>(options: {
  runOnce: () => Promise<R>;
  more: (round: R) => boolean;
  log: FastifyBaseLogger;
  name: string;
}): RoundLoop<R> {
  const { runOnce, more, log, name } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;

  async function drain(): Promise<void> {
    while (!stopped && more(await runOnce()));
  }

  function tick() {
    running ??= drain()
      .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  }

  return {
    runOnce,
    start(intervalMs) {
      if (timer || intervalMs <= 0) return;
      stopped = false;
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await running;
    },
    wake() {
      if (timer) tick();
    },
  };
}
