import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { OpsRefusal } from './ops-refusal.js';

/** Bumped when the layout of a backup folder changes in a way an older restore cannot read. */
export const BACKUP_FORMAT_VERSION = 1;
const FORMAT_NAME = 'hiring-backup';

/** The newest applied migration of the backed-up database, as drizzle's journal names it. */
export interface MigrationLevel {
  tag: string;
  /** drizzle's `when` (milliseconds), which it stores as `created_at` of the applied migration. */
  when: number;
}

export interface BackupTable {
  name: string;
  rows: number;
  /** The columns the restore inserts (generated columns excluded). */
  columns: string[];
  /** Relative to the backup folder: JSON lines, one `row_to_json` per row, gzipped. */
  file: string;
}

export interface Manifest {
  format: typeof FORMAT_NAME;
  formatVersion: number;
  appVersion: string;
  createdAt: string;
  database: 'pglite' | 'postgres';
  migration: MigrationLevel;
  tables: BackupTable[];
  /** Every sequence of the public schema with its last value (null: never used). */
  sequences: Array<{ name: string; lastValue: string | null }>;
  /** The local files directory (`files/` in the backup); null when it was not copied (S3, or not asked). */
  files: { count: number; bytes: number } | null;
  /** The DATA_DIR `<name>-secret` files copied to `secrets/`. */
  secrets: string[];
}

export const MANIFEST_FILE = 'manifest.json';
export const FILES_DIR = 'files';
export const SECRETS_DIR = 'secrets';
export const tableFile = (table: string) => `tables/${table}.jsonl.gz`;

export function newManifest(fields: Omit<Manifest, 'format' | 'formatVersion'>): Manifest {
  return { format: FORMAT_NAME, formatVersion: BACKUP_FORMAT_VERSION, ...fields };
}

/** Written last, so a folder without it is an unfinished backup. */
export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  await writeFile(join(dir, MANIFEST_FILE), JSON.stringify(manifest, null, 2) + '\n');
}

export async function readManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new OpsRefusal(`${dir} is not a backup: it has no ${MANIFEST_FILE}`);
  }
  const manifest = JSON.parse(text) as Partial<Manifest>;
  if (manifest.format !== FORMAT_NAME || typeof manifest.formatVersion !== 'number')
    throw new OpsRefusal(`${join(dir, MANIFEST_FILE)} is not a manifest of a Hiring backup`);
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION)
    throw new OpsRefusal(
      `The backup's format ${manifest.formatVersion} is newer than this version reads (${BACKUP_FORMAT_VERSION}): restore it with the version that made it (${manifest.appVersion})`,
    );
  return manifest as Manifest;
}
