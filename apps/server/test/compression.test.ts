import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.js';
import { isCompressibleType } from '../src/http/compression.js';
import { configuredStorage } from '../src/modules/files/storage.js';
import { NONCE_PLACEHOLDER } from '../src/modules/web/web.routes.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';
import { listen } from './live-support.js';

// A built web app of a few files, with the `.br`/`.gz` the build writes beside them (vite.config.ts).
const webDist = mkdtempSync(join(tmpdir(), 'compression-web-'));
const dataDir = mkdtempSync(join(tmpdir(), 'compression-data-'));
// Over the compression threshold, with the nonce placeholder the server fills per answer.
const indexHtml = `<!doctype html><html lang="it"><head><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}"><title>Hiring</title></head><body>${'<div></div>'.repeat(100)}</body></html>`;
const filled = (res: { headers: Record<string, unknown> }) =>
  indexHtml.replace(
    NONCE_PLACEHOLDER,
    /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1] ?? 'none',
  );
const appJs = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ i, name: `riga ${i}` })))};`;
const writeBuilt = (file: string, text: string, variants = true) => {
  writeFileSync(join(webDist, file), text);
  if (!variants) return;
  writeFileSync(join(webDist, `${file}.br`), brotliCompressSync(text));
  writeFileSync(join(webDist, `${file}.gz`), gzipSync(text));
};
mkdirSync(join(webDist, 'assets'));
writeBuilt('index.html', indexHtml);
writeBuilt('assets/app-1a2b3c.js', appJs);
// A file the build did not compress (a font, say): sent as it is, never compressed on the fly.
const font = randomBytes(4000);
writeFileSync(join(webDist, 'assets/font-1a2b3c.woff2'), font);

const t = useTestApp({ webDist, dataDir });
afterAll(() => {
  rmSync(webDist, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

let f: Awaited<ReturnType<typeof twoCompanies>>;
beforeAll(async () => {
  f = await twoCompanies(t.db);
  // 200 more jobs of company A, with descriptions as long as real ones.
  await t.db.insert(schema.job).values(
    Array.from({ length: 200 }, (_, i) => ({
      companyId: f.companyA.id,
      userId: f.adminA.id,
      name: `Sviluppatore ${i} — backend`,
      description: `Cerchiamo una persona per il team ${i}. `.repeat(8),
    })),
  );
});

const list200 = (encoding?: string) =>
  t.request({
    method: 'GET',
    url: '/api/job?take=200&orderBy=id',
    as: f.adminA.id,
    headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
  });

const decode = (encoding: string | string[] | undefined, body: Buffer): Buffer =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

describe('API responses', () => {
  it('a 200-row list is compressed when asked: brotli preferred, gzip otherwise, the same JSON once decoded', async () => {
    const plain = await list200();
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().data).toHaveLength(200);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await list200('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(decode('br', br.rawPayload).toString())).toEqual(plain.json());

    const gz = await list200('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(decode('gzip', gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('clients that do not ask, or ask for identity only or an encoding it lacks, get the body as it is', async () => {
    const plain = (await list200()).rawPayload;
    for (const encoding of ['identity', 'compress', '']) {
      const res = await list200(encoding);
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers['content-encoding'], encoding).toBeUndefined();
      expect(res.rawPayload.equals(plain), encoding).toBe(true);
    }
  });

  it('small bodies are not compressed (under 1 KB), nor are errors of a few bytes', async () => {
    const version = await t.request({
      method: 'GET',
      url: '/api/version',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(version.statusCode).toBe(200);
    expect(version.rawPayload.length).toBeLessThan(1024);
    expect(version.headers['content-encoding']).toBeUndefined();
    const denied = await t.request({
      method: 'GET',
      url: '/api/job?take=200',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['content-encoding']).toBeUndefined();
    expect(denied.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it('only text types are compressed: JSON, text, scripts, SVG; never the live stream, images, video or PDF', () => {
    for (const type of [
      'application/json; charset=utf-8',
      'text/html; charset=utf-8',
      'text/css',
      'text/csv',
      'application/javascript',
      'image/svg+xml',
      'application/problem+json',
    ])
      expect(isCompressibleType(type), type).toBe(true);
    for (const type of [
      'text/event-stream; charset=utf-8',
      'image/png',
      'image/jpeg',
      'video/webm',
      'application/pdf',
      'application/octet-stream',
      'application/zip',
      'font/woff2',
    ])
      expect(isCompressibleType(type), type).toBe(false);
  });
});

describe('streams and downloads', () => {
  it('the live stream is not compressed and its first frame arrives at once', async () => {
    const base = await listen(t.app);
    const token = await t.tokenFor(f.adminA.id);
    const { headers, first } = await new Promise<{ headers: Record<string, unknown>; first: string }>(
      (resolve, reject) => {
        const req = httpRequest(`${base}/api/live`, {
          headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
        });
        req.on('response', (res) => {
          res.once('data', (chunk: Buffer) => {
            resolve({ headers: res.headers, first: chunk.toString() });
            req.destroy();
          });
        });
        req.on('error', reject);
        req.end();
      },
    );
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(headers['content-encoding']).toBeUndefined();
    expect(first).toContain('event: ready');
  });

  it('a Range download is still 206 with its bytes as they are; the whole file of a binary type is not compressed', async () => {
    const storage = configuredStorage(t.config);
    const text = Buffer.from('riga di testo ripetuta\n'.repeat(500));
    const key = `videoAnswer/${randomUUID()}`;
    await storage.write(key, text);
    const url = await storage.signedUrl(key, {
      expiresInSeconds: 60,
      fileName: 'note.txt',
      mimeType: 'text/plain',
      disposition: 'attachment',
    });
    const part = await t.request({
      method: 'GET',
      url,
      headers: { range: 'bytes=100-199', 'accept-encoding': 'br, gzip' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${text.length}`);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.rawPayload.equals(text.subarray(100, 200))).toBe(true);

    const clip = randomBytes(5000);
    const clipKey = `videoAnswer/${randomUUID()}`;
    await storage.write(clipKey, clip);
    const clipUrl = await storage.signedUrl(clipKey, {
      expiresInSeconds: 60,
      fileName: 'risposta.webm',
      mimeType: 'video/webm',
      disposition: 'inline',
    });
    const whole = await t.request({
      method: 'GET',
      url: clipUrl,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.headers['content-length']).toBe(String(clip.length));
    expect(whole.rawPayload.equals(clip)).toBe(true);
  });
});

