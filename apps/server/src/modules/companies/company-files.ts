import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { can, ErrorText } from '@hiring/domain';
import { MAX_COMPANY_FILES } from '@hiring/domain/companies/company-page';
import type { Database } from '../../db/client.js';
import { company, companyFile } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import { defineResource } from '../../http/resources/define-resource.js';
import { activeCompanyId } from '../../http/resources/scopes.js';
import type { FileStorage } from '../files/storage.js';
import type { StoredUpload } from '../files/upload.js';

/**
 * `company-file`: the documents a company keeps with its page, read by the members of that
 * company (any of the caller's companies, as the company pages). Uploads (`POST /company-file`),
 * downloads and deletes are in companies.routes.ts: the bytes go with the row.
 */
export const companyFileResource = defineResource({
  name: 'company-file',
  table: companyFile,
  verbs: ['list', 'get', 'ids', 'fetch'],
  read: 'authenticated',
  scope: ({ actor }) => {
    activeCompanyId(actor);
    return inArray(companyFile.companyId, actor!.companyIds);
  },
  fields: ['id', 'companyId', 'userId', 'fileName', 'mimeType', 'size', 'createdAt', 'updatedAt'],
  ownerField: 'userId',
});

/** Where a file of the company is downloaded. */
export const companyFileUrl = (id: number) => `/company-file/${id}/file`;

/** Records an upload for the caller's active company (50 at most); its bytes go when it is refused. */
export async function addCompanyFile(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  file: StoredUpload,
): Promise<number> {
  const companyId = activeCompanyId(actor);
  try {
    return await db.transaction(async (tx) => {
      // Serialises uploads of one company, so two at once cannot both take the last place.
      await tx.select({ id: company.id }).from(company).where(eq(company.id, companyId)).for('update');
      const [held] = await tx
        .select({ n: count() })
        .from(companyFile)
        .where(and(eq(companyFile.companyId, companyId), isNull(companyFile.deletedAt)));
      if ((held?.n ?? 0) >= MAX_COMPANY_FILES)
        throw conflict(`A company keeps at most ${MAX_COMPANY_FILES} files: delete one first`);
      const [row] = await tx
        .insert(companyFile)
        .values({ companyId, userId: actor.userId, ...file })
        .returning({ id: companyFile.id });
      return row!.id;
    });
  } catch (error) {
    await storage.remove(file.fileKey);
    throw error;
  }
}

/** A live file of one of the caller's companies, for download; 404 for any other. */
export async function companyFileForDownload(db: Database, actor: Actor, id: number): Promise<StoredUpload> {
  const [row] = await db
    .select({
      fileKey: companyFile.fileKey,
      fileName: companyFile.fileName,
      mimeType: companyFile.mimeType,
      size: companyFile.size,
    })
    .from(companyFile)
    .where(
      and(
        eq(companyFile.id, id),
        inArray(companyFile.companyId, actor.companyIds.length > 0 ? actor.companyIds : [-1]),
        isNull(companyFile.deletedAt),
      ),
    );
  if (!row) throw notFound(`company-file ${id} not found`);
  return row;
}

/**
 * `DELETE /company-file/{id}`: a file of the active company (404 otherwise), by its uploader with
 * U or anyone with C on `company` (403 otherwise). The row is kept as deleted; the bytes go.
 */
export async function deleteCompanyFile(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  id: number,
): Promise<void> {
  const companyId = activeCompanyId(actor);
  const [row] = await db
    .select({ userId: companyFile.userId, fileKey: companyFile.fileKey })
    .from(companyFile)
    .where(and(eq(companyFile.id, id), eq(companyFile.companyId, companyId), isNull(companyFile.deletedAt)));
  if (!row) throw notFound(`company-file ${id} not found`);
  if (!can(actor, 'company', row.userId)) throw forbidden(ErrorText.unauthorized);
  const [deleted] = await db
    .update(companyFile)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(companyFile.id, id), isNull(companyFile.deletedAt)))
    .returning({ id: companyFile.id });
  if (!deleted) throw notFound(`company-file ${id} not found`);
  await storage.remove(row.fileKey);
}
