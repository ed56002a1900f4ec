import type { Query } from '../api/flatten-query';
import type { ReferenceDb, SyncMeta } from './reference-db';
import {
  syncedReferenceTables,
  wholeTables,
  workYearsRecords,
  type ReferenceRecord,
  type SyncedReferenceTable,
} from './reference-tables';

/** The page size of the generic list (its cap). */
export const SYNC_PAGE_SIZE = 200;

/** An entry of the model registry (GET /model): which table changed when, and its API path. */
export interface ModelEntry {
  id: number;
  name: string;
  path: string;
  updatedAt: string;
  deletedAt?: string | null;
}

/** The API calls the sync needs: GET with a query, rejecting with an error that has a `status`. */
export type ReferenceGet = <T>(path: string, query?: Query) => Promise<T>;

export type TableOutcome = 'unchanged' | 'full' | 'changes' | 'forbidden' | 'missing';

export interface SyncReport {
  tables: Partial<Record<SyncedReferenceTable, TableOutcome>>;
  /** API calls made, the model registry included. */
  requests: number;
}

/** The HTTP status of a failed call, when it has one. */
function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Brings the local reference tables up to the server's (spec section 7): the model registry
 * first, then per table nothing when its registry time has not moved, every row (paged) when the
 * table was never synced, else only the rows with `updatedAt` after the last sync, deleted ones
 * included so they are removed here. A 403 on a table is logged and the table skipped; any other
 * failure rejects (the caller drops the database and reloads it once).
 */
export async function syncReferenceTables(db: ReferenceDb, get: ReferenceGet): Promise<SyncReport> {
  let requests = 0;
  const count: ReferenceGet = (path, query) => {
    requests += 1;
    return get(path, query);
  };
  const models = await count<ModelEntry[]>('/model', { take: SYNC_PAGE_SIZE });
  const byName = new Map(models.map((m) => [m.name, m]));
  const metas = new Map((await db.meta.toArray()).map((m) => [m.table, m]));
  const report: SyncReport = { tables: {}, requests: 0 };

  await db.records('work_years').bulkPut(workYearsRecords);
  await Promise.all(
    syncedReferenceTables.map(async (table) => {
      report.tables[table] = await syncTable(db, count, table, byName.get(table), metas.get(table));
    }),
  );
  report.requests = requests;
  return report;
}

async function syncTable(
  db: ReferenceDb,
  get: ReferenceGet,
  table: SyncedReferenceTable,
  model: ModelEntry | undefined,
  meta: SyncMeta | undefined,
): Promise<TableOutcome> {
  const records = db.records(table);
  if (!model || model.deletedAt) {
    await db.transaction('rw', records, db.meta, async () => {
      await records.clear();
      await db.meta.delete(table);
    });
    return 'missing';
  }
  if (meta && meta.modelUpdatedAt === model.updatedAt) return 'unchanged';

  const whole = wholeTables[table];
  const incremental = meta !== undefined && whole === undefined;
  let rows: ReferenceRecord[];
  try {
    rows = await fetchAll(get, model.path, {
      ...(incremental ? { where: { updatedAt: { gt: meta.modelUpdatedAt } }, withDeleted: true } : {}),
      ...(whole ? { include: whole.include } : {}),
    });
  } catch (error) {
    if (statusOf(error) !== 403) throw error;
    console.warn(`Reference sync: ${table} is forbidden, skipped`);
    return 'forbidden';
  }

  const stamp: SyncMeta = { table, modelUpdatedAt: model.updatedAt, syncedAt: new Date().toISOString() };
  await db.transaction('rw', records, db.meta, async () => {
    if (!incremental) await records.clear();
    const gone = rows.filter((row) => row.deletedAt).map((row) => row.id);
    if (gone.length > 0) await records.bulkDelete(gone);
    await records.bulkPut(rows.filter((row) => !row.deletedAt));
    await db.meta.put(stamp);
  });
  return incremental ? 'changes' : 'full';
}

/** Every page of a list (take 200, skip on until a short page). */
async function fetchAll(get: ReferenceGet, path: string, query: Query): Promise<ReferenceRecord[]> {
  const rows: ReferenceRecord[] = [];
  for (let skip = 0; ; skip += SYNC_PAGE_SIZE) {
    const page = await get<ReferenceRecord[]>(`/${path}`, { ...query, take: SYNC_PAGE_SIZE, skip });
    rows.push(...page);
    if (page.length < SYNC_PAGE_SIZE) return rows;
  }
}
