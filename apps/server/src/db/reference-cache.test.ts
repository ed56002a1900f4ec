import { describe, expect, it } from 'vitest';
import type { Database } from './client.js';
import { cachedReference, REFERENCE_MAX_ENTRIES, REFERENCE_TTL_MS } from './reference-cache.js';

/** A stand-in database: the cache only keys on the object. */
const newDb = () => ({}) as Database;

describe('reference cache', () => {
  it('reads a key once within the minute, again after it', async () => {
    const db = newDb();
    let reads = 0;
    const load = async () => ++reads;
    expect(await cachedReference(db, 'a', load, 1_000)).toBe(1);
    expect(await cachedReference(db, 'a', load, 1_000 + REFERENCE_TTL_MS - 1)).toBe(1);
    expect(await cachedReference(db, 'b', load, 1_000)).toBe(2);
    expect(await cachedReference(db, 'a', load, 1_000 + REFERENCE_TTL_MS)).toBe(3);
  });

  it('keeps each database apart', async () => {
    let reads = 0;
    const load = async () => ++reads;
    expect(await cachedReference(newDb(), 'a', load, 0)).toBe(1);
    expect(await cachedReference(newDb(), 'a', load, 0)).toBe(2);
  });

  it('shares one read between concurrent misses and does not keep a failure', async () => {
    const db = newDb();
    let reads = 0;
    const failing = () => {
      reads++;
      return Promise.reject(new Error('unknown id'));
    };
    const both = [cachedReference(db, 'x', failing, 0), cachedReference(db, 'x', failing, 0)];
    await expect(Promise.all(both)).rejects.toThrow('unknown id');
    expect(reads).toBe(1);
    expect(await cachedReference(db, 'x', async () => 'found', 0)).toBe('found');
  });

  it('drops the least recently used key past its bound', async () => {
    const db = newDb();
    for (let i = 0; i < REFERENCE_MAX_ENTRIES; i++) await cachedReference(db, `k${i}`, async () => i, 0);
    // k0 used again: k1 is now the oldest and goes when one more arrives.
    expect(await cachedReference(db, 'k0', async () => -1, 0)).toBe(0);
    await cachedReference(db, 'new', async () => 'new', 0);
    expect(await cachedReference(db, 'k0', async () => -1, 0)).toBe(0);
    expect(await cachedReference(db, 'k1', async () => -1, 0)).toBe(-1);
  });
});
