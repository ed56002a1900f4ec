import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '../src/db/schema/index.js';
import { configuredStorage, type FileStorage } from '../src/modules/files/storage.js';
import { expectError, fileUpload, sampleFiles } from './candidates-support.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

const dataDir = mkdtempSync(join(tmpdir(), 'files-storage-local-'));
const t = useTestApp({ dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
afterEach(() => vi.useRealTimers());

let f: Awaited<ReturnType<typeof twoCompanies>>;
let storage: FileStorage;
const clip = randomBytes(10_000);
const clipKey = `videoAnswer/${randomUUID()}`;
beforeAll(async () => {
  f = await twoCompanies(t.db);
  storage = configuredStorage(t.config);
  await storage.write(clipKey, clip);
});

const sign = (
  key: string,
  over: Partial<{ ttl: number; name: string; type: string; download: boolean }> = {},
) =>
  storage.signedUrl(key, {
    expiresInSeconds: over.ttl ?? 60,
    fileName: over.name ?? 'risposta.webm',
    mimeType: over.type ?? 'video/webm',
    disposition: over.download ? 'attachment' : 'inline',
  });

/** GET of a signed address (relative to the app: `/api/storage/signed/…`). */
const fetchSigned = (url: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, headers });

describe('the local signed address', () => {
  it('serves the file without a token, with the signed type and name, cacheable until it expires', async () => {
    const url = await sign(clipKey, { ttl: 120, name: 'Risposta Ugò.webm' });
    expect(url).toMatch(/^\/api\/storage\/signed\/videoAnswer\/[0-9a-f-]{36}\?exp=\d+&name=.+&sig=/);
    const res = await fetchSigned(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('video/webm');
    expect(res.headers['content-length']).toBe(String(clip.length));
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="Risposta Ug_.webm"; filename*=UTF-8''Risposta%20Ug%C3%B2.webm`,
    );
    expect(res.headers['cache-control']).toMatch(/^private, max-age=(11\d|120)$/);
    expect(res.rawPayload.equals(clip)).toBe(true);
    // HEAD: the same headers, no body.
    const head = await t.request({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(clip.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers a byte range with 206 and Content-Range, so a player can seek', async () => {
    const url = await sign(clipKey);
    const res = await fetchSigned(url, { range: 'bytes=100-199' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-199/${clip.length}`);
    expect(res.headers['content-length']).toBe('100');
    expect(res.rawPayload.equals(clip.subarray(100, 200))).toBe(true);
    const tail = await fetchSigned(url, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(clip.subarray(clip.length - 10))).toBe(true);
    const open = await fetchSigned(url, { range: 'bytes=9990-' });
    expect(open.headers['content-range']).toBe(`bytes 9990-9999/${clip.length}`);
    // Several ranges, or a malformed header: the whole file.
    const several = await fetchSigned(url, { range: 'bytes=0-1,5000-5001' });
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.length).toBe(clip.length);
    expect((await fetchSigned(url, { range: 'pages=1-2' })).statusCode).toBe(200);
  });

  it('answers 416 with the size for a range past the end', async () => {
    const res = await fetchSigned(await sign(clipKey), { range: `bytes=${clip.length}-` });
    expectError(res, 416);
    expect(res.headers['content-range']).toBe(`bytes */${clip.length}`);
  });

  it('refuses a changed, incomplete or foreign signature with 403', async () => {
    const url = await sign(clipKey);
    const u = new URL(url, 'http://x');
    const variants = [
      url.replace('type=video%2Fwebm', 'type=text%2Fhtml'),
      url.replace('disp=inline', 'disp=attachment'),
      url.replace(/exp=(\d+)/, (_, e: string) => `exp=${Number(e) + 1000}`),
      url.replace(/sig=[^&]+/, 'sig=AAAA'),
      url.replace(/&sig=[^&]+/, ''),
      url.replace(u.pathname, `/api/storage/signed/curriculum/${randomUUID()}`),
      url.replace(u.pathname, '/api/storage/signed/videoAnswer/..%2F..%2Fetc'),
    ];
    for (const variant of variants) {
      expect(variant).not.toBe(url);
      const res = await fetchSigned(variant);
      expect(expectError(res, 403).message, variant).toBe('Forbidden');
    }
  });

  it('refuses an address once it has expired (403), and 404 once the bytes are gone', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T10:00:00Z'));
    const url = await sign(clipKey, { ttl: 60 });
    vi.setSystemTime(new Date('2030-01-01T10:00:59Z'));
    expect((await fetchSigned(url)).statusCode).toBe(200);
    vi.setSystemTime(new Date('2030-01-01T10:01:00Z'));
    expect(expectError(await fetchSigned(url), 403).message).toBe('Forbidden');
    vi.useRealTimers();

    const key = `videoAnswer/${randomUUID()}`;
    await storage.write(key, Buffer.from('gone soon'));
    const gone = await sign(key);
    await storage.remove(key);
    expectError(await fetchSigned(gone), 404);
  });
});

