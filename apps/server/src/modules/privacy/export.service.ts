import type { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import { RoleId } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { user } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import type { FileStorage } from '../files/storage.js';
import {
  exportAccount,
  exportJobLists,
  exportProfile,
  exportRecords,
  exportSavedBy,
  shelveOtherVideos,
} from './export-account.js';
import { exportAiAnalyses, exportApplications, exportChats } from './export-applications.js';
import { zipArchive, type ArchiveEntry } from './export-archive.js';
import { FileShelf, safeName } from './export-files.js';
import { exportReadme, exportSections } from './export-readme.js';

/** The version of data.json's layout: a reader of an older export knows what it holds. */
export const EXPORT_FORMAT = 'hiring-candidate-export/1';

/** A live candidate (role user, not deleted), or 404 — the same answer for any other id. */
export async function requireCandidate(db: Database, userId: number) {
  const [row] = await db
    .select({ id: user.id, firstname: user.firstname, lastname: user.lastname })
    .from(user)
    .where(and(eq(user.id, userId), eq(user.roleId, RoleId.user), isNull(user.deletedAt)));
  if (!row) throw notFound('No such candidate');
  return row;
}

/**
 * Everything the product holds about a candidate, as data.json's object and the files it names
 * (docs/privacy.md, "Data export"). Only this candidate's rows are read: each query is keyed by their
 * user id, or by the ids of their own applications, chats and videos.
 */
export async function collectCandidateData(db: Database, userId: number, generatedAt: Date) {
  const shelf = new FileShelf();
  const account = await exportAccount(db, userId);
  // Shelved in this order: the profile's files keep the readable names when a snapshot shares them.
  const profile = await exportProfile(db, userId, shelf);
  const applications = await exportApplications(db, userId, shelf);
  const chats = await exportChats(db, userId, shelf);
  const otherVideos = await shelveOtherVideos(db, userId, shelf);
  const [aiAnalyses, jobs, savedByCompanies, records] = await Promise.all([
    exportAiAnalyses(db, userId),
    exportJobLists(db, userId),
    exportSavedBy(db, userId),
    exportRecords(db, userId, account.email),
  ]);
  const data = {
    about: { format: EXPORT_FORMAT, generatedAt, sections: exportSections },
    account,
    profile: { ...profile, otherVideos },
    applications,
    chats,
    aiAnalyses,
    jobs,
    savedByCompanies,
    records,
  };
  return { data, shelf };
}

/** `data-export-mario-rossi-2026-11-29.zip` (ASCII, for every browser and file system). */
export function exportFileName(person: { firstname: string; lastname: string }, at: Date): string {
  const slug = `${person.firstname} ${person.lastname}`
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return safeName(`data-export-${slug ? `${slug}-` : ''}${at.toISOString().slice(0, 10)}.zip`);
}

/**
 * The candidate's archive: README.txt, data.json, then each file's bytes from the storage, read as
 * the archive is sent (zipArchive). The data is gathered first, so an unknown id answers 404 before
 * anything is sent.
 */
export async function candidateExportArchive(opts: {
  db: Database;
  storage: FileStorage;
  userId: number;
  now?: Date;
}): Promise<{ fileName: string; archive: Readable }> {
  const generatedAt = opts.now ?? new Date();
  const person = await requireCandidate(opts.db, opts.userId);
  const { data, shelf } = await collectCandidateData(opts.db, opts.userId, generatedAt);
  const files = await shelf.settle(opts.storage);
  const json = JSON.stringify(
    {
      ...data,
      files: files.map((f) => ({
        path: f.path,
        fileName: f.fileName,
        mimeType: f.mimeType,
        size: f.size,
        uploadedAt: f.uploadedAt,
        omitted: f.omitted,
      })),
    },
    null,
    2,
  );
  function* entries(): Generator<ArchiveEntry> {
    yield { path: 'README.txt', text: exportReadme(generatedAt), mtime: generatedAt };
    yield { path: 'data.json', text: json, mtime: generatedAt };
    for (const file of files) {
      if (file.omitted) continue;
      yield {
        path: file.path,
        open: () => opts.storage.read(file.key),
        mtime: file.uploadedAt ?? generatedAt,
      };
    }
  }
  return { fileName: exportFileName(person, generatedAt), archive: zipArchive(entries()) };
}
