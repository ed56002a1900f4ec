import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationProfileSnapshotSchema, RoleId } from '@hiring/domain';
import { createUser } from '../src/db/seed/factories.js';
import * as schema from '../src/db/schema/index.js';
import { applyTo, fileUpload, pdfTextOf, ref, sampleFiles } from './candidates-support.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp, type TestContext } from './helpers.js';

const { TS, PYTHON, ENGLISH, B2 } = ref;

/** Sara writes her profile, uploads a CV and a certificate, and applies to company A's job. */
async function setUp(t: TestContext) {
  const f = await twoCompanies(t.db);
  const sara = await createUser(t.db, { firstname: 'Sara', lastname: 'Scatto', roleId: RoleId.user });
  const as = sara.id;
  const created = await t.request({
    method: 'POST',
    url: '/api/user-detail',
    as,
    payload: {
      headline: 'Data analyst',
      phone: '+39 347 7654321',
      professionalSkills: [{ skillId: PYTHON, years: 2 }],
      languages: [{ languageId: ENGLISH, levelId: B2 }],
    },
  });
  expect(created.statusCode).toBe(201);
  const upload = (type: string, name: string, data: Buffer) =>
    t.request({ method: 'POST', url: `/api/file/${type}`, as, ...fileUpload(name, data) });
  expect((await upload('curriculum', 'cv-2024.pdf', sampleFiles.pdf)).statusCode).toBe(201);
  const certificate = (await upload('certificate', 'sql.png', await sampleFiles.png())).json().data;
  const applied = await applyTo(t, as, f.jobA1.id);
  expect(applied.statusCode).toBe(201);
  return {
    ...f,
    sara,
    detailId: created.json().data.id as number,
    certificate,
    applicationId: applied.json().data.id as number,
  };
}

