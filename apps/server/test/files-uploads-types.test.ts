import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleId, uploadRules, uploadTypes } from '@hiring/domain';
import { createUser } from '../src/db/seed/factories.js';
import * as schema from '../src/db/schema/index.js';
import { expectError, fileUpload, multipartBody } from './candidates-support.js';
import { twoCompanies } from './fixtures.js';
import { executables, samples, sampleTypes, type SampleKind } from './files-uploads-support.js';
import { useTestApp } from './helpers.js';

const dataDir = mkdtempSync(join(tmpdir(), 'files-uploads-types-'));
const t = useTestApp({ dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

let f: Awaited<ReturnType<typeof twoCompanies>>;
beforeAll(async () => {
  f = await twoCompanies(t.db);
});

type Body = { payload: Buffer; headers: Record<string, string> };
const post = (url: string, as: number, body: Body) =>
  t.request({ method: 'POST', url: `/api${url}`, as, ...body });

/** Where each upload type is sent, by whom, with which text fields. */
const target = (type: string) => {
  const fields: Array<{ name: string; value: string }> = [];
  if (type === 'applicationCurriculum' || type === 'applicationVideoInterview')
    fields.push({ name: 'applicationId', value: String(f.applicationA.id) });
  if (type === 'companyImage') fields.push({ name: 'kind', value: 'gallery' });
  const staff = type === 'companyLogo' || type === 'companyImage';
  return {
    url: type === 'videoAnswer' ? '/video-answer' : `/file/${type}`,
    as: staff ? f.adminA.id : f.candidate.id,
    body: (name: string, data: Buffer, declared?: string) =>
      multipartBody([
        ...fields,
        { name: 'file', filename: name, data, ...(declared ? { type: declared } : {}) },
      ]),
  };
};

/** Each type with samples of every content family it accepts (spec 3, docs/files.md). */
const accepted: Record<string, SampleKind[]> = {
  curriculum: ['pdf', 'doc', 'docx', 'odt'],
  applicationCurriculum: ['pdf', 'doc', 'docx', 'odt'],
  certificate: ['pdf', 'doc', 'docx', 'odt', 'jpeg', 'png', 'gif', 'webp'],
  picture: ['jpeg', 'png', 'gif', 'webp'],
  companyLogo: ['jpeg', 'png', 'gif', 'webp', 'svg'],
  companyImage: ['png', 'svg'],
  video: ['webm', 'mp4'],
  videoIntroduction: ['webm', 'mp4'],
  applicationVideoInterview: ['webm', 'mp4'],
  videoAnswer: ['webm', 'mp4', 'mp3', 'wav', 'ogg'],
};
/** Content each type refuses (415) although it is a type of spec 3. */
const refused: Record<string, SampleKind[]> = {
  curriculum: ['png', 'mp4'],
  applicationCurriculum: ['jpeg'],
  certificate: ['svg', 'mp3'],
  picture: ['svg', 'pdf'],
  companyLogo: ['pdf', 'mp4'],
  companyImage: ['docx'],
  video: ['mp3', 'png'],
  videoIntroduction: ['wav', 'pdf'],
  applicationVideoInterview: ['ogg'],
  videoAnswer: ['pdf', 'jpeg'],
};

const storedFiles = (): string[] => {
  try {
    return readdirSync(join(dataDir, 'files'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name));
  } catch {
    return [];
  }
};

describe('every upload type of spec 3', () => {
  it('has one rule per type', () => {
    expect(Object.keys(uploadRules).sort()).toEqual([...uploadTypes].sort());
    expect(Object.keys(accepted).sort()).toEqual([...uploadTypes].sort());
  });

  for (const type of uploadTypes) {
    it(`${type}: accepts ${accepted[type]!.join(', ')}, refuses ${refused[type]!.join(', ')}`, async () => {
      const { url, as, body } = target(type);
      for (const kind of accepted[type]!) {
        // The gallery holds 8 pictures: clear it before each company image.
        if (type === 'companyImage')
          await t.db.update(schema.company).set({ images: [] }).where(eq(schema.company.id, f.companyA.id));
        const res = await post(url, as, body(`sample.${kind}`, await samples[kind](), sampleTypes[kind]));
        expect(res.statusCode, `${type} ${kind}: ${res.body}`).toBe(201);
        const data = res.json().data;
        if (['companyLogo', 'companyImage'].includes(type)) {
          // Rasterised: what is served is a PNG, whatever was sent.
          const shown = type === 'companyLogo' ? data.logo : data.images[0];
          const image = await t.request({ method: 'GET', url: shown });
          expect(image.headers['content-type']).toBe('image/png');
          expect((await sharp(image.rawPayload).metadata()).format).toBe('png');
        } else if (type === 'picture') {
          expect(data.picture).toMatch(/\.png\?v=2$/);
        } else if (type !== 'applicationVideoInterview') {
          expect(data.mimeType, `${type} ${kind}`).toBe(sampleTypes[kind]);
        }
      }
      for (const kind of refused[type]!) {
        const res = await post(url, as, body(`sample.${kind}`, await samples[kind]()));
        expectError(res, 415);
      }
    });
  }

  it('takes a WebM declared as audio/webm as audio for a video answer (same EBML header as video)', async () => {
    const res = await post(
      '/video-answer',
      f.candidate.id,
      fileUpload('voice.webm', await samples.webm(), 'audio/webm'),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.mimeType).toBe('audio/webm');
    // A video-only type keeps it a video, and says the declared type disagrees.
    expectError(
      await post('/file/video', f.candidate.id, fileUpload('voice.webm', await samples.webm(), 'audio/webm')),
      415,
    );
  });

  it('records every video upload as a `video` queued for processing, linked from its record', async () => {
    const video = await post('/file/video', f.candidate.id, fileUpload('clip.mp4', await samples.mp4()));
    expect(video.statusCode, video.body).toBe(201);
    expect(video.json().data).toMatchObject({
      purpose: 'video',
      mimeType: 'video/mp4',
      fileName: 'clip.mp4',
      hasThumb: false,
    });
    const videoId = video.json().data.id as number;
    const [queued] = await t.db
      .select()
      .from(schema.videoEncoding)
      .where(eq(schema.videoEncoding.videoId, videoId));
    expect(queued).toBeDefined();

    const intro = await post(
      '/file/videoIntroduction',
      f.candidate.id,
      fileUpload('me.webm', await samples.webm()),
    );
    const [introRow] = await t.db
      .select({ videoId: schema.videoIntroduction.videoId })
      .from(schema.videoIntroduction)
      .where(eq(schema.videoIntroduction.id, intro.json().data.id));
    const [introVideo] = await t.db
      .select()
      .from(schema.video)
      .where(eq(schema.video.id, introRow!.videoId!));
    expect(introVideo).toMatchObject({ purpose: 'videoIntroduction', userId: f.candidate.id });

    const answer = await post('/video-answer', f.candidate.id, fileUpload('a.mp4', await samples.mp4()));
    const [answerRow] = await t.db
      .select({ videoId: schema.videoAnswer.videoId })
      .from(schema.videoAnswer)
      .where(eq(schema.videoAnswer.id, answer.json().data.id));
    const [answerVideo] = await t.db
      .select()
      .from(schema.video)
      .where(eq(schema.video.id, answerRow!.videoId!));
    expect(answerVideo).toMatchObject({
      purpose: 'videoAnswer',
      fileKey: expect.stringMatching(/^videoAnswer\//),
    });
  });

  it('refuses a renamed program (ELF, PE, shell script) for every type, whatever it claims to be', async () => {
    const before = storedFiles().length;
    for (const type of uploadTypes) {
      const { url, as, body } = target(type);
      for (const [name, data] of Object.entries(executables)) {
        const declared = name.endsWith('.pdf')
          ? 'application/pdf'
          : name.endsWith('.png')
            ? 'image/png'
            : 'video/mp4';
        const error = expectError(await post(url, as, body(name, data, declared)), 415);
        expect(String(error.message)).toMatch(/program/);
      }
    }
    expect(storedFiles().length).toBe(before);
  });

  it('refuses a file over its type’s limit with 413 and keeps nothing of it', async () => {
    const before = storedFiles().length;
    const big = Buffer.concat([await samples.png(), Buffer.alloc(uploadRules.picture.maxBytes)]);
    expectError(await post('/file/picture', f.candidate.id, fileUpload('big.png', big, 'image/png')), 413);
    expectError(await post('/file/companyLogo', f.adminA.id, fileUpload('big.png', big, 'image/png')), 413);
    const cv = Buffer.concat([await samples.pdf(), Buffer.alloc(uploadRules.curriculum.maxBytes)]);
    expectError(await post('/file/curriculum', f.candidate.id, fileUpload('big.pdf', cv)), 413);
    expect(storedFiles().length).toBe(before);
  });

  it('answers 400 without a file part, 404 for an application that is not the candidate’s own', async () => {
    const before = storedFiles().length;
    for (const type of uploadTypes) {
      const { url, as } = target(type);
      const fields =
        type === 'companyImage'
          ? [{ name: 'kind', value: 'gallery' }]
          : type.startsWith('application')
            ? [{ name: 'applicationId', value: String(f.applicationA.id) }]
            : [{ name: 'note', value: 'no file' }];
      expectError(await post(url, as, multipartBody(fields)), 400);
    }
    const mp4 = await samples.mp4();
    for (const type of ['applicationVideoInterview', 'applicationCurriculum'] as const) {
      const data = type === 'applicationCurriculum' ? await samples.pdf() : mp4;
      const withApplication = (applicationId: string) =>
        multipartBody([
          { name: 'applicationId', value: applicationId },
          { name: 'file', filename: 'x', data },
        ]);
      // Another candidate's application, a missing one, none at all.
      expectError(await post(`/file/${type}`, f.loner.id, withApplication(String(f.applicationA.id))), 403);
      const other = await createUser(t.db, { firstname: 'Ugo', lastname: 'Altro', roleId: RoleId.user });
      expectError(await post(`/file/${type}`, other.id, withApplication(String(f.applicationA.id))), 404);
      expectError(await post(`/file/${type}`, f.candidate.id, withApplication('999999')), 404);
      expectError(await post(`/file/${type}`, f.candidate.id, fileUpload('x', data)), 400);
    }
    expect(storedFiles().length).toBe(before);
  });
});
