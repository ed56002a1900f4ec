import { AttemptCounter } from './attempt-counter.js';
import type { SharedState } from './shared-state.js';

/**
 * The store of a single instance (the embedded database allows no other): counters and spent tokens in
 * this process's memory, bounded (AttemptCounter's cap; a token leaves when it expires).
 */
export function memoryState(): SharedState {
  /** One counter per window length: AttemptCounter keeps its keys in expiry order for that. */
  const counters = new Map<number, AttemptCounter>();
  const used = new Map<string, number>();
  const counterFor = (windowMs: number) => {
    let counter = counters.get(windowMs);
    if (!counter) counters.set(windowMs, (counter = new AttemptCounter(windowMs)));
    return counter;
  };
  /** Tokens are claimed in roughly the order they expire: the oldest sit at the front. */
  const sweep = (now: number) => {
    for (const [key, expiresAt] of used) {
      if (expiresAt > now) break;
      used.delete(key);
    }
  };
  return {
    kind: 'memory',
    hit: async (key, windowMs, now) => counterFor(windowMs).hit(key, now),
    async refund(key, now) {
      for (const counter of counters.values()) counter.refund(key, now);
    },
    async reset(key) {
      for (const counter of counters.values()) counter.reset(key);
    },
    async claimOnce(key, expiresAt, now) {
      sweep(now);
      const held = used.get(key);
      if (held !== undefined && held > now) return false;
      used.set(key, expiresAt);
      return true;
    },
    ping: async () => undefined,
    close: async () => undefined,
  };
}
