import { create } from 'zustand';
import { dropReferenceDb, referenceDb, type ReferenceDb } from './reference-db';
import { syncReferenceTables, type ReferenceGet, type SyncReport } from './reference-sync';

export type ReferenceSyncStatus = 'idle' | 'syncing' | 'ready' | 'failed';

interface ReferenceSyncState {
  status: ReferenceSyncStatus;
  report: SyncReport | null;
}

/** Where the sync stands, for pickers that wait for a first fill. */
export const useReferenceSyncStore = create<ReferenceSyncState>()(() => ({ status: 'idle', report: null }));

/** Performance-timeline names: the bench and the e2e test read the measure. */
export const SYNC_MEASURE = 'reference-sync';

export interface SyncDeps {
  get: ReferenceGet;
  open: () => ReferenceDb;
  drop: () => Promise<void>;
}

/**
 * One sync of the local reference database. Any failure but a table's 403 (skipped inside) drops
 * the local database and loads it again from scratch, once (spec section 8); a second failure is
 * logged and the app goes on with whatever the pickers can show.
 */
export async function runReferenceSync(deps: SyncDeps): Promise<SyncReport | null> {
  useReferenceSyncStore.setState({ status: 'syncing' });
  performance.mark(`${SYNC_MEASURE}:start`);
  let report: SyncReport | null = null;
  try {
    report = await syncReferenceTables(deps.open(), deps.get);
  } catch (error) {
    console.warn('Reference sync failed, reloading the local database', error);
    try {
      await deps.drop();
      report = await syncReferenceTables(deps.open(), deps.get);
    } catch (again) {
      console.error('Reference sync failed again', again);
    }
  }
  performance.measure(SYNC_MEASURE, `${SYNC_MEASURE}:start`);
  useReferenceSyncStore.setState({ status: report ? 'ready' : 'failed', report });
  return report;
}

let running: { userId: number; done: Promise<SyncReport | null> } | null = null;

/** Syncs once per signed-in user and page load; later calls for the same user share that sync. */
export function syncReferenceFor(userId: number, deps: SyncDeps): Promise<SyncReport | null> {
  if (running?.userId !== userId) running = { userId, done: runReferenceSync(deps) };
  return running.done;
}

export const defaultSyncDeps = (get: ReferenceGet): SyncDeps => ({
  get,
  open: referenceDb,
  drop: dropReferenceDb,
});
