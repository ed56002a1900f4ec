import { randomBytes, randomUUID } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '../src/db/schema/index.js';
import { s3Storage } from '../src/modules/files/s3-storage.js';
import { readStoredBytes, type FileStorage } from '../src/modules/files/storage.js';
import { RoleId } from '@hiring/domain';
import { createUser } from '../src/db/seed/factories.js';
import { configuredStorage } from '../src/modules/files/storage.js';
import { expectError, fileUpload, sampleFiles } from './candidates-support.js';
import { useTestApp } from './helpers.js';
import { S3RVER_KEY, startLocalS3, type LocalS3 } from './support/s3-server.js';
import {
  attachInterview,
  hasFfmpeg,
  makeClip,
  probeBytes,
  processorFor,
  storeVideo,
} from './video-support.js';
import { twoCompanies } from './fixtures.js';

let s3: LocalS3;
let storage: FileStorage;
/** The app's S3_* settings, known once the server runs (read by useTestApp's own beforeAll, after this one). */
const s3Env: Record<string, string> = {};
beforeAll(async () => {
  s3 = await startLocalS3();
  Object.assign(s3Env, s3.env);
  storage = s3Storage({
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: 'us-east-1',
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    forcePathStyle: true,
  });
});
const t = useTestApp({}, s3Env);
afterAll(() => s3?.close());

const MB = 1024 * 1024;

/** A stream of `total` bytes in 64 KB chunks, made as it is read (never whole in memory). */
function chunkedStream(total: number, seed: Buffer): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) return this.push(null);
      const n = Math.min(64 * 1024, total - sent);
      const chunk = Buffer.alloc(n);
      for (let i = 0; i < n; i++) chunk[i] = seed[(sent + i) % seed.length]!;
      sent += n;
      this.push(chunk);
    },
  });
}

const expectedByte = (seed: Buffer, at: number) => seed[at % seed.length]!;

describe('S3 driver against a local S3-compatible server', () => {
  const seed = randomBytes(4099);
  const bigKey = `curriculum/${randomUUID()}`;
  const big = 6 * MB + 123;

  it('writes a stream larger than one multipart part and resolves to its size', async () => {
    expect(await storage.write(bigKey, chunkedStream(big, seed))).toBe(big);
    expect(await storage.size(bigKey)).toBe(big);
    expect(storage.kind).toBe('s3');
  });

  it('a source that fails half way fails the write and leaves nothing', async () => {
    const key = `video/${randomUUID()}`;
    let sent = 0;
    const failing = new Readable({
      read() {
        if (sent >= 6 * MB) return this.destroy(new Error('connection reset'));
        sent += 256 * 1024;
        this.push(Buffer.alloc(256 * 1024, 7));
      },
    });
    await expect(storage.write(key, failing)).rejects.toThrow(/connection reset/);
    expect(await storage.size(key)).toBeNull();
  });

  it('reads the whole file and a range of it', async () => {
    const all = await readStoredBytes(storage, bigKey);
    expect(all.length).toBe(big);
    expect(all[5 * MB + 7]).toBe(expectedByte(seed, 5 * MB + 7));
    const chunks: Buffer[] = [];
    for await (const c of storage.read(bigKey, { start: 5 * MB, end: 5 * MB + 9 })) chunks.push(c as Buffer);
    const part = Buffer.concat(chunks);
    expect(part.length).toBe(10);
    expect([...part]).toEqual(Array.from({ length: 10 }, (_, i) => expectedByte(seed, 5 * MB + i)));
  });

  it('writes a buffer; size is null for a missing key; reading one fails', async () => {
    const key = `certificate/${randomUUID()}.pdf`;
    expect(await storage.write(key, Buffer.from('%PDF-1.4 small'))).toBe(14);
    expect((await readStoredBytes(storage, key)).toString()).toBe('%PDF-1.4 small');
    const missing = `certificate/${randomUUID()}`;
    expect(await storage.size(missing)).toBeNull();
    await expect(readStoredBytes(storage, missing)).rejects.toThrow(/No such file/);
    await expect(storage.size('../etc/passwd')).rejects.toThrow(/Invalid storage key/);
  });

  it('lists every key under a prefix across pages, and removes (twice is fine)', async () => {
    const keys = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const key = `picture/${randomUUID()}`;
        await storage.write(key, Buffer.from(key));
        return key;
      }),
    );
    const listed: string[] = [];
    for await (const item of storage.list('picture')) {
      listed.push(item.key);
      expect(item.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
    expect(listed.sort()).toEqual([...keys].sort());
    await storage.remove(keys[0]!);
    await storage.remove(keys[0]!);
    expect(await storage.size(keys[0]!)).toBeNull();
    const after: string[] = [];
    for await (const item of storage.list('picture')) after.push(item.key);
    expect(after).toHaveLength(2);
  });

  it('a presigned URL serves the bytes with the type and disposition asked for, to a plain fetch', async () => {
    const key = `certificate/${randomUUID()}`;
    await storage.write(key, Buffer.from('%PDF-1.4 signed'));
    const url = await storage.signedUrl(key, {
      expiresInSeconds: 60,
      fileName: 'Attestato Ugò.pdf',
      mimeType: 'application/pdf',
      disposition: 'attachment',
    });
    expect(url).toMatch(/X-Amz-Expires=60/);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''Attestato%20Ug%C3%B2.pdf");
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(await res.text()).toBe('%PDF-1.4 signed');
    // A byte range of it (a <video> seeking).
    const ranged = await fetch(url, { headers: { range: 'bytes=1-3' } });
    expect(ranged.status).toBe(206);
    expect(await ranged.text()).toBe('PDF');
  });

  it('a presigned URL is refused once it has expired', async () => {
    const key = `certificate/${randomUUID()}`;
    await storage.write(key, Buffer.from('old'));
    // Signed two minutes ago for one minute: expired now.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 120_000);
    let url: string;
    try {
      url = await storage.signedUrl(key, {
        expiresInSeconds: 60,
        fileName: 'old.txt',
        mimeType: 'text/plain',
        disposition: 'inline',
      });
    } finally {
      vi.useRealTimers();
    }
    const res = await fetch(url);
    expect(res.status).toBe(403);
    expect(await res.text()).toMatch(/expired/i);
    // (s3rver checks the expiry but not SigV4 signatures, so tampering is not tested against it.)
  });

  it('gives a local copy for tools that need a path, removed on release', async () => {
    const handle = await storage.localPath(bigKey);
    expect((await stat(handle.path)).size).toBe(big);
    expect((await readFile(handle.path))[17]).toBe(expectedByte(seed, 17));
    await handle.release();
    await expect(stat(handle.path)).rejects.toThrow();
  });
});

