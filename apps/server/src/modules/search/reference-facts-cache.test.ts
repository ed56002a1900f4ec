import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { cachedFacts, FACTS_MAX_ENTRIES, FACTS_TTL_MS } from './reference-facts-cache.js';

/** A stand-in database: the cache only keys on the object. */
const newDb = () => ({}) as Database;

describe('reference facts cache', () => {
  it('reads a filter set once within the minute, again after it', async () => {
    const db = newDb();
    let reads = 0;
    const load = async () => ++reads;
    expect(await cachedFacts(db, 'a', load, 1_000)).toBe(1);
    expect(await cachedFacts(db, 'a', load, 1_000 + FACTS_TTL_MS - 1)).toBe(1);
    expect(await cachedFacts(db, 'b', load, 1_000)).toBe(2);
    expect(await cachedFacts(db, 'a', load, 1_000 + FACTS_TTL_MS)).toBe(3);
  });

  it('keeps each database apart', async () => {
    let reads = 0;
    const load = async () => ++reads;
    expect(await cachedFacts(newDb(), 'a', load, 0)).toBe(1);
    expect(await cachedFacts(newDb(), 'a', load, 0)).toBe(2);
  });

  it('shares one read between concurrent misses and does not keep a failure', async () => {
    const db = newDb();
    let reads = 0;
    const failing = () => {
      reads++;
      return Promise.reject(new Error('unknown id'));
    };
    const both = [cachedFacts(db, 'x', failing, 0), cachedFacts(db, 'x', failing, 0)];
    await expect(Promise.all(both)).rejects.toThrow('unknown id');
    expect(reads).toBe(1);
    expect(await cachedFacts(db, 'x', async () => 'found', 0)).toBe('found');
  });

  it('drops the least recently used filter set past its bound', async () => {
    const db = newDb();
    for (let i = 0; i < FACTS_MAX_ENTRIES; i++) await cachedFacts(db, `k${i}`, async () => i, 0);
    // k0 used again: k1 is now the oldest and goes when one more arrives.
    expect(await cachedFacts(db, 'k0', async () => -1, 0)).toBe(0);
    await cachedFacts(db, 'new', async () => 'new', 0);
    expect(await cachedFacts(db, 'k0', async () => -1, 0)).toBe(0);
    expect(await cachedFacts(db, 'k1', async () => -1, 0)).toBe(-1);
  });
});
