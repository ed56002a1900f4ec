import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { RANDOM_PAGE_COST } from './planner-settings.js';

/**
 * PGlite's memory settings (docs/performance.md, "Memory and start-up"). The data directory's postgresql.conf
 * comes from initdb with `shared_buffers = 128MB`, which PGlite allocates and touches inside its WASM memory at
 * start-up: the embedded database alone then holds about 190 MB. The demo data and a typical company fit in a
 * fraction of that, and a page PostgreSQL does not keep is read back from the operating system's file cache, so
 * 16 MB keeps the WASM memory at its 128 MB initial size and takes about 130 MB off the process's RSS.
 * Passed on the command line, so an existing data directory gets it too.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * Opens PGlite at `location` (`memory://` or a directory) with the extensions the migrations need.
 * Durability (docs/deploy.md, "Durability"): an answered write survives `kill -9` because PGlite keeps
 * `synchronous_commit` on, so COMMIT has written the WAL to the file when it returns. Never turn it off
 * here for speed: the WAL would wait in WASM memory and apps/server/test/durability.test.ts loses
 * answered writes. `fsync` is off (`-F` in the defaults, and a no-op in PGlite's Node file system), which
 * only a power loss or a kernel crash can tell.
 */
export function createPglite(location: string, snapshot?: Blob): Promise<PGlite> {
  return PGlite.create(location, {
    // A data directory dumped by `dumpDataDir` (tests start from one migrated and seeded copy).
    ...(snapshot ? { loadDataDir: snapshot } : {}),
    startParams: [
      ...PGlite.defaultStartParams,
      ...['-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
      ...['-c', `random_page_cost=${RANDOM_PAGE_COST}`],
    ],
    extensions: { btree_gist, pg_trgm },
  });
}