describe('the app on S3 (S3_* settings)', () => {
  it('stores an upload in the bucket and hands out a presigned address to the owner only', async () => {
    expect(configuredStorage(t.config).kind).toBe('s3');
    const owner = (await createUser(t.db, { firstname: 'Sara', lastname: 'Secchio', roleId: RoleId.user }))
      .id;
    const other = (await createUser(t.db, { firstname: 'Otto', lastname: 'Altro', roleId: RoleId.user })).id;
    const up = await t.request({
      method: 'POST',
      url: '/api/file/curriculum',
      as: owner,
      ...fileUpload('CV Sara.pdf', sampleFiles.pdf, 'application/pdf'),
    });
    expect(up.statusCode, up.body).toBe(201);
    const cv = up.json().data;
    // In the bucket, under the key the row keeps.
    const listed: string[] = [];
    for await (const item of storage.list('curriculum')) listed.push(item.key);
    const [row] = await t.db.select().from(schema.userCurriculum).where(eq(schema.userCurriculum.id, cv.id));
    expect(listed).toContain(row!.fileKey);

    const res = await t.request({
      method: 'GET',
      url: `/api/user-curriculum/${cv.id}/url?download=1`,
      as: owner,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { url, expiresAt } = res.json().data;
    expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/curriculum/`)).toBe(true);
    expect(url).toContain(`X-Amz-Expires=${t.config.storage.urlTtlSeconds}`);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="CV Sara.pdf"/);
    expect(Buffer.from(await file.arrayBuffer()).equals(sampleFiles.pdf)).toBe(true);

    // The download through the API streams from the bucket too, with ranges.
    const part = await t.request({
      method: 'GET',
      url: `/api/user-curriculum/${cv.id}/file`,
      as: owner,
      headers: { range: 'bytes=0-3' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('%PDF');

    // Someone who may not see the CV gets no address, as they get no download.
    const file404 = await t.request({ method: 'GET', url: `/api/user-curriculum/${cv.id}/file`, as: other });
    expectError(
      await t.request({ method: 'GET', url: `/api/user-curriculum/${cv.id}/url`, as: other }),
      file404.statusCode,
    );
    expect(file404.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('an oversized upload is refused (413) and leaves nothing in the bucket', async () => {
    const owner = (await createUser(t.db, { firstname: 'Gino', lastname: 'Grosso', roleId: RoleId.user })).id;
    const keysNow = async () => {
      const keys: string[] = [];
      for await (const item of storage.list('picture')) keys.push(item.key);
      return keys.sort();
    };
    const before = await keysNow();
    const png = await sampleFiles.png(32, 32);
    const big = Buffer.concat([png, Buffer.alloc(5 * MB + 1)]);
    const res = await t.request({
      method: 'POST',
      url: '/api/file/picture',
      as: owner,
      ...fileUpload('huge.png', big, 'image/png'),
    });
    expectError(res, 413);
    expect(await keysNow()).toEqual(before);
  });

  it("lets the web app's pages load images and media from the bucket (Content-Security-Policy)", async () => {
    const csp = (await t.request({ method: 'GET', url: '/api/version' })).headers['content-security-policy'];
    for (const directive of ['img-src', 'media-src', 'connect-src']) {
      expect(String(csp)).toMatch(new RegExp(`${directive} [^;]*${s3.endpoint.replace(/[.]/g, '\\.')}`));
    }
  });
});

describe.skipIf(!hasFfmpeg)('the video pipeline on S3 (ffmpeg)', () => {
  it('encodes a clip read from the bucket, stores the outputs there and signs addresses of them', async () => {
    const f = await twoCompanies(t.db);
    const videoId = await storeVideo(t, f.candidate.id, makeClip());
    await attachInterview(t.db, f.applicationA.id, f.candidate.id, videoId);
    expect(await processorFor(t).runOnce()).toMatchObject({ claimed: 1, encoded: 1 });
    const res = await t.request({ method: 'GET', url: `/api/video/${videoId}/url`, as: f.adminA.id });
    expect(res.statusCode, res.body).toBe(200);
    const { url, thumbUrl } = res.json().data;
    expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/videoWeb/`)).toBe(true);
    const web = await fetch(url);
    expect(web.status).toBe(200);
    expect(web.headers.get('content-type')).toBe('video/mp4');
    expect(probeBytes(Buffer.from(await web.arrayBuffer())).codecs).toContain('h264');
    const seek = await fetch(url, { headers: { range: 'bytes=0-99' } });
    expect(seek.status).toBe(206);
    const thumb = await fetch(thumbUrl);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
  });
});
