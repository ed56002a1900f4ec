import { createReadStream } from 'node:fs';
import { chmod, copyFile, mkdir, readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { storageKeyPattern, type FileStorage } from '../modules/files/storage.js';
import { FILES_DIR, SECRETS_DIR } from './backup-manifest.js';
import { filesUnder } from './folder-files.js';

/** The secrets config.ts generates into DATA_DIR when the environment does not set them (`jwt-secret`, ...). */
const SECRET_FILE = /^[a-z]+-secret$/;

export interface FileCount {
  count: number;
  bytes: number;
}

/** Copies the local file storage (`DATA_DIR/files`) into the backup as it is. */
export async function backUpFiles(dataDir: string, backupDir: string): Promise<FileCount> {
  const from = join(dataDir, 'files');
  const total: FileCount = { count: 0, bytes: 0 };
  for (const file of await filesUnder(from)) {
    const to = join(backupDir, FILES_DIR, file.path);
    await mkdir(dirname(to), { recursive: true });
    await copyFile(join(from, file.path), to);
    total.count++;
    total.bytes += file.size;
  }
  return total;
}

/**
 * Writes the backup's files through the target's storage, so they land in its `DATA_DIR/files` or in its
 * S3 bucket alike. Only names that are storage keys are written (storage.ts refuses anything else).
 */
export async function restoreFiles(backupDir: string, storage: FileStorage): Promise<FileCount> {
  const total: FileCount = { count: 0, bytes: 0 };
  const from = join(backupDir, FILES_DIR);
  for (const file of await filesUnder(from)) {
    if (!storageKeyPattern.test(file.path)) continue;
    total.bytes += await storage.write(file.path, createReadStream(join(from, file.path)));
    total.count++;
  }
  return total;
}

/** Copies DATA_DIR's generated secrets into the backup; resolves to their names. */
export async function backUpSecrets(dataDir: string, backupDir: string): Promise<string[]> {
  const names = (await readdir(dataDir).catch(() => [] as string[]))
    .filter((n) => SECRET_FILE.test(n))
    .sort();
  if (names.length > 0) await mkdir(join(backupDir, SECRETS_DIR), { recursive: true, mode: 0o700 });
  for (const name of names) {
    const to = join(backupDir, SECRETS_DIR, name);
    await copyFile(join(dataDir, name), to);
    await chmod(to, 0o600);
  }
  return names;
}

/** Puts the backup's secrets into the target's DATA_DIR, replacing the ones there. */
export async function restoreSecrets(backupDir: string, dataDir: string, names: string[]): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  for (const name of names.filter((n) => SECRET_FILE.test(n))) {
    const to = join(dataDir, name);
    await copyFile(join(backupDir, SECRETS_DIR, name), to);
    await chmod(to, 0o600);
  }
}
