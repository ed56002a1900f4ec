import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { PassThrough, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from './s3-lazy.js';
import { contentDisposition } from './download.js';
import { storageKeyPattern, type FileStorage } from './storage.js';

export type { S3Settings };

/** Multipart part size of a streamed write: S3's minimum, so memory stays at a few parts. */
const PART_SIZE = 5 * 1024 * 1024;
/** Parts sent at once. */
const QUEUE_SIZE = 2;

const checkKey = (key: string) => {
  // Keys are made by the server; refuse anything else rather than address an arbitrary object.
  if (!storageKeyPattern.test(key)) throw new Error(`Invalid storage key: ${key}`);
  return key;
};

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

/** Counts the bytes passing through (the size a streamed write resolves to). */
function byteCounter() {
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, bytes: () => bytes };
}

/** The S3 client of the settings: path-style addresses when asked (MinIO, s3rver), checksums only when required. */
export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Many S3-compatible stores do not know the SDK's default CRC32 trailers on uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Files in an S3-compatible bucket (docs/storage.md): the same calls as the local disk. Writes are
 * streamed as a multipart upload (a few 5 MB parts in memory at most), reads ask for a byte range, and
 * downloads are presigned GETs carrying the type and disposition to answer with.
 */
export function s3Storage(settings: S3Settings, client: S3Client = s3Client(settings)): FileStorage {
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async write(key, data) {
      checkKey(key);
      if (Buffer.isBuffer(data)) {
        await new Upload({ client, params: { Bucket, Key: key, Body: data } }).done();
        return data.length;
      }
      const counter = byteCounter();
      // pipe() does not pass errors on: a source that fails must fail the upload.
      let sourceError: unknown;
      data.once('error', (error) => {
        sourceError = error;
        counter.stream.destroy(error);
      });
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: data.pipe(counter.stream) },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
      });
      try {
        await upload.done();
      } catch (error) {
        // The source's failure (a client cutting the upload short) is the one to report, not the abort's.
        throw sourceError ?? error;
      }
      return counter.bytes();
    },
    read(key, range) {
      checkKey(key);
      const out = new PassThrough();
      client
        .send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        )
        .then((res) => {
          const body = res.Body as Readable | undefined;
          if (!body) return out.end();
          body.once('error', (error) => out.destroy(error));
          out.once('close', () => body.destroy());
          body.pipe(out);
        })
        .catch((error: unknown) => {
          const e = isNotFound(error)
            ? Object.assign(new Error(`No such file: ${key}`), { code: 'ENOENT' })
            : (error as Error);
          out.destroy(e);
        });
      return out;
    },
    async size(key) {
      checkKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      checkKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list(prefix) {
      if (!/^[a-z][a-zA-Z]*$/.test(prefix)) throw new Error(`Invalid storage prefix: ${prefix}`);
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${prefix}/`, ContinuationToken: token }),
        );
        for (const item of page.Contents ?? []) {
          if (item.Key && storageKeyPattern.test(item.Key)) {
            yield { key: item.Key, modifiedAt: item.LastModified ?? new Date(0) };
          }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async signedUrl(key, options) {
      checkKey(key);
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentType: options.mimeType,
        ResponseContentDisposition: contentDisposition(options.disposition, options.fileName),
      });
      return getSignedUrl(client, command, { expiresIn: options.expiresInSeconds });
    },
    async localPath(key) {
      checkKey(key);
      const dir = await mkdtemp(join(tmpdir(), 'hiring-s3-'));
      const path = join(dir, key.split('/').pop()!);
      const release = () => rm(dir, { recursive: true, force: true });
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        await pipeline(res.Body as Readable, createWriteStream(path));
      } catch (error) {
        await release();
        throw error;
      }
      return { path, release };
    },
  };
}
