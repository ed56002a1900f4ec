import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleId } from '@hiring/domain';
import { createUser, setCandidatePreference } from '../src/db/seed/factories.js';
import * as schema from '../src/db/schema/index.js';
import { expectError, fileUpload, multipartBody, sampleFiles } from './candidates-support.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

const dataDir = mkdtempSync(join(tmpdir(), 'candidates-files-'));
const t = useTestApp({ dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

let f: Awaited<ReturnType<typeof twoCompanies>>;
let carla: number;
let hidden: number;
beforeAll(async () => {
  f = await twoCompanies(t.db);
  carla = f.candidate.id; // searchable, applied to A and B
  hidden = (await createUser(t.db, { firstname: 'Ugo', lastname: 'Nascosto', roleId: RoleId.user })).id;
  await setCandidatePreference(t.db, hidden, { searchable: false });
});

const upload = (type: string, as: number, body: { payload: Buffer; headers: Record<string, string> }) =>
  t.request({ method: 'POST', url: `/api/file/${type}`, as, ...body });

/** Stored files under a key prefix (e.g. `picture`), to check refused uploads leave nothing behind. */
const storedUnder = (prefix: string) => {
  try {
    return readdirSync(join(dataDir, 'files', prefix));
  } catch {
    return [];
  }
};

describe('candidate uploads', () => {
  it('accepts a CV (PDF or Word), replaces the previous one and serves it to the candidate', async () => {
    const first = await upload('curriculum', hidden, fileUpload('cv.docx', sampleFiles.docx));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.mimeType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const res = await upload(
      'curriculum',
      hidden,
      fileUpload('Curriculum Ugò.pdf', sampleFiles.pdf, 'application/pdf'),
    );
    expect(res.statusCode).toBe(201);
    const cv = res.json().data;
    expect(cv).toMatchObject({
      fileName: 'Curriculum Ugò.pdf',
      mimeType: 'application/pdf',
      size: sampleFiles.pdf.length,
    });
    expect(cv.id).toBe(first.json().data.id);
    expect(cv.url).toBe(`/user-curriculum/${cv.id}/file`);
    const download = await t.request({ method: 'GET', url: `/api${cv.url}`, as: hidden });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Curriculum%20Ug%C3%B2.pdf");
    expect(download.rawPayload.equals(sampleFiles.pdf)).toBe(true);
    // The replaced Word file is gone from the disk (no application snapshot holds it).
    expect(storedUnder('curriculum')).toHaveLength(1);
  });

  it('adds certificates with their description, and a video introduction', async () => {
    const body = multipartBody([
      { name: 'name', value: 'AWS Solutions Architect' },
      { name: 'issuer', value: 'Amazon' },
      { name: 'issuedOn', value: '2024-03-01' },
      { name: 'file', filename: 'aws.png', type: 'image/png', data: await sampleFiles.png() },
    ]);
    const res = await upload('certificate', carla, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'AWS Solutions Architect',
      issuer: 'Amazon',
      issuedOn: '2024-03-01',
      mimeType: 'image/png',
    });
    const unnamed = await upload('certificate', carla, fileUpload('scrum-master.pdf', sampleFiles.pdf));
    expect(unnamed.json().data).toMatchObject({ name: 'scrum-master', issuer: null });
    const video = await upload(
      'videoIntroduction',
      carla,
      fileUpload('me.webm', sampleFiles.webm, 'video/webm'),
    );
    expect(video.statusCode).toBe(201);
    expect(video.json().data).toMatchObject({ mimeType: 'video/webm', durationSeconds: null });
    const badField = multipartBody([
      { name: 'issuedOn', value: 'yesterday' },
      { name: 'file', filename: 'x.pdf', data: sampleFiles.pdf },
    ]);
    expectError(await upload('certificate', carla, badField), 400);
  });

  it('turns a picture into a 256x256 PNG avatar that user.picture points at', async () => {
    const res = await upload(
      'picture',
      carla,
      fileUpload('me.png', await sampleFiles.png(900, 500), 'image/png'),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { picture, id } = res.json().data;
    expect(picture).toMatch(/^\/api\/storage\/avatar\/[0-9a-f-]{36}\.png\?v=2$/);
    const [row] = await t.db
      .select({ picture: schema.user.picture })
      .from(schema.user)
      .where(eq(schema.user.id, carla));
    expect(row!.picture).toBe(picture);
    const avatar = await t.request({ method: 'GET', url: picture });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/png');
    const meta = await sharp(avatar.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 256, height: 256 });
    // The original stays readable for those who may see the candidate.
    const original = await t.request({ method: 'GET', url: `/api/user-picture/${id}/file`, as: f.adminA.id });
    expect(original.statusCode).toBe(200);

    const removed = await t.request({ method: 'DELETE', url: `/api/user-picture/${id}`, as: carla });
    expect(removed.statusCode).toBe(204);
    const [after] = await t.db
      .select({ picture: schema.user.picture })
      .from(schema.user)
      .where(eq(schema.user.id, carla));
    expect(after!.picture).toBeNull();
    expectError(await t.request({ method: 'GET', url: picture }), 404);
    expectError(await t.request({ method: 'GET', url: `/api/user-picture/${id}/file`, as: carla }), 404);
  });

  it('refuses content that is not an accepted type (415), also when it only claims to be one', async () => {
    expectError(
      await upload('curriculum', carla, fileUpload('cv.pdf', sampleFiles.text, 'application/pdf')),
      415,
    );
    expectError(await upload('picture', carla, fileUpload('me.png', sampleFiles.pdf, 'image/png')), 415);
    expectError(
      await upload('picture', carla, fileUpload('me.pdf', await sampleFiles.png(), 'application/pdf')),
      415,
    );
    // PNG magic, broken image: sharp cannot read it.
    const broken = Buffer.concat([(await sampleFiles.png()).subarray(0, 40), Buffer.alloc(200, 7)]);
    expectError(await upload('picture', carla, fileUpload('me.png', broken)), 415);
    expectError(await upload('videoIntroduction', carla, fileUpload('v.pdf', sampleFiles.pdf)), 415);
    expect(storedUnder('picture')).toHaveLength(0);
    expect(storedUnder('avatar')).toHaveLength(0);
  });

  it('refuses files over the limit with 413 and keeps nothing of them', async () => {
    const big = Buffer.concat([await sampleFiles.png(), Buffer.alloc(5 * 1024 * 1024)]);
    expectError(await upload('picture', carla, fileUpload('big.png', big, 'image/png')), 413);
    expect(storedUnder('picture')).toHaveLength(0);
  });

  it('answers 415 without multipart, 400 without a file part or with a broken body', async () => {
    expectError(
      await t.request({ method: 'POST', url: '/api/file/curriculum', as: carla, payload: { file: 'x' } }),
      415,
    );
    expectError(
      await t.request({
        method: 'POST',
        url: '/api/file/curriculum',
        as: carla,
        payload: 'x',
        headers: { 'content-type': 'application/octet-stream' },
      }),
      415,
    );
    expectError(await upload('curriculum', carla, multipartBody([{ name: 'note', value: 'no file' }])), 400);
    const cut = fileUpload('cv.pdf', sampleFiles.pdf);
    expectError(await upload('curriculum', carla, { ...cut, payload: cut.payload.subarray(0, 80) }), 400);
    expectError(
      await upload('curriculum', carla, {
        payload: Buffer.from('x'),
        headers: { 'content-type': 'multipart/form-data' },
      }),
      400,
    );
    expectError(
      await upload(
        'curriculum',
        carla,
        multipartBody([
          { name: 'file', filename: 'a.pdf', data: sampleFiles.pdf },
          { name: 'file', filename: 'b.pdf', data: sampleFiles.pdf },
        ]),
      ),
      413,
    );
  });

  it('lets only candidates upload and delete their own files', async () => {
    expectError(await upload('curriculum', f.adminA.id, fileUpload('cv.pdf', sampleFiles.pdf)), 403);
    // A company's upload type: a candidate holds no company permission.
    expectError(await upload('companyLogo', carla, fileUpload('l.pdf', sampleFiles.pdf)), 403);
    const [cv] = (
      await t.request({ method: 'GET', url: `/api/user-curriculum?where[userId]=${hidden}`, as: hidden })
    ).json().data;
    expectError(await t.request({ method: 'DELETE', url: `/api/user-curriculum/${cv.id}`, as: carla }), 404);
    expectError(
      await t.request({ method: 'DELETE', url: `/api/user-curriculum/${cv.id}`, as: f.adminA.id }),
      403,
    );
  });
});

describe('candidate file downloads', () => {
  it('follows the candidate’s visibility: 404 for a company that may not see the candidate', async () => {
    const [cv] = (
      await t.request({ method: 'GET', url: `/api/user-curriculum?where[userId]=${hidden}`, as: hidden })
    ).json().data;
    const missing = await t.request({
      method: 'GET',
      url: '/api/user-curriculum/2000000000/file',
      as: f.adminB.id,
    });
    const hiddenOne = await t.request({
      method: 'GET',
      url: `/api/user-curriculum/${cv.id}/file`,
      as: f.adminB.id,
    });
    expectError(hiddenOne, 404);
    expect(hiddenOne.json().message).toBe(missing.json().message.replace('2000000000', String(cv.id)));
    const [cert] = (
      await t.request({ method: 'GET', url: `/api/user-certificate?where[userId]=${carla}`, as: f.adminB.id })
    ).json().data;
    const visible = await t.request({
      method: 'GET',
      url: `/api/user-certificate/${cert.id}/file`,
      as: f.adminB.id,
    });
    expect(visible.statusCode).toBe(200);
    expect(visible.headers['content-type']).toBe('image/png');
    expectError(await t.request({ method: 'GET', url: `/api/user-certificate/${cert.id}/file` }), 401);
  });

  it('answers 400 for bad ids', async () => {
    for (const url of [
      '/api/user-curriculum/abc/file',
      '/api/video-introduction/0/file',
      '/api/user-certificate/1.5/file',
    ]) {
      expectError(await t.request({ method: 'GET', url, as: carla }), 400);
    }
    expectError(await t.request({ method: 'DELETE', url: '/api/user-certificate/-1', as: carla }), 400);
    expectError(await t.request({ method: 'GET', url: '/api/storage/avatar/..%2F..%2Fjwt-secret' }), 400);
  });

  it('deletes a certificate and its bytes', async () => {
    const [cert] = (
      await t.request({ method: 'GET', url: `/api/user-certificate?where[userId]=${carla}`, as: carla })
    ).json().data;
    const before = storedUnder('certificate').length;
    expect(
      (await t.request({ method: 'DELETE', url: `/api/user-certificate/${cert.id}`, as: carla })).statusCode,
    ).toBe(204);
    expect(storedUnder('certificate')).toHaveLength(before - 1);
    expectError(
      await t.request({ method: 'GET', url: `/api/user-certificate/${cert.id}/file`, as: carla }),
      404,
    );
    expectError(
      await t.request({ method: 'DELETE', url: `/api/user-certificate/${cert.id}`, as: carla }),
      404,
    );
  });
});
