import type { Database } from './client.js';

/**
 * How long what is read from the reference tables is reused: reference data changes only when the
 * server seeds it at start, so a minute is plenty; the public reference lists themselves are
 * cacheable for five minutes.
 */
export const REFERENCE_TTL_MS = 60_000;
/** At most this many keys per database; the least recently used goes first. */
export const REFERENCE_MAX_ENTRIES = 500;

interface Entry<T> {
  at: number;
  value: Promise<T>;
}

const caches = new WeakMap<Database, Map<string, Entry<unknown>>>();

/**
 * What `load` reads from the reference tables, read once a minute per `key` and database: the AI's
 * reference catalog (ai/reference-catalog.ts) and the facts of a search's filters
 * (search/search-reference.ts: paging, sorting and re-running the same filters skip a round trip,
 * docs/performance.md, "The search"). A failed read (an unknown id: 400) is not kept, so it is tried
 * again on the next request; concurrent misses of one key share one read.
 */
export function cachedReference<T>(
  db: Database,
  key: string,
  load: () => Promise<T>,
  now = Date.now(),
): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key) as Entry<T> | undefined;
  if (hit && now - hit.at < REFERENCE_TTL_MS) {
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
  while (cache.size > REFERENCE_MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return value;
}