describe('the built web app', () => {
  const get = (url: string, encoding?: string, accept = '*/*') =>
    t.request({
      method: 'GET',
      url,
      headers: { accept, ...(encoding === undefined ? {} : { 'accept-encoding': encoding }) },
    });

  it('sends an asset as built: brotli or gzip as accepted, with its own type and Vary', async () => {
    const br = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode('br', br.rawPayload).toString()).toBe(appJs);

    const gz = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode('gzip', gz.rawPayload).toString()).toBe(appJs);

    const plain = await get('/assets/app-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(appJs);
  });

  it('index.html, at the root and as the fallback of a page route, is sent compressed too, its nonce filled', async () => {
    for (const url of ['/', '/jobs/12/board']) {
      const res = await get(url, 'br, gzip', 'text/html');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(decode('br', res.rawPayload).toString(), url).toBe(filled(res));
    }
    const plain = await get('/jobs/12/board', undefined, 'text/html');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(filled(plain));
    expect(plain.body).not.toContain(NONCE_PLACEHOLDER);
    // Never the built file with its placeholder.
    expect((await get('/index.html', 'br, gzip', 'text/html')).statusCode).toBe(404);
  });

  it('a file the build left alone (a font) goes out as it is', async () => {
    const res = await get('/assets/font-1a2b3c.woff2', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(font)).toBe(true);
  });
});
