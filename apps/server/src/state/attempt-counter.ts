/**
 * Counts attempts per key in fixed windows that open at a key's first attempt (so there is no
 * global boundary to time a burst against). One counter serves one limit, so every window has the
 * same length and a Map, which keeps insertion order, holds the keys sorted by window end: expired
 * keys are pruned from the front in time proportional to their number.
 *
 * The memory store's counters (memory-state.ts): one instance only; several share theirs through
 * PostgreSQL or Redis (postgres-state.ts, redis-state.ts).
 */
export class AttemptCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly windowMs: number,
    /** A hard cap for floods of distinct keys (spoofed addresses, invented emails): the oldest window goes first. */
    private readonly maxKeys = 100_000,
  ) {}

  /** Counts one attempt of `key` at `now`; returns the attempts in its window so far and when it ends. */
  hit(key: string, now: number): { count: number; resetAt: number } {
    this.prune(now);
    let window = this.windows.get(key);
    if (!window) {
      if (this.windows.size >= this.maxKeys) this.evictOldest();
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetAt: window.resetAt };
  }

  /** Takes back one attempt of `key` in its window at `now` (one that turned out not to count, e.g. a successful sign-in). */
  refund(key: string, now: number): void {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) return;
    window.count -= 1;
    if (window.count <= 0) this.windows.delete(key);
  }

  /** Forgets the attempts of `key`. */
  reset(key: string): void {
    this.windows.delete(key);
  }

  get size(): number {
    return this.windows.size;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.resetAt > now) break;
      this.windows.delete(key);
    }
  }

  private evictOldest(): void {
    const oldest = this.windows.keys().next();
    if (!oldest.done) this.windows.delete(oldest.value);
  }
}
