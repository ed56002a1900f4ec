/**
 * What the main thread and the PGlite worker (pglite-worker.ts) say to each other. Every request
 * carries an id and gets exactly one reply with that id; values cross by structured clone, so
 * Dates, BigInts, Uint8Arrays and parsed JSON arrive as they left.
 */

export interface PgliteWorkerData {
  /** `memory://` or a data directory. */
  location: string;
  migrationsFolder: string;
  /** A tarball of `dumpDataDir` to start from (in memory only): see DatabaseOptions.snapshot. */
  snapshot?: string | undefined;
}

export type PgliteRequest =
  | {
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      /** Types whose text is returned as it is (drizzle's parsers: dates, intervals, numeric[]). */
      rawTypes: number[];
      paramTypes?: number[];
      tx?: number;
    }
  | { op: 'exec'; sql: string; tx?: number }
  /** Waits for the transaction lock, runs BEGIN and answers the transaction's number. */
  | { op: 'begin' }
  /** COMMIT (or ROLLBACK) of an open transaction; answers when it is over. */
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'migrate' }
  | { op: 'close' };

/** A database error as plain data: the message plus PostgreSQL's fields (code, constraint, detail...). */
export interface SerializedError {
  name: string;
  message: string;
  stack?: string | undefined;
  fields: Record<string, unknown>;
}

export type PgliteReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError };

/** The worker's first message: PGlite is open (or could not be). */
export type PgliteStartup = { ready: true } | { ready: false; error: SerializedError };
