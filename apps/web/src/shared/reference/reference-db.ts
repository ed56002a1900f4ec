import Dexie, { type DexieOptions, type Table } from 'dexie';
import { syncedReferenceTables, type ReferenceRecord, type ReferenceTable } from './reference-tables';

/** The local database's name and version (spec section 9: version 9). */
export const REFERENCE_DB_NAME = 'hiring-reference';
export const REFERENCE_DB_VERSION = 9;

/** What was last synced for one table: the model registry's updatedAt it was brought up to. */
export interface SyncMeta {
  table: string;
  modelUpdatedAt: string;
  syncedAt: string;
}

/** The browser's copy of the reference data: one table per reference table, and the sync times. */
export class ReferenceDb extends Dexie {
  declare meta: Table<SyncMeta, string>;

  constructor(options?: DexieOptions) {
    super(REFERENCE_DB_NAME, options);
    const stores: Record<string, string> = { meta: 'table' };
    for (const table of [...syncedReferenceTables, 'work_years']) stores[table] = 'id, name';
    this.version(REFERENCE_DB_VERSION).stores(stores);
  }

  records(table: ReferenceTable): Table<ReferenceRecord, number> {
    return this.table(table);
  }
}

let shared: ReferenceDb | null = null;

/** The app's reference database (opened lazily, once). */
export function referenceDb(): ReferenceDb {
  shared ??= new ReferenceDb();
  return shared;
}

/** Deletes the local database (after a failed sync) and forgets the handle; the next call reopens it. */
export async function dropReferenceDb(): Promise<void> {
  const db = referenceDb();
  shared = null;
  await db.delete();
}
