import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleId } from '@hiring/domain';
import { createUser } from '../src/db/seed/factories.js';
import * as schema from '../src/db/schema/index.js';
import { sanitizeSvg } from '../src/modules/files/svg-sanitize.js';
import { applyTo, expectError, fileUpload, multipartBody } from './candidates-support.js';
import { twoCompanies } from './fixtures.js';
import { samples } from './files-uploads-support.js';
import { useTestApp } from './helpers.js';

const dataDir = mkdtempSync(join(tmpdir(), 'files-uploads-access-'));
const t = useTestApp({ dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

let f: Awaited<ReturnType<typeof twoCompanies>>;
let ugo: number;
beforeAll(async () => {
  f = await twoCompanies(t.db);
  ugo = (await createUser(t.db, { firstname: 'Ugo', lastname: 'Altro', roleId: RoleId.user })).id;
});

type Body = { payload: Buffer; headers: Record<string, string> };
const post = (url: string, as: number, body: Body) =>
  t.request({ method: 'POST', url: `/api${url}`, as, ...body });
const get = (url: string, as?: number) => t.request({ method: 'GET', url: `/api${url}`, as });
const forApplication = (applicationId: number, name: string, data: Buffer) =>
  multipartBody([
    { name: 'applicationId', value: String(applicationId) },
    { name: 'file', filename: name, data },
  ]);
const stored = (key: string) => existsSync(join(dataDir, 'files', key));
const storedUnder = (prefix: string) => {
  try {
    return readdirSync(join(dataDir, 'files', prefix));
  } catch {
    return [];
  }
};

describe('the application video interview and the application CV', () => {
  it('are seen by the candidate and the job’s company only', async () => {
    const mp4 = await samples.mp4();
    const res = await post(
      '/file/applicationVideoInterview',
      f.candidate.id,
      forApplication(f.applicationA.id, 'hi.mp4', mp4),
    );
    expect(res.statusCode, res.body).toBe(201);
    const interview = res.json().data;
    expect(interview).toMatchObject({
      applicationId: f.applicationA.id,
      userId: f.candidate.id,
      videoId: expect.any(Number),
    });
    const cvRes = await post(
      '/file/applicationCurriculum',
      f.candidate.id,
      forApplication(f.applicationA.id, 'cv.pdf', await samples.pdf()),
    );
    expect(cvRes.statusCode, cvRes.body).toBe(201);
    const cv = cvRes.json().data;
    expect(cv).toMatchObject({
      applicationId: f.applicationA.id,
      fileName: 'cv.pdf',
      mimeType: 'application/pdf',
    });

    // Reads: the candidate and company A; B's staff, another candidate, nobody signed in: not.
    for (const as of [f.candidate.id, f.adminA.id]) {
      expect((await get(`/video-interview/${interview.id}`, as)).statusCode).toBe(200);
      const file = await get(`/video-interview/${interview.id}/file`, as);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(mp4)).toBe(true);
    }
    for (const as of [f.adminB.id, ugo]) {
      expectError(await get(`/video-interview/${interview.id}`, as), 404);
      expectError(await get(`/video-interview/${interview.id}/file`, as), 404);
      expect((await get('/video-interview', as)).json().data).toEqual([]);
    }
    expectError(await get(`/video-interview/${interview.id}/file`), 401);
    expectError(await get(`/video-interview/${interview.id}`), 401);
    // A member without the board key (the loner has no company): refused.
    expectError(await get('/video-interview', f.loner.id), 403);

    const cvFile = await get(`/application-user-curriculum/${cv.id}/file`, f.adminA.id);
    expect(cvFile.statusCode).toBe(200);
    expectError(await get(`/application-user-curriculum/${cv.id}/file`, f.adminB.id), 404);
    expectError(await get(`/application-user-curriculum/${cv.id}/file`), 401);

    // The candidate detail of the board lists both, for company A only.
    const detail = await get(`/board/application/${f.applicationA.id}`, f.adminA.id);
    expect(detail.statusCode, detail.body).toBe(200);
    const files = detail.json().data.files;
    expect(files.curricula.map((c: { id: number }) => c.id)).toContain(cv.id);
    expect(files.videos).toContainEqual(
      expect.objectContaining({ kind: 'interview', videoId: interview.videoId }),
    );
    expectError(await get(`/board/application/${f.applicationA.id}`, f.adminB.id), 404);

    // Only the candidate deletes it; the bytes go with it.
    expectError(
      await t.request({ method: 'DELETE', url: `/api/video-interview/${interview.id}`, as: f.adminA.id }),
      403,
    );
    expectError(
      await t.request({ method: 'DELETE', url: `/api/video-interview/${interview.id}`, as: ugo }),
      404,
    );
    const [video] = await t.db.select().from(schema.video).where(eq(schema.video.id, interview.videoId));
    expect(stored(video!.fileKey)).toBe(true);
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/video-interview/${interview.id}`,
      as: f.candidate.id,
    });
    expect(removed.statusCode).toBe(204);
    expect(stored(video!.fileKey)).toBe(false);
    expectError(await get(`/video-interview/${interview.id}/file`, f.adminA.id), 404);
    const [gone] = await t.db.select().from(schema.video).where(eq(schema.video.id, interview.videoId));
    expect(gone!.deletedAt).not.toBeNull();
  });
});

describe('a video used as the introduction, and kept for the applications it was sent with', () => {
  it('POST /file/video then POST /video-introduction { videoId }: own unused videos only', async () => {
    const video = (await post('/file/video', ugo, fileUpload('me.webm', await samples.webm()))).json().data;
    expectError(
      await t.request({
        method: 'POST',
        url: '/api/video-introduction',
        as: f.candidate.id,
        payload: { videoId: video.id },
      }),
      404,
    );
    expectError(
      await t.request({
        method: 'POST',
        url: '/api/video-introduction',
        as: f.adminA.id,
        payload: { videoId: video.id },
      }),
      403,
    );
    const used = await t.request({
      method: 'POST',
      url: '/api/video-introduction',
      as: ugo,
      payload: { videoId: video.id },
    });
    expect(used.statusCode, used.body).toBe(201);
    expect(used.json().data).toMatchObject({
      fileName: 'me.webm',
      mimeType: 'video/webm',
      url: `/video-introduction/${used.json().data.id}/file`,
    });
    expectError(
      await t.request({
        method: 'POST',
        url: '/api/video-introduction',
        as: ugo,
        payload: { videoId: video.id },
      }),
      409,
    );
    expectError(
      await t.request({ method: 'POST', url: '/api/video-introduction', as: ugo, payload: { videoId: 'x' } }),
      400,
    );
    const intro = await get(`/video-introduction/${used.json().data.id}/file`, ugo);
    expect(intro.statusCode).toBe(200);
    // The generic read names its video: the candidate app plays it and shows its processing state.
    const row = await get(`/video-introduction/${used.json().data.id}?select=videoId`, ugo);
    expect(row.json().data).toMatchObject({ videoId: video.id });
  });

  it('applying keeps the introduction’s video; replacing it later keeps those bytes, not the unsent ones', async () => {
    const sara = (await createUser(t.db, { firstname: 'Sara', lastname: 'Video', roleId: RoleId.user })).id;
    const detail = await t.request({
      method: 'POST',
      url: '/api/user-detail',
      as: sara,
      payload: { headline: 'Video maker' },
    });
    expect(detail.statusCode, detail.body).toBe(201);
    const webm = await samples.webm();
    const first = await post('/file/videoIntroduction', sara, fileUpload('first.webm', webm));
    expect(first.statusCode, first.body).toBe(201);
    const applied = await applyTo(t, sara, f.jobA1.id);
    expect(applied.statusCode, applied.body).toBe(201);
    const applicationId = applied.json().data.id as number;

    const [snapshot] = await t.db
      .select({ videoId: schema.applicationUserDetail.videoId })
      .from(schema.applicationUserDetail)
      .where(eq(schema.applicationUserDetail.applicationId, applicationId));
    const [sent] = await t.db.select().from(schema.video).where(eq(schema.video.id, snapshot!.videoId!));
    expect(sent).toMatchObject({ userId: sara, fileName: 'first.webm', purpose: 'videoIntroduction' });

    // Replaced: the sent video stays (the company still plays it), the profile shows the new one.
    const second = await post('/file/videoIntroduction', sara, fileUpload('second.webm', webm));
    expect(second.statusCode).toBe(201);
    expect(stored(sent!.fileKey)).toBe(true);
    const files = (await get(`/board/application/${applicationId}`, f.adminA.id)).json().data.files;
    expect(files.videos).toContainEqual(expect.objectContaining({ kind: 'introduction', videoId: sent!.id }));

    // The second was never sent: replacing it removes its bytes and marks its video deleted.
    const [secondRow] = await t.db
      .select({ videoId: schema.videoIntroduction.videoId, fileKey: schema.videoIntroduction.fileKey })
      .from(schema.videoIntroduction)
      .where(eq(schema.videoIntroduction.userId, sara));
    expect((await post('/file/videoIntroduction', sara, fileUpload('third.webm', webm))).statusCode).toBe(
      201,
    );
    expect(stored(secondRow!.fileKey)).toBe(false);
    const [secondVideo] = await t.db
      .select()
      .from(schema.video)
      .where(eq(schema.video.id, secondRow!.videoId!));
    expect(secondVideo!.deletedAt).not.toBeNull();
    // Deleting the introduction still keeps the sent video.
    const [third] = await t.db
      .select()
      .from(schema.videoIntroduction)
      .where(eq(schema.videoIntroduction.userId, sara));
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/video-introduction/${third!.id}`,
      as: sara,
    });
    expect(removed.statusCode).toBe(204);
    expect(stored(third!.fileKey)).toBe(false);
    expect(stored(sent!.fileKey)).toBe(true);
  });

  it('refuses the candidate’s files to those who may not see them', async () => {
    const cv = (
      await post('/file/curriculum', f.candidate.id, fileUpload('cv.pdf', await samples.pdf()))
    ).json().data;
    expect((await get(`/user-curriculum/${cv.id}/file`, f.adminA.id)).statusCode).toBe(200);
    expectError(await get(`/user-curriculum/${cv.id}/file`, ugo), 404);
    expectError(await get(`/user-curriculum/${cv.id}/file`), 401);
    const answer = (
      await post('/video-answer', f.candidate.id, fileUpload('a.ogg', await samples.ogg()))
    ).json().data;
    expect((await get(`/video-answer/${answer.id}/file`, f.candidate.id)).statusCode).toBe(200);
    expectError(await get(`/video-answer/${answer.id}/file`, f.adminB.id), 404);
    expectError(await get(`/video-answer/${answer.id}/file`, ugo), 404);
    expectError(await get(`/video-answer/${answer.id}/file`), 401);
  });
});

