import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config.js';
import type { FileStorage } from './storage.js';

export type S3Settings = NonNullable<Config['storage']['s3']>;

/**
 * The S3 storage behind a dynamic import: the AWS SDK (about 10 MB of heap, 35 MB of RSS) loads on
 * the first file call of an installation that configured S3, never on one that stores on disk.
 */
export function lazyS3Storage(settings: S3Settings): FileStorage {
  let loaded: Promise<FileStorage> | undefined;
  const real = () => (loaded ??= import('./s3-storage.js').then((m) => m.s3Storage(settings)));
  return {
    kind: 's3',
    write: async (key, data) => (await real()).write(key, data),
    read(key, range) {
      // read() answers a stream at once; the bytes flow once the SDK is loaded.
      const out = new PassThrough();
      real()
        .then((storage) => pipeline(storage.read(key, range), out))
        .catch((error: unknown) => out.destroy(error as Error));
      return out;
    },
    size: async (key) => (await real()).size(key),
    remove: async (key) => (await real()).remove(key),
    async *list(prefix) {
      yield* (await real()).list(prefix);
    },
    signedUrl: async (key, options) => (await real()).signedUrl(key, options),
    localPath: async (key) => (await real()).localPath(key),
  };
}

/** The bucket's origin, for the Content-Security-Policy of pages that show its files. */
export function storageOrigins(s3: S3Settings | null): string[] {
  if (!s3) return [];
  const url = new URL(s3.endpoint);
  return [s3.forcePathStyle ? url.origin : `${url.protocol}//${s3.bucket}.${url.host}`];
}
