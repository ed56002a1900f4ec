/**
 * The embedded database's thread: PGlite (PostgreSQL compiled to WASM) runs here, so a long query
 * blocks this thread, never the server's event loop. The main thread talks to it through
 * pglite-proxy.ts. Queries wait for PGlite's own locks exactly as they do in process: a query
 * outside a transaction waits while one is open; a transaction's queries go to that transaction.
 */
import { openAsBlob } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type {
  PgliteReply,
  PgliteRequest,
  PgliteStartup,
  PgliteWorkerData,
  SerializedError,
} from './pglite-messages.js';
import { createPglite } from './pglite-settings.js';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread (see pglite-proxy.ts)');
const { location, migrationsFolder, snapshot } = workerData as PgliteWorkerData;

/** Plain data of an error: structured clone would keep only its message and stack. */
function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    // PGlite attaches the query's options (parser functions): not data, and not cloneable.
    if (key === 'queryOptions' || typeof value === 'function') continue;
    fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

/** The identity parser for each type drizzle wants as text. */
const rawParsers = (types: number[]) => Object.fromEntries(types.map((t) => [t, (v: string) => v]));

interface OpenTransaction {
  tx: Transaction;
  finish(commit: boolean): void;
  settled: Promise<void>;
}

/** Thrown inside PGlite's transaction callback to make it roll back; never leaves this file. */
const ROLLBACK = Symbol('rollback');

async function main(): Promise<void> {
  let pg: PGlite;
  try {
    pg = await createPglite(location, snapshot ? await openAsBlob(snapshot) : undefined);
  } catch (error) {
    port!.postMessage({ ready: false, error: serializeError(error) } satisfies PgliteStartup);
    return;
  }
  const transactions = new Map<number, OpenTransaction>();
  let nextTransaction = 1;

  const target = (tx: number | undefined) => {
    if (tx === undefined) return pg;
    const open = transactions.get(tx);
    if (!open) throw new Error(`Transaction ${tx} is not open`);
    return open.tx;
  };

  /** Resolves once BEGIN ran, with the transaction's number. */
  const begin = () =>
    new Promise<number>((started, failed) => {
      const id = nextTransaction++;
      let finish!: (commit: boolean) => void;
      const decided = new Promise<boolean>((resolve) => (finish = resolve));
      let began = false;
      const settled = pg
        .transaction(async (tx) => {
          began = true;
          transactions.set(id, { tx, finish, settled });
          started(id);
          if (!(await decided)) throw ROLLBACK;
        })
        .catch((error: unknown) => {
          // Before BEGIN ran, the error is the begin request's answer; after, the end request's.
          if (!began) return failed(error);
          if (error !== ROLLBACK) throw error;
        })
        .finally(() => transactions.delete(id));
    });

  const handle = async (request: PgliteRequest): Promise<unknown> => {
    switch (request.op) {
      case 'query':
        return target(request.tx).query(request.sql, request.params, {
          rowMode: request.rowMode,
          parsers: rawParsers(request.rawTypes),
          ...(request.paramTypes ? { paramTypes: request.paramTypes } : {}),
        });
      case 'exec':
        return target(request.tx).exec(request.sql);
      case 'begin':
        return begin();
      case 'end': {
        const open = transactions.get(request.tx);
        if (!open) throw new Error(`Transaction ${request.tx} is not open`);
        open.finish(request.commit);
        await open.settled;
        return null;
      }
      case 'migrate':
        await migrate(drizzle(pg, { casing: 'snake_case' }), { migrationsFolder });
        return null;
      case 'close':
        await pg.close();
        return null;
    }
  };

  port!.on('message', (message: PgliteRequest & { id: number }) => {
    handle(message).then(
      (value) => {
        port!.postMessage({ id: message.id, ok: true, value } satisfies PgliteReply);
        if (message.op === 'close') port!.close();
      },
      (error: unknown) =>
        port!.postMessage({ id: message.id, ok: false, error: serializeError(error) } satisfies PgliteReply),
    );
  });
  port!.postMessage({ ready: true } satisfies PgliteStartup);
}

void main();
