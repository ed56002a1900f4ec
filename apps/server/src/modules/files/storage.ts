import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config.js';

/**
 * Where uploaded files live. Keys are random and a file is never rewritten (snapshots share keys),
 * so an S3-compatible bucket can take the local disk's place behind the same four calls.
 */
export interface FileStorage {
  /** Writes the bytes under the key; resolves to their size. */
  write(key: string, data: Readable | Buffer): Promise<number>;
  read(key: string): Readable;
  /** Size in bytes, or null when there is no such file. */
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
}

const keyPattern = /^[a-z][a-zA-Z]*\/[0-9a-f-]{36}(\.[a-z0-9]{1,5})?$/;

/** Files under a directory (`<DATA_DIR>/files` by default), one per key, made on first write. */
export function localDiskStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    // Keys are made by the server; refuse anything else rather than trust a path.
    if (!keyPattern.test(key)) throw new Error(`Invalid storage key: ${key}`);
    const path = resolve(join(base, key));
    if (!path.startsWith(base + sep)) throw new Error(`Invalid storage key: ${key}`);
    return path;
  };
  return {
    async write(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, createWriteStream(path));
      return (await stat(path)).size;
    },
    read: (key) => createReadStream(pathOf(key)),
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** The storage of this installation: `<DATA_DIR>/files`. */
export const configuredStorage = (config: Pick<Config, 'dataDir'>): FileStorage =>
  localDiskStorage(join(config.dataDir, 'files'));

/** A stored file's bytes in memory (small files only: pictures to resize). */
export async function readStoredBytes(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
