import { and, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { FileStorage } from '../files/storage.js';
import { keyColumns } from '../scheduled/prune-files.job.js';
import { removeUnlessHeld } from '../video/video-files.js';

/** Videos and their encodings: removeUnlessHeld decides for them (what still holds a video). */
const recordKeyColumns = keyColumns.filter(({ table }) => table !== t.video && table !== t.videoEncoded);

/** The keys among `keys` a live row still holds: a candidate's current CV, another message's attachment... */
async function keysStillHeld(db: Database, keys: string[]): Promise<Set<string>> {
  const rows = await Promise.all(
    recordKeyColumns.map(({ table, key }) => {
      const deletedAt = (getTableColumns(table) as Record<string, PgColumn>).deletedAt;
      return db
        .selectDistinct({ key: sql<string>`${key}` })
        .from(table)
        .where(and(inArray(key, keys), deletedAt ? isNull(deletedAt) : undefined));
    }),
  );
  return new Set(rows.flat().map((r) => r.key));
}

/**
 * After an anonymisation commits: removes the bytes of the keys it freed (anonymiseCompanyCandidate's
 * `fileKeys`), except those another live row still holds (the live profile shares its files' keys with
 * application snapshots; a video answer or the current introduction keeps its video). Removing twice is
 * harmless (the storage ignores a missing key), so a retried run is safe.
 */
export async function removeFreedFiles(db: Database, storage: FileStorage, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const held = await keysStillHeld(db, keys);
  await removeUnlessHeld(
    db,
    storage,
    keys.filter((k) => !held.has(k)),
  );
}
