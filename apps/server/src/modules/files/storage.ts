import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config.js';
import { lazyS3Storage } from './s3-lazy.js';

/** A byte range, both ends included (HTTP Range semantics). */
export interface ByteRange {
  start: number;
  end: number;
}

/** How a signed address serves the file. */
export interface SignedUrlOptions {
  expiresInSeconds: number;
  fileName: string;
  mimeType: string;
  disposition: 'inline' | 'attachment';
}

/**
 * Where uploaded files live. Keys are random and a file is never rewritten (snapshots share keys),
 * so the local disk and an S3-compatible bucket implement the same calls (docs/files.md).
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Writes the bytes under the key (streamed); resolves to their size. */
  write(key: string, data: Readable | Buffer): Promise<number>;
  /** The bytes, or a range of them. */
  read(key: string, range?: ByteRange): Readable;
  /** Size in bytes, or null when there is no such file. */
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
  /** Every key under a top-level prefix (`video`, `curriculum`, …) with when it was written (pruning). */
  list(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }>;
  /**
   * A short-lived address that serves the file to whoever holds it, without a token: the access
   * check happens when it is made. Local disk: `{storageUrl}/signed/{key}?…&sig=` (HMAC); S3: a presigned GET.
   */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string>;
  /** A path on this machine for tools that need one (ffmpeg): the file itself, or a temporary copy. */
  localPath(key: string): Promise<{ path: string; release(): Promise<void> }>;
}

export const storageKeyPattern = /^[a-z][a-zA-Z]*\/[0-9a-f-]{36}(\.[a-z0-9]{1,5})?$/;

/** The fields a local signed address carries, in the order they are signed. */
export interface SignedFields {
  key: string;
  exp: number;
  name: string;
  type: string;
  disp: 'inline' | 'attachment';
}

const signedText = (f: SignedFields) => [f.key, f.exp, f.disp, f.type, f.name].join('\n');

/** The HMAC of a local signed address. */
export function signFields(secret: string, fields: SignedFields): string {
  return createHmac('sha256', secret).update(signedText(fields)).digest('base64url');
}

/** Whether `sig` signs the fields and they have not expired at `nowMs`. */
export function verifySignedFields(
  secret: string,
  fields: SignedFields,
  sig: string,
  nowMs: number,
): boolean {
  if (!(fields.exp * 1000 > nowMs)) return false;
  const expected = Buffer.from(signFields(secret, fields));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Files under a directory (`<DATA_DIR>/files` by default), one per key, made on first write. */
export function localDiskStorage(
  root: string,
  signing: { secret: string; baseUrl: string } = { secret: '', baseUrl: '/api/storage' },
): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    // Keys are made by the server; refuse anything else rather than trust a path.
    if (!storageKeyPattern.test(key)) throw new Error(`Invalid storage key: ${key}`);
    const path = resolve(join(base, key));
    if (!path.startsWith(base + sep)) throw new Error(`Invalid storage key: ${key}`);
    return path;
  };
  return {
    kind: 'local',
    async write(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, createWriteStream(path));
      return (await stat(path)).size;
    },
    read: (key, range) => createReadStream(pathOf(key), range),
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
    async *list(prefix) {
      if (!/^[a-z][a-zA-Z]*$/.test(prefix)) throw new Error(`Invalid storage prefix: ${prefix}`);
      const dir = join(base, prefix);
      let names: string[];
      try {
        names = await readdir(dir);
      } catch {
        return;
      }
      for (const name of names) {
        const key = relative(base, join(dir, name)).split(sep).join('/');
        if (!storageKeyPattern.test(key)) continue;
        const info = await stat(join(dir, name)).catch(() => null);
        if (info?.isFile()) yield { key, modifiedAt: info.mtime };
      }
    },
    async signedUrl(key, options) {
      pathOf(key);
      const fields: SignedFields = {
        key,
        exp: Math.floor(Date.now() / 1000) + options.expiresInSeconds,
        name: options.fileName,
        type: options.mimeType,
        disp: options.disposition,
      };
      const query = new URLSearchParams({
        exp: String(fields.exp),
        name: fields.name,
        type: fields.type,
        disp: fields.disp,
        sig: signFields(signing.secret, fields),
      });
      return `${signing.baseUrl.replace(/\/+$/, '')}/signed/${key}?${query.toString()}`;
    },
    async localPath(key) {
      return { path: pathOf(key), release: async () => {} };
    },
  };
}

const storages = new WeakMap<object, FileStorage>();

/**
 * The storage of this installation: `<DATA_DIR>/files`, or the S3-compatible bucket when configured.
 * One instance per configuration (the S3 client keeps its connections).
 */
export function configuredStorage(config: Pick<Config, 'dataDir' | 'storage' | 'storageUrl'>): FileStorage {
  let storage = storages.get(config);
  if (!storage) {
    storage = config.storage.s3
      ? lazyS3Storage(config.storage.s3)
      : localDiskStorage(join(config.dataDir, 'files'), {
          secret: config.storage.signingSecret,
          baseUrl: config.storageUrl,
        });
    storages.set(config, storage);
  }
  return storage;
}

/** A stored file's bytes in memory (small files only: pictures to resize). */
export async function readStoredBytes(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
