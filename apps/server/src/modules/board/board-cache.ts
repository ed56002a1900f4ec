/**
 * The board's per-job cache (issue 15, point 5): the text of a job's columns and cards, kept under
 * the job's `board_version`. Triggers (migration 0015) bump that version in the same transaction as
 * every write that changes the columns or the cards, and `GET /board/{jobId}` reads it with the
 * access check on every request, so a write committed through any instance sharing the database is
 * seen by the next read everywhere: a version the cache does not hold is a miss.
 *
 * The cached text does not depend on the caller: who may read the board is checked on every request
 * (`visibleJob`), columns are named by their keys (the web app translates them) and every caller who
 * reaches the board sees every card. The job's own fields are not cached (read with the version).
 *
 * In process and bounded: least recently used entries go first when the texts' total size passes
 * `maxBytes`, and an entry older than `ttlMs` is rebuilt (a belt: the version is the braces). Sizes
 * are counted in characters, one byte each as V8 keeps ASCII text (non-Latin-1 names cost twice that).
 * Parallel misses of the same job and version share one build.
 *
 * Expired entries are also dropped by a sweep every `ttlMs` (an unref'd timer that runs only while the
 * cache holds something), so the texts' memory goes back to the heap once users stop opening boards
 * rather than staying until the next write or eviction (docs/performance.md, "Memory and start-up").
 */
export interface BoardCacheOptions {
  maxBytes?: number;
  ttlMs?: number;
  now?: () => number;
}

interface Entry {
  version: number;
  text: string;
  storedAt: number;
}

export interface BoardCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

export class BoardCache {
  private readonly entries = new Map<number, Entry>();
  private readonly building = new Map<string, Promise<string>>();
  private readonly maxBytes: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private bytes = 0;
  private hits = 0;
  private misses = 0;
  private sweeper: NodeJS.Timeout | undefined;

  constructor(options: BoardCacheOptions = {}) {
    // 16 MB: the boards read in the last `ttlMs`. The largest boards (2,000 applications) are ~0.7 MB of
    // text, a typical one a few tens of kB, so this holds dozens of the largest; more is rebuilt, not wrong.
    this.maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
    this.ttlMs = options.ttlMs ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /**
   * The text of `jobId` at `version`: the cached one, or `build()`'s, kept when `keep` is true (a
   * build that itself wrote to the board, such as the default columns' insert, passes false).
   */
  async get(
    jobId: number,
    version: number,
    build: () => Promise<{ text: string; keep: boolean }>,
  ): Promise<string> {
    const entry = this.entries.get(jobId);
    if (entry && entry.version === version && this.now() - entry.storedAt < this.ttlMs) {
      // Most recently used last: the Map's order is the eviction order.
      this.entries.delete(jobId);
      this.entries.set(jobId, entry);
      this.hits++;
      return entry.text;
    }
    this.misses++;
    const key = `${jobId}:${version}`;
    const pending = this.building.get(key);
    if (pending) return pending;
    const promise = build()
      .then(({ text, keep }) => {
        if (keep) this.store(jobId, version, text);
        return text;
      })
      .finally(() => this.building.delete(key));
    this.building.set(key, promise);
    return promise;
  }

  stats(): BoardCacheStats {
    return { hits: this.hits, misses: this.misses, entries: this.entries.size, bytes: this.bytes };
  }

  private store(jobId: number, version: number, text: string): void {
    const old = this.entries.get(jobId);
    // A reader that took the version before a write committed must not replace the newer text.
    if (old && old.version > version) return;
    if (old) this.drop(jobId, old);
    if (text.length > this.maxBytes) return;
    this.entries.set(jobId, { version, text, storedAt: this.now() });
    this.bytes += text.length;
    for (const [id, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(id, e);
    }
    this.sweeper ??= setInterval(() => this.sweep(), this.ttlMs).unref();
  }

  /** Drops the expired entries; the timer stops once the cache is empty. */
  sweep(): void {
    const now = this.now();
    for (const [id, e] of this.entries) if (now - e.storedAt >= this.ttlMs) this.drop(id, e);
    if (this.entries.size === 0 && this.sweeper) {
      clearInterval(this.sweeper);
      this.sweeper = undefined;
    }
  }

  private drop(jobId: number, entry: Entry): void {
    this.entries.delete(jobId);
    this.bytes -= entry.text.length;
  }
}
