import type { Database } from '../../db/client.js';

/**
 * How long the reference facts of one set of filters are reused: the same minute as the AI's
 * reference catalog (ai/reference-catalog.ts), since reference data changes only when the server
 * seeds it at start; the public reference lists themselves are cacheable for five minutes.
 */
export const FACTS_TTL_MS = 60_000;
/** At most this many filter sets per database; the least recently used goes first. */
export const FACTS_MAX_ENTRIES = 500;

interface Entry<T> {
  at: number;
  value: Promise<T>;
}

const caches = new WeakMap<Database, Map<string, Entry<unknown>>>();

/**
 * The reference facts a search's filters need, read once a minute per filter set (`key`) and
 * database, not on every search: paging, sorting and re-running the same filters skip a round trip
 * (docs/performance.md, "Candidate search"). A failed read (an unknown id: 400) is not kept, so an
 * unknown id is checked again on every request; concurrent misses of one key share one read.
 */
export function cachedFacts<T>(
  db: Database,
  key: string,
  load: () => Promise<T>,
  now = Date.now(),
): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key) as Entry<T> | undefined;
  if (hit && now - hit.at < FACTS_TTL_MS) {
    // Most recently used last: Map keeps insertion order, so the first key is the eviction's.
    cache.delete(key);
    cache.set(key, hit);
    return hit.value;
  }
  const value = load();
  const entry: Entry<T> = { at: now, value };
  cache.delete(key);
  cache.set(key, entry);
  value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  while (cache.size > FACTS_MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return value;
}
