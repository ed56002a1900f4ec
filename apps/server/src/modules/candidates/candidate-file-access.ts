import { and, eq, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { application } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import type { ResourceDefinition } from '../../http/resources/define-resource.js';
import { getRow } from '../../http/resources/read.js';
import type { StoredUpload } from '../files/upload.js';
import {
  candidateFileTables,
  type CandidateFileResource,
  storedFileColumns,
  type StoredFileTable,
} from './candidate-files.service.js';
import { candidateVisibility, type ContactFlags } from './visibility.js';

/** A stored file of a candidate, with whose it is. */
export type CandidateFile = StoredUpload & { userId: number };

/**
 * A live file of a candidate, for whoever may see the candidate (candidate visibility); a missing
 * file and one the caller may not see answer the same 404, so neither existence nor owner leaks.
 */
export async function candidateFileForDownload(options: {
  db: Database;
  actor: Actor;
  flags: ContactFlags;
  resource: CandidateFileResource;
  id: number;
}): Promise<CandidateFile> {
  const { db, actor, flags, resource, id } = options;
  const table = candidateFileTables[resource];
  const [row] = await db
    .select({ userId: table.userId, ...storedFileColumns(table) })
    .from(table)
    .where(and(eq(table.id, id), isNull(table.deletedAt)));
  const missing = notFound(`${resource} ${id} not found`);
  if (!row) throw missing;
  if ((await candidateVisibility({ db, actor, candidateUserId: row.userId, flags })) === 'none')
    throw missing;
  return row;
}

/**
 * A file of an application snapshot, within the resource's scope (the job's company only), with the
 * candidate who sent it.
 */
export async function snapshotFileForDownload(options: {
  db: Database;
  actor: Actor;
  def: ResourceDefinition;
  table: StoredFileTable & { applicationId: PgColumn };
  id: number;
}): Promise<CandidateFile> {
  const { db, actor, def, table, id } = options;
  await getRow({ db, actor }, def, id, { select: ['id'], include: [] });
  const [row] = await db
    .select({ ...storedFileColumns(table), userId: application.userId })
    .from(table)
    .innerJoin(application, eq(application.id, table.applicationId))
    .where(eq(table.id, id));
  if (!row) throw notFound(`${def.name} ${id} not found`);
  return row as CandidateFile;
}