describe('the short-lived address of a record (GET …/url)', () => {
  let cvId: number;
  beforeAll(async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/file/curriculum',
      as: f.candidate.id,
      ...fileUpload('CV Carla.pdf', sampleFiles.pdf, 'application/pdf'),
    });
    expect(res.statusCode, res.body).toBe(201);
    cvId = res.json().data.id;
  });

  const urlOf = (path: string, as?: number) => t.request({ method: 'GET', url: `/api${path}`, as });

  it('gives the candidate an address of their CV, in place or as a download, expiring after the TTL', async () => {
    // A whole second near now (the caller's access token stays valid).
    const start = Math.ceil(Date.now() / 1000) * 1000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const res = await urlOf(`/user-curriculum/${cvId}/url`, f.candidate.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { url, expiresAt } = res.json().data;
    expect(expiresAt).toBe(new Date(start + 300_000).toISOString()); // FILE_URL_TTL_SECONDS: 300 by default
    const file = await fetchSigned(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="CV Carla.pdf"/);
    expect(file.rawPayload.equals(sampleFiles.pdf)).toBe(true);

    const download = await urlOf(`/user-curriculum/${cvId}/url?download=1`, f.candidate.id);
    const attachment = await fetchSigned(download.json().data.url);
    expect(attachment.headers['content-disposition']).toMatch(/^attachment; /);

    vi.setSystemTime(start + 299_000);
    expect((await fetchSigned(url)).statusCode).toBe(200);
    vi.setSystemTime(start + 300_000);
    expectError(await fetchSigned(url), 403);
  });

  it('refuses the address to whoever may not download the file, exactly as the download', async () => {
    for (const as of [f.loner.id, undefined]) {
      const file = await urlOf(`/user-curriculum/${cvId}/file`, as);
      const url = await urlOf(`/user-curriculum/${cvId}/url`, as);
      expect(file.statusCode).toBeGreaterThanOrEqual(400);
      expectError(url, file.statusCode);
    }
    expectError(await urlOf(`/user-curriculum/99999/url`, f.candidate.id), 404);
    expectError(await urlOf(`/user-curriculum/${cvId}/url?download=maybe`, f.candidate.id), 400);
  });

  it('company files: members of the company get an address, others what the download answers', async () => {
    const key = `companyFile/${randomUUID()}`;
    await storage.write(key, sampleFiles.pdf);
    const [row] = await t.db
      .insert(schema.companyFile)
      .values({
        companyId: f.companyA.id,
        userId: f.adminA.id,
        fileKey: key,
        fileName: 'Policy.pdf',
        mimeType: 'application/pdf',
        size: sampleFiles.pdf.length,
      })
      .returning();
    const ok = await urlOf(`/company-file/${row!.id}/url`, f.adminA.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await fetchSigned(ok.json().data.url)).rawPayload.equals(sampleFiles.pdf)).toBe(true);
    for (const as of [f.adminB.id, f.candidate.id]) {
      const file = await urlOf(`/company-file/${row!.id}/file`, as);
      expect(file.statusCode).toBeGreaterThanOrEqual(400);
      expectError(await urlOf(`/company-file/${row!.id}/url`, as), file.statusCode);
    }
  });

  it('video answers: the owner gets an address a player can seek in; others what the download answers', async () => {
    const [row] = await t.db
      .insert(schema.videoAnswer)
      .values({
        userId: f.candidate.id,
        fileKey: clipKey,
        fileName: 'answer.webm',
        mimeType: 'video/webm',
        size: clip.length,
      })
      .returning();
    const ok = await urlOf(`/video-answer/${row!.id}/url`, f.candidate.id);
    expect(ok.statusCode, ok.body).toBe(200);
    const part = await fetchSigned(ok.json().data.url, { range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(clip.subarray(0, 10))).toBe(true);
    // The download itself answers ranges too.
    const direct = await t.request({
      method: 'GET',
      url: `/api/video-answer/${row!.id}/file`,
      as: f.candidate.id,
      headers: { range: 'bytes=10-19' },
    });
    expect(direct.statusCode).toBe(206);
    expect(direct.rawPayload.equals(clip.subarray(10, 20))).toBe(true);
    for (const as of [f.adminB.id, f.loner.id]) {
      const file = await urlOf(`/video-answer/${row!.id}/file`, as);
      expect(file.statusCode).toBeGreaterThanOrEqual(400);
      expectError(await urlOf(`/video-answer/${row!.id}/url`, as), file.statusCode);
    }
  });
});
