/**
 * State that every instance of the server must see alike (issue 16, docs/deploy.md "Several instances"):
 * attempt counters of the rate limits and the one-time tokens already spent (bot-check solutions).
 * Three stores keep it: this process's memory (the embedded database: one instance only), PostgreSQL
 * tables (instances sharing a PostgreSQL database) and Redis (REDIS_URL). Every time is passed in by
 * the caller, so one clock, the server's own, rules all three and tests can move it.
 */
export interface SharedState {
  readonly kind: 'memory' | 'postgres' | 'redis';
  /**
   * Counts one attempt of `key` at `now` in a fixed window of `windowMs` that opens at the key's first
   * attempt; answers the attempts in the window so far and when it ends (epoch ms).
   */
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>;
  /** Takes back one attempt of `key` in its current window (one that turned out not to count). */
  refund(key: string, now: number): Promise<void>;
  /** Forgets the attempts of `key`. */
  reset(key: string): Promise<void>;
  /** Marks `key` as used until `expiresAt`; false when it already was and has not expired at `now`. */
  claimOnce(key: string, expiresAt: number, now: number): Promise<boolean>;
  /** Reachable? (the readiness probe) */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Expired rows and windows are swept once per this many writes (the SQL store). */
export const SWEEP_EVERY = 200;