const snapshotOf = async (t: TestContext, applicationId: number, as: number) => {
  const res = await t.request({
    method: 'GET',
    url: `/api/application-user-detail?where[applicationId]=${applicationId}`,
    as,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as Array<{ id: number; applicationId: number; data: unknown }>;
};

describe('application snapshot', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'candidates-snapshot-'));
  const t = useTestApp({ dataDir });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  let s: Awaited<ReturnType<typeof setUp>>;
  let snapshotId: number;
  beforeAll(async () => {
    s = await setUp(t);
  });

  it('is written on applying: the profile in both languages, the CV and the certificates', async () => {
    const rows = await snapshotOf(t, s.applicationId, s.adminA.id);
    expect(rows).toHaveLength(1);
    snapshotId = rows[0]!.id;
    const data = applicationProfileSnapshotSchema.parse(rows[0]!.data);
    expect(data.it).toMatchObject({
      userId: s.sara.id,
      headline: 'Data analyst',
      visibility: 'full',
      contact: { phone: '+39 347 7654321' },
      professionalSkills: [{ id: PYTHON, years: 2 }],
      languages: [{ id: ENGLISH, name: 'Inglese', level: 'B2' }],
      curriculum: {
        fileName: 'cv-2024.pdf',
        url: expect.stringMatching(/^\/application-user-curriculum\/\d+\/file$/),
      },
      certificates: [
        { name: 'sql', url: expect.stringMatching(/^\/application-user-certificate\/\d+\/file$/) },
      ],
    });
    expect(data.en.languages[0]!.name).toBe('English');
    const curricula = await t.db
      .select()
      .from(schema.applicationUserCurriculum)
      .where(eq(schema.applicationUserCurriculum.applicationId, s.applicationId));
    expect(curricula).toHaveLength(1);
    const ids = await t.request({
      method: 'POST',
      url: '/api/application-user-detail/@list',
      as: s.adminA.id,
      payload: { where: { applicationId: s.applicationId } },
    });
    expect(ids.json().data).toEqual([snapshotId]);
    const fetched = await t.request({
      method: 'POST',
      url: '/api/application-user-detail/@fetch',
      as: s.adminA.id,
      payload: { idList: [snapshotId] },
    });
    expect(fetched.json().data).toEqual([
      expect.objectContaining({ id: snapshotId, applicationId: s.applicationId }),
    ]);
  });

  it('stays as sent after the candidate edits the profile, replaces the CV and deletes the certificate', async () => {
    const as = s.sara.id;
    const patched = await t.request({
      method: 'PATCH',
      url: `/api/user-detail/${s.detailId}`,
      as,
      payload: { headline: 'Machine learning engineer', professionalSkills: [{ skillId: TS, years: 1 }] },
    });
    expect(patched.statusCode).toBe(200);
    const newCv = Buffer.concat([sampleFiles.pdf, Buffer.from('% new version\n')]);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/file/curriculum',
          as,
          ...fileUpload('cv-2025.pdf', newCv),
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/user-certificate/${s.certificate.id}`, as }))
        .statusCode,
    ).toBe(204);

    const data = applicationProfileSnapshotSchema.parse(
      (await snapshotOf(t, s.applicationId, s.adminA.id))[0]!.data,
    );
    expect(data.it.headline).toBe('Data analyst');
    expect(data.it.professionalSkills).toEqual([expect.objectContaining({ id: PYTHON, years: 2 })]);
    // The files as sent are still there: the old CV's bytes, the deleted certificate.
    const cv = await t.request({ method: 'GET', url: `/api${data.it.curriculum!.url}`, as: s.adminA.id });
    expect(cv.statusCode).toBe(200);
    expect(cv.rawPayload.equals(sampleFiles.pdf)).toBe(true);
    const cert = await t.request({
      method: 'GET',
      url: `/api${data.it.certificates[0]!.url}`,
      as: s.adminA.id,
    });
    expect(cert.statusCode).toBe(200);
    expect(cert.headers['content-type']).toBe('image/png');
    // While the live profile shows the change.
    const live = (
      await t.request({ method: 'GET', url: `/api/user-detail/${s.sara.id}/profile`, as: s.adminA.id })
    ).json().data;
    expect(live).toMatchObject({
      headline: 'Machine learning engineer',
      certificates: [],
      curriculum: { fileName: 'cv-2025.pdf' },
    });
  });

  it('renders the snapshot as a PDF: what was sent, in the viewer’s language', async () => {
    const text = await pdfTextOf(t, `/api/application-user-detail/${snapshotId}.pdf`, s.adminA.id);
    expect(text).toContain('Sara Scatto');
    expect(text).toContain('Data analyst');
    expect(text).not.toContain('Machine learning');
    expect(text).toContain('Python');
    expect(text).toContain('2 anni');
    expect(text).toContain('+39 347 7654321');
    expect(text).toContain('Profilo inviato con la candidatura');
  });

  it('is for the job’s company only: 404 for another company, 403 for the candidate, 400 for bad ids', async () => {
    const other = s.adminB.id;
    expect(await snapshotOf(t, s.applicationId, other)).toEqual([]);
    for (const url of [
      `/api/application-user-detail/${snapshotId}`,
      `/api/application-user-detail/${snapshotId}.pdf`,
    ]) {
      const res = await t.request({ method: 'GET', url, as: other });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Sara');
    }
    const [cvRow] = await t.db.select().from(schema.applicationUserCurriculum);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/application-user-curriculum/${cvRow!.id}/file`,
          as: other,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/application-user-detail/${snapshotId}`, as: s.sara.id }))
        .statusCode,
    ).toBe(403);
    for (const url of [
      '/api/application-user-detail/abc.pdf',
      '/api/application-user-detail/0',
      '/api/application-user-curriculum/x/file',
    ]) {
      const res = await t.request({ method: 'GET', url, as: s.adminA.id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
  });

  it('is written once per application: a refused second application adds none', async () => {
    expect((await applyTo(t, s.sara.id, s.jobA1.id)).statusCode).toBe(400);
    const toB = await applyTo(t, s.sara.id, s.jobB1.id);
    expect(toB.statusCode).toBe(201);
    const all = await t.db
      .select({ applicationId: schema.applicationUserDetail.applicationId })
      .from(schema.applicationUserDetail);
    expect(all.map((r) => r.applicationId).sort()).toEqual([s.applicationId, toB.json().data.id].sort());
    // B's snapshot has the profile as it was when sent to B.
    const [b] = await snapshotOf(t, toB.json().data.id, s.adminB.id);
    expect(applicationProfileSnapshotSchema.parse(b!.data).it.headline).toBe('Machine learning engineer');
  });
});

describe('application snapshot with disableUserDetailsContact', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'candidates-snapshot-'));
  const t = useTestApp({ dataDir }, { MODULE_DISABLE_USER_DETAILS_CONTACT: 'true' });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    s = await setUp(t);
  });

  it('keeps the contact out of the snapshot’s reads and PDF', async () => {
    const [row] = await snapshotOf(t, s.applicationId, s.adminA.id);
    const data = applicationProfileSnapshotSchema.parse(row!.data);
    expect(data.it.contact).toBeNull();
    expect(data.en.contact).toBeNull();
    expect(JSON.stringify(row)).not.toContain('7654321');
    const text = await pdfTextOf(t, `/api/application-user-detail/${row!.id}.pdf`, s.adminA.id);
    expect(text).toContain('Sara Scatto');
    expect(text).not.toContain('7654321');
  });
});
