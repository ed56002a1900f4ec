import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, fileUpload, multipartBody, sampleFiles } from './candidates-support.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

const dataDir = mkdtempSync(join(tmpdir(), 'company-images-'));
const t = useTestApp({ dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

let f: Awaited<ReturnType<typeof twoCompanies>>;
beforeAll(async () => {
  f = await twoCompanies(t.db);
});

const storedUnder = (prefix: string) => {
  try {
    return readdirSync(join(dataDir, 'files', prefix));
  } catch {
    return [];
  }
};

const upload = (type: string, as: number, body: { payload: Buffer; headers: Record<string, string> }) =>
  t.request({ method: 'POST', url: `/api/file/${type}`, as, ...body });

const imageUpload = (kind: string, data: Buffer, type = 'image/png') =>
  multipartBody([
    { name: 'kind', value: kind },
    { name: 'file', filename: `${kind}.png`, type, data },
  ]);

/** A JPEG photo with EXIF orientation 6 (to be turned upright) and a transparent PNG. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#aa5533' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
const transparent = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .png()
    .toBuffer();

/** The image behind a URL the company payload gives, read as an <img> would (no token). */
async function served(url: string) {
  const res = await t.request({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return { res, meta: await sharp(res.rawPayload).metadata() };
}

describe('company logo', () => {
  it('becomes a 256x256 PNG under a public URL with cache version 2, shown in the company menu', async () => {
    const res = await upload(
      'companyLogo',
      f.adminA.id,
      fileUpload('logo.jpg', await photo(900, 500), 'image/jpeg'),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { logo } = res.json().data;
    expect(logo).toMatch(/^\/api\/storage\/company\/[0-9a-f-]{36}\.png\?v=2$/);
    const { res: image, meta } = await served(logo);
    expect(meta).toMatchObject({ format: 'png', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const menu = await t.request({ method: 'GET', url: '/api/company/@menu', as: f.assistantA.id });
    expect(menu.json().data[0].logo).toBe(logo);
    // Only the resized logo is kept: the original upload is gone.
    expect(storedUnder('companyLogo')).toEqual([]);
    expect(storedUnder('company')).toHaveLength(1);
  });

  it('replaces the previous logo and removes its bytes', async () => {
    const before = (
      await t.request({ method: 'GET', url: `/api/company/${f.companyA.id}`, as: f.adminA.id })
    ).json().data.logo as string;
    const res = await upload(
      'companyLogo',
      f.adminA.id,
      fileUpload(
        'logo.webp',
        await sharp(await sampleFiles.png(300, 300))
          .webp()
          .toBuffer(),
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.logo).not.toBe(before);
    expectError(await t.request({ method: 'GET', url: before }), 404);
    expect(storedUnder('company')).toHaveLength(1);
  });

  it('refuses what is not an image, and members without C on company', async () => {
    expectError(await upload('companyLogo', f.adminA.id, fileUpload('logo.pdf', sampleFiles.pdf)), 415);
    // An SVG is taken, sanitised and rasterised (files-uploads-svg.test.ts); one with nothing to draw is not an image.
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0"></svg>');
    expectError(await upload('companyLogo', f.adminA.id, fileUpload('logo.svg', svg)), 415);
    // Looks like a PNG, is not one: sharp cannot read it.
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64),
    ]);
    expectError(await upload('companyLogo', f.adminA.id, fileUpload('logo.png', fake, 'image/png')), 415);
    expectError(
      await upload('companyLogo', f.assistantA.id, fileUpload('logo.png', await sampleFiles.png())),
      403,
    );
    expectError(
      await upload('companyLogo', f.loner.id, fileUpload('logo.png', await sampleFiles.png())),
      403,
    );
    expectError(
      await upload('companyLogo', undefined as never, fileUpload('logo.png', await sampleFiles.png())),
      401,
    );
    expect(storedUnder('companyLogo')).toEqual([]);
    expect(storedUnder('company')).toHaveLength(1);
  });
});

describe('company banner and gallery', () => {
  it('makes the banner a 1430x260 JPEG (transparency on white) and gallery pictures 256x256 PNGs', async () => {
    const banner = await upload(
      'companyImage',
      f.adminA.id,
      imageUpload('banner', await transparent(2000, 600)),
    );
    expect(banner.statusCode, banner.body).toBe(201);
    const url = banner.json().data.banner as string;
    expect(url).toMatch(/^\/api\/storage\/company\/[0-9a-f-]{36}\.jpg\?v=2$/);
    const { res, meta } = await served(url);
    expect(meta).toMatchObject({ format: 'jpeg', width: 1430, height: 260 });
    expect(res.headers['content-type']).toBe('image/jpeg');
    const { dominant } = await sharp(res.rawPayload).stats();
    expect(dominant).toMatchObject({ r: expect.any(Number) });
    expect(Math.min(dominant.r, dominant.g, dominant.b)).toBeGreaterThan(240);

    const gallery = await upload(
      'companyImage',
      f.adminA.id,
      imageUpload('gallery', await photo(400, 1200), 'image/jpeg'),
    );
    expect(gallery.statusCode, gallery.body).toBe(201);
    const [first] = gallery.json().data.images as string[];
    expect((await served(first!)).meta).toMatchObject({ format: 'png', width: 256, height: 256 });
  });

  it('needs a kind of banner or gallery', async () => {
    const none = expectError(
      await upload('companyImage', f.adminA.id, fileUpload('x.png', await sampleFiles.png())),
      400,
    );
    expect(JSON.stringify(none.message)).toContain('body.kind');
    expectError(
      await upload('companyImage', f.adminA.id, imageUpload('poster', await sampleFiles.png())),
      400,
    );
    expect(storedUnder('companyImage')).toEqual([]);
  });

  it('holds at most 8 gallery pictures (409), reorders and removes them with PATCH', async () => {
    for (let i = 1; i < 8; i++) {
      const res = await upload(
        'companyImage',
        f.adminA.id,
        imageUpload('gallery', await sampleFiles.png(300 + i, 300)),
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    const full = expectError(
      await upload('companyImage', f.adminA.id, imageUpload('gallery', await sampleFiles.png())),
      409,
    );
    expect(full.message).toMatch(/at most 8/);
    expect(storedUnder('companyImage')).toEqual([]);
    const company = (
      await t.request({ method: 'GET', url: `/api/company/${f.companyA.id}`, as: f.adminA.id })
    ).json().data;
    const images = company.images as string[];
    expect(images).toHaveLength(8);
    // 1 logo + 1 banner + 8 gallery pictures on disk.
    expect(storedUnder('company')).toHaveLength(10);

    const kept = [images[7]!, ...images.slice(1, 7)];
    const res = await t.request({
      method: 'PATCH',
      url: `/api/company/${f.companyA.id}`,
      as: f.adminA.id,
      payload: { images: kept },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.images).toEqual(kept);
    expectError(await t.request({ method: 'GET', url: images[0]! }), 404);
    expect(storedUnder('company')).toHaveLength(9);

    // Only its own pictures, each once.
    for (const bad of [
      [...kept, '/api/storage/company/00000000-0000-0000-0000-000000000000.png?v=2'],
      [kept[0]!, kept[0]!],
    ]) {
      const refused = expectError(
        await t.request({
          method: 'PATCH',
          url: `/api/company/${f.companyA.id}`,
          as: f.adminA.id,
          payload: { images: bad },
        }),
        400,
      );
      expect(refused.message).toEqual(["body.images: only the company's own images, each once"]);
    }
  });

  it('removes the logo and the banner with PATCH, bytes too', async () => {
    const before = (
      await t.request({ method: 'GET', url: `/api/company/${f.companyA.id}`, as: f.adminA.id })
    ).json().data;
    const res = await t.request({
      method: 'PATCH',
      url: `/api/company/${f.companyA.id}`,
      as: f.adminA.id,
      payload: { logo: null, banner: null },
    });
    expect(res.json().data).toMatchObject({ logo: null, banner: null });
    expectError(await t.request({ method: 'GET', url: before.logo }), 404);
    expectError(await t.request({ method: 'GET', url: before.banner }), 404);
    expect(storedUnder('company')).toHaveLength(7);
  });

  it("never touches another company's pictures", async () => {
    const res = await upload(
      'companyImage',
      f.adminB.id,
      imageUpload('banner', await sampleFiles.png(1600, 400)),
    );
    expect(res.statusCode).toBe(201);
    const a = (
      await t.request({ method: 'GET', url: `/api/company/${f.companyA.id}`, as: f.adminA.id })
    ).json().data;
    expect(a.banner).toBeNull();
    const stolen = expectError(
      await t.request({
        method: 'PATCH',
        url: `/api/company/${f.companyB.id}`,
        as: f.adminB.id,
        payload: { images: a.images.slice(0, 1) },
      }),
      400,
    );
    expect(stolen.message).toEqual(["body.images: only the company's own images, each once"]);
    expectError(await t.request({ method: 'GET', url: '/api/storage/company/..%2F..%2Fsecret.png' }), 400);
  });
});
