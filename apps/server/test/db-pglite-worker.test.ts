import type { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import type { PgliteProxy } from '../src/db/pglite-proxy.js';
import { seniority } from '../src/db/schema/index.js';
import { pgErrorCode } from '../src/http/errors.js';
import { resultRows } from '../src/modules/search/result-rows.js';

/**
 * PGlite in a worker thread (docs/performance.md, "The embedded database in a worker") answers
 * exactly as PGlite on the event loop: the same values, the same errors, the same transaction
 * rules. These run on PGlite whatever the lane: the worker exists only there.
 */
const inWorker = (h: DatabaseHandle) => (h.db as unknown as { $client: PgliteProxy }).$client;
const workerOf = (h: DatabaseHandle) => (inWorker(h) as unknown as { worker: Worker }).worker;

/** Starting a PGlite (and initdb in memory) takes 5–10 s, more on a loaded machine. */
const OPENS_A_DATABASE = 120_000;

const SCRATCH = sql`
  CREATE TABLE scratch (id serial PRIMARY KEY, name text NOT NULL CONSTRAINT scratch_name_key UNIQUE);
`;

/** One statement with every kind of value the code base reads. */
const VALUES = sql`SELECT
  '2026-03-30 08:00:00+02'::timestamptz AS at,
  '2026-03-30 08:00:00'::timestamp AS local,
  '2026-03-30'::date AS day,
  '1 day 02:00'::interval AS span,
  9007199254740993::bigint AS big,
  12.50::numeric AS money,
  ARRAY[1.5, 2]::numeric[] AS moneys,
  ARRAY['2026-03-30 08:00:00+02']::timestamptz[] AS ats,
  '{"a": [1, {"b": null}]}'::jsonb AS doc,
  ARRAY[1, 2, 3] AS ints,
  ARRAY['x', NULL] AS texts,
  '\\x0102ff'::bytea AS bytes,
  true AS yes,
  NULL::text AS nothing,
  2.5::float8 AS ratio`;

describe('PGlite in a worker thread', () => {
  let worker: DatabaseHandle;
  let inProcess: DatabaseHandle;

  beforeAll(async () => {
    [worker, inProcess] = await Promise.all([
      openDatabase({ dataDir: 'memory://' }),
      openDatabase({ dataDir: 'memory://', pgliteWorker: false }),
    ]);
    await worker.db.execute(SCRATCH);
    await inProcess.db.execute(SCRATCH);
  }, OPENS_A_DATABASE);
  afterAll(async () => {
    await worker?.close();
    await inProcess?.close();
  });

  it('runs by default in a worker, and on the event loop when asked', () => {
    expect(workerOf(worker).threadId).toBeGreaterThan(0);
    expect(inWorker(inProcess)).toBeInstanceOf(PGlite);
  });

  it('parses every type as PGlite on the event loop does', async () => {
    const a = resultRows<Record<string, unknown>>(await worker.db.execute(VALUES));
    const b = resultRows<Record<string, unknown>>(await inProcess.db.execute(VALUES));
    expect(a).toEqual(b);
    expect(a[0]!.big).toBe(b[0]!.big);
    expect(a[0]!.bytes).toBeInstanceOf(Uint8Array);
    expect(a[0]!.doc).toEqual({ a: [1, { b: null }] });
  });

  it('keeps PostgreSQL error fields, wherever drizzle nests them', async () => {
    await worker.db.execute(sql`INSERT INTO scratch (name) VALUES ('dup')`);
    const failure = await worker.db
      .execute(sql`INSERT INTO scratch (name) VALUES ('dup')`)
      .catch((e: unknown) => e);
    expect(pgErrorCode(failure)).toBe('23505');
    const cause = (failure as { cause: Record<string, unknown> }).cause;
    expect(cause).toBeInstanceOf(Error);
    expect(cause).toMatchObject({
      code: '23505',
      constraint: 'scratch_name_key',
      table: 'scratch',
      detail: 'Key (name)=(dup) already exists.',
      message: 'duplicate key value violates unique constraint "scratch_name_key"',
    });
    await worker.db.execute(sql`DELETE FROM scratch`);
  });

  it('commits a transaction and rolls one back when its callback throws', async () => {
    await worker.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO scratch (name) VALUES ('kept')`);
    });
    const gone = await worker.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO scratch (name) VALUES ('gone')`);
        throw new Error('changed my mind');
      })
      .catch((e: unknown) => e);
    expect((gone as Error).message).toBe('changed my mind');
    const names = resultRows<{ name: string }>(
      await worker.db.execute(sql`SELECT name FROM scratch ORDER BY name`),
    );
    expect(names.map((r) => r.name)).toEqual(['kept']);
    await worker.db.execute(sql`DELETE FROM scratch`);
  });

  it('rolls back a nested savepoint alone', async () => {
    await worker.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO scratch (name) VALUES ('outer')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`INSERT INTO scratch (name) VALUES ('inner')`);
          inner.rollback();
        })
        .catch(() => undefined);
    });
    const names = resultRows<{ name: string }>(await worker.db.execute(sql`SELECT name FROM scratch`));
    expect(names.map((r) => r.name)).toEqual(['outer']);
    await worker.db.execute(sql`DELETE FROM scratch`);
  });

  it("makes other callers' queries wait while a transaction is open", async () => {
    let outside: Promise<unknown> | undefined;
    await worker.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO scratch (name) VALUES ('uncommitted')`);
        // On one connection without the lock, this would read the open transaction's row.
        outside = worker.db.execute(sql`SELECT count(*)::int AS n FROM scratch`);
        await tx.execute(sql`SELECT pg_sleep(0)`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(resultRows<{ n: number }>(await outside)[0]!.n).toBe(0);
  });

  it('surfaces an aborted transaction as an error, as PGlite does', async () => {
    const failure = await worker.db
      .transaction(async (tx) => {
        await tx.execute(sql`SELECT 1/0`).catch(() => undefined);
      })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Error);
    expect(resultRows<{ n: number }>(await worker.db.execute(sql`SELECT 1 AS n`))[0]!.n).toBe(1);
  });

  it(
    'runs the migrations in the worker and maps rows with drizzle',
    async () => {
      const fresh = await openDatabase({ dataDir: 'memory://' });
      try {
        await fresh.migrate();
        const [row] = await fresh.db
          .insert(seniority)
          .values({ name: 'Junior', nameEn: 'Junior', order: 1 })
          .returning();
        const [read] = await fresh.db.select().from(seniority).where(eq(seniority.id, row!.id));
        expect(read).toEqual(row);
        expect(read!.createdAt).toBeInstanceOf(Date);
      } finally {
        await fresh.close();
      }
    },
    OPENS_A_DATABASE,
  );

  it(
    'fails pending and later queries when the worker dies, instead of hanging',
    async () => {
      const doomed = await openDatabase({ dataDir: 'memory://' });
      const pending = doomed.db.execute(sql`SELECT pg_sleep(0.05)`);
      await workerOf(doomed).terminate();
      const stopped = { cause: { message: expect.stringMatching(/worker stopped/) } };
      await expect(pending).rejects.toMatchObject(stopped);
      await expect(doomed.db.execute(sql`SELECT 1`)).rejects.toMatchObject(stopped);
      await doomed.close();
    },
    OPENS_A_DATABASE,
  );

  it(
    'ends the worker on close',
    async () => {
      const closing = await openDatabase({ dataDir: 'memory://' });
      const exited = new Promise((resolve) => workerOf(closing).once('exit', resolve));
      await closing.close();
      await exited;
      await expect(closing.db.execute(sql`SELECT 1`)).rejects.toThrow();
    },
    OPENS_A_DATABASE,
  );
});