describe('staff pictures', () => {
  it('any signed-in user uploads their own 256x256 PNG avatar (cache version 2) and deletes it', async () => {
    const res = await post(
      '/file/picture',
      f.adminB.id,
      fileUpload('me.jpg', await samples.jpeg(), 'image/jpeg'),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { id, picture } = res.json().data;
    expect(picture).toMatch(/^\/api\/storage\/avatar\/[0-9a-f-]{36}\.png\?v=2$/);
    const [user] = await t.db
      .select({ picture: schema.user.picture })
      .from(schema.user)
      .where(eq(schema.user.id, f.adminB.id));
    expect(user!.picture).toBe(picture);
    const avatar = await t.request({ method: 'GET', url: picture });
    expect(avatar.statusCode).toBe(200);
    expect(await sharp(avatar.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 256,
      height: 256,
    });

    expectError(await t.request({ method: 'DELETE', url: `/api/user-picture/${id}`, as: f.adminA.id }), 404);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/user-picture/${id}`, as: f.adminB.id })).statusCode,
    ).toBe(204);
    const [after] = await t.db
      .select({ picture: schema.user.picture })
      .from(schema.user)
      .where(eq(schema.user.id, f.adminB.id));
    expect(after!.picture).toBeNull();
    expectError(await t.request({ method: 'GET', url: picture }), 404);
    expectError(await post('/file/picture', f.adminB.id, fileUpload('x.svg', await samples.svg())), 415);
  });
});

describe('SVG for the company logo', () => {
  const hostile = Buffer.from(
    `<?xml version="1.0"?>
<!DOCTYPE svg [<!ENTITY x "boom">]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="120" onload="alert('load')">
  <script>alert('script')</script>
  <rect width="120" height="120" fill="#2a9d8f" onclick="steal()"/>
  <image href="http://evil.example/track.png" width="50" height="50"/>
  <image xlink:href="https://evil.example/track2.png" width="50" height="50"/>
  <circle cx="60" cy="60" r="30" fill="url(http://evil.example/p.svg#g)" style="fill:url(http://evil.example/s)"/>
  <foreignObject width="100" height="100"><body xmlns="http://www.w3.org/1999/xhtml"><script>alert(3)</script></body></foreignObject>
  <a href="javascript:alert(4)"><text x="10" y="20">&x;</text></a>
</svg>`,
  );

  it('sanitises: no script, no event handler, no foreignObject, no external reference', () => {
    const clean = sanitizeSvg(hostile).toString('utf8');
    expect(clean).toContain('<rect');
    for (const bad of [
      '<script',
      'onload',
      'onclick',
      'foreignObject',
      'evil.example',
      'javascript:',
      'alert',
    ])
      expect(clean).not.toContain(bad);
  });

  it('is accepted, then stored and served only as a PNG without a trace of the script', async () => {
    const res = await post(
      '/file/companyLogo',
      f.adminA.id,
      fileUpload('logo.svg', hostile, 'image/svg+xml'),
    );
    expect(res.statusCode, res.body).toBe(201);
    const served = await t.request({ method: 'GET', url: res.json().data.logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 256,
      height: 256,
    });
    // The drawing survived (the rect's colour), the script did not: no SVG is kept anywhere.
    const { data } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([0x2a, 0x9d, 0x8f]);
    expect(storedUnder('companyLogo')).toEqual([]);
    for (const name of storedUnder('company')) {
      const bytes = readFileSync(join(dataDir, 'files', 'company', name));
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('\x89PNG');
      expect(bytes.includes('script')).toBe(false);
    }
    // A banner from an SVG is a JPEG.
    const banner = await post(
      '/file/companyImage',
      f.adminA.id,
      multipartBody([
        { name: 'kind', value: 'banner' },
        { name: 'file', filename: 'banner.svg', data: hostile },
      ]),
    );
    expect(banner.statusCode, banner.body).toBe(201);
    const jpeg = await t.request({ method: 'GET', url: banner.json().data.banner });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
  });
});
