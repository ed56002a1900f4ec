import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type {
  PgliteReply,
  PgliteRequest,
  PgliteStartup,
  PgliteWorkerData,
  SerializedError,
} from './pglite-messages.js';

/** The part of PGlite's API a transaction callback gets, as drizzle-orm/pglite uses it. */
export interface PgliteProxyTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/**
 * The worker's entry: beside this module in the build (`pglite-worker.js`, one more esbuild entry
 * point), or else the TypeScript source (tsx, vitest). Node 20 does not apply a parent's module
 * hooks, nor `--import` ones, to a worker's entry, so the source goes through tsx's `tsImport`.
 */
function startWorker(workerData: PgliteWorkerData): Worker {
  const compiled = new URL('./pglite-worker.js', import.meta.url);
  if (existsSync(compiled)) return new Worker(compiled, { workerData });
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  // tsx's ESM API (its `import` export; require.resolve would pick the CommonJS one).
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
  const tsx = new URL('dist/esm/api/index.mjs', pathToFileURL(tsxPackage)).href;
  const boot = `import(${JSON.stringify(tsx)}).then((m) => m.tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}))`;
  return new Worker(boot, { eval: true, workerData });
}

/** A database error from the worker, with PostgreSQL's fields (code, constraint, detail...) on it. */
function toError(serialized: SerializedError): Error {
  const error = new Error(serialized.message);
  Object.assign(error, serialized.fields);
  error.name = serialized.name;
  if (serialized.stack) error.stack = serialized.stack;
  return error;
}

/**
 * The main thread's side of the embedded database: PGlite's `query`/`exec`/`transaction` as
 * drizzle-orm/pglite calls them, answered by PGlite in a worker thread (pglite-worker.ts). A
 * crashed or stopped worker fails every pending and later call; the worker keeps the process
 * alive only while a call is pending.
 */
export class PgliteProxy {
  private readonly pending = new Map<number, { resolve(v: unknown): void; reject(e: unknown): void }>();
  private nextId = 1;
  private failure: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: PgliteReply) => {
      const call = this.pending.get(reply.id);
      if (!call) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) worker.unref();
      if (reply.ok) call.resolve(reply.value);
      else call.reject(toError(reply.error));
    });
    worker.on('error', (error) =>
      this.fail(new Error(`The embedded database worker failed: ${error.message}`, { cause: error })),
    );
    worker.on('exit', (code) =>
      this.fail(new Error(`The embedded database worker stopped (exit code ${code})`)),
    );
  }

  /** Starts the worker and opens PGlite at `location` (`memory://` or a directory) in it. */
  static async start(location: string, migrationsFolder: string, snapshot?: string): Promise<PgliteProxy> {
    const worker = startWorker({ location, migrationsFolder, snapshot });
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number) =>
        reject(new Error(`The embedded database worker stopped while starting (exit code ${code})`));
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.once('message', (startup: PgliteStartup) => {
        worker.off('error', reject);
        worker.off('exit', onExit);
        if (startup.ready) resolve();
        else {
          reject(toError(startup.error));
          void worker.terminate();
        }
      });
    });
    worker.unref();
    return new PgliteProxy(worker);
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const call of this.pending.values()) call.reject(error);
    this.pending.clear();
  }

  private request(request: PgliteRequest): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      try {
        this.worker.postMessage({ ...request, id });
      } catch (error) {
        // A parameter that cannot cross to the worker (DataCloneError).
        reject(error);
        return;
      }
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
    });
  }

  private runQuery<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number) {
    if (options.serializers || options.blob || options.onNotice)
      return Promise.reject(new Error('PGlite worker: serializers, blobs and notices do not cross threads'));
    // drizzle's parsers all return the text as it is; the worker rebuilds them by type.
    const rawTypes = Object.keys(options.parsers ?? {}).map(Number);
    return this.request({
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      rawTypes,
      ...(options.paramTypes ? { paramTypes: options.paramTypes } : {}),
      ...(tx === undefined ? {} : { tx }),
    }) as Promise<Results<T>>;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.runQuery<T>(sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.request({ op: 'exec', sql }) as Promise<Results[]>;
  }

  /**
   * An interactive transaction: BEGIN waits for PGlite's transaction lock in the worker, so other
   * callers' queries wait until COMMIT or ROLLBACK, as in process.
   */
  async transaction<T>(callback: (tx: PgliteProxyTransaction) => Promise<T>): Promise<T> {
    const tx = (await this.request({ op: 'begin' })) as number;
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const scope: PgliteProxyTransaction = {
      query: async (sql, params, options) => (open(), this.runQuery(sql, params, options, tx)),
      exec: async (sql) => (open(), this.request({ op: 'exec', sql, tx }) as Promise<Results[]>),
      rollback: async () => {
        open();
        closed = true;
        await this.request({ op: 'end', tx, commit: false });
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(scope);
    } catch (error) {
      if (!closed) {
        closed = true;
        // The callback's error is the one to report; a failed ROLLBACK means the worker is gone.
        await this.request({ op: 'end', tx, commit: false }).catch(() => undefined);
      }
      throw error;
    }
    if (!closed) {
      closed = true;
      await this.request({ op: 'end', tx, commit: true });
    }
    return result;
  }

  /** Runs drizzle's migrations in the worker (no round trip per statement). */
  async migrate(): Promise<void> {
    await this.request({ op: 'migrate' });
  }

  /** Closes PGlite, then ends the worker. */
  async close(): Promise<void> {
    try {
      if (!this.failure) await this.request({ op: 'close' });
    } finally {
      this.failure ??= new Error('The embedded database is closed');
      await this.worker.terminate();
    }
  }
}
