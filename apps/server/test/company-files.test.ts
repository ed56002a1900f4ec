import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyRoleId } from '@hiring/domain';
import { MAX_COMPANY_FILES } from '@hiring/domain/companies/company-page';
import { addMember, createUser } from '../src/db/seed/factories.js';
import * as schema from '../src/db/schema/index.js';
import { expectError, fileUpload, sampleFiles } from './candidates-support.js';
import { memberWithRole, twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

const dataDir = mkdtempSync(join(tmpdir(), 'company-files-'));
const t = useTestApp({ dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

let f: Awaited<ReturnType<typeof twoCompanies>>;
let uploaderA: number;
let otherUploaderA: number;
let recruiterA: number;
beforeAll(async () => {
  f = await twoCompanies(t.db);
  uploaderA = (await memberWithRole(t.db, f.companyA.id, { company: 'U' }, 'Ugo')).id;
  otherUploaderA = (await memberWithRole(t.db, f.companyA.id, { company: 'U' }, 'Vera')).id;
  recruiterA = (await createUser(t.db, { firstname: 'Rita', lastname: 'Alfa' })).id;
  await addMember(t.db, {
    userId: recruiterA,
    companyId: f.companyA.id,
    companyRoleId: CompanyRoleId.recruiter,
  });
});

const storedFiles = () => {
  try {
    return readdirSync(join(dataDir, 'files', 'companyFile'));
  } catch {
    return [];
  }
};

const add = (as: number, name: string, data: Buffer, type?: string) =>
  t.request({ method: 'POST', url: '/api/company-file', as, ...fileUpload(name, data, type) });
const list = (as: number) => t.request({ method: 'GET', url: '/api/company-file?order[id]=asc', as });
const download = (id: number, as?: number) =>
  t.request({ method: 'GET', url: `/api/company-file/${id}/file`, ...(as === undefined ? {} : { as }) });
const remove = (id: number, as: number) =>
  t.request({ method: 'DELETE', url: `/api/company-file/${id}`, as });

describe('company files', () => {
  let brochure: number;
  let photo: number;

  it('uploads documents and images for the active company, by members with U or C on company', async () => {
    const res = await add(f.adminA.id, 'Brochure aziendale.pdf', sampleFiles.pdf, 'application/pdf');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      companyId: f.companyA.id,
      userId: f.adminA.id,
      fileName: 'Brochure aziendale.pdf',
      mimeType: 'application/pdf',
      size: sampleFiles.pdf.length,
    });
    brochure = res.json().data.id;
    const own = await add(uploaderA, 'office.png', await sampleFiles.png());
    expect(own.statusCode, own.body).toBe(201);
    photo = own.json().data.id;
    const word = await add(uploaderA, 'policy.docx', sampleFiles.docx);
    expect(word.json().data.mimeType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(storedFiles()).toHaveLength(3);
  });

  it('refuses other content, and members without the company key', async () => {
    expectError(await add(f.adminA.id, 'notes.txt', sampleFiles.text), 415);
    expectError(await add(f.adminA.id, 'video.webm', sampleFiles.webm), 415);
    expectError(await add(f.adminA.id, 'fake.pdf', sampleFiles.text, 'application/pdf'), 415);
    expectError(await add(recruiterA, 'x.pdf', sampleFiles.pdf), 403);
    expectError(await add(f.assistantA.id, 'x.pdf', sampleFiles.pdf), 403);
    expectError(await add(f.candidate.id, 'x.pdf', sampleFiles.pdf), 403);
    expectError(
      await t.request({ method: 'POST', url: '/api/company-file', ...fileUpload('x.pdf', sampleFiles.pdf) }),
      401,
    );
    expectError(
      await t.request({
        method: 'POST',
        url: '/api/company-file',
        as: f.adminA.id,
        payload: { fileName: 'x' },
      }),
      415,
    );
    expect(storedFiles()).toHaveLength(3);
  });

  it('lists and serves them to every member of the company, and to nobody else (404)', async () => {
    for (const member of [f.adminA.id, recruiterA, f.assistantA.id]) {
      const res = await list(member);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((row: { fileName: string }) => row.fileName)).toEqual([
        'Brochure aziendale.pdf',
        'office.png',
        'policy.docx',
      ]);
    }
    const res = await download(brochure, recruiterA);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''Brochure%20aziendale.pdf");
    expect(res.rawPayload.equals(sampleFiles.pdf)).toBe(true);

    expect((await list(f.adminB.id)).json().data).toEqual([]);
    expectError(await download(brochure, f.adminB.id), 404);
    expectError(await download(brochure, f.candidate.id), 404);
    expectError(await download(brochure, f.loner.id), 404);
    expectError(await download(brochure), 401);
    expectError(
      await t.request({ method: 'GET', url: `/api/company-file/${brochure}`, as: f.adminB.id }),
      404,
    );
  });

  it('deletes: the uploader with U their own, C anyone’s; bytes go, others get 403 or 404', async () => {
    expectError(await remove(photo, otherUploaderA), 403);
    expectError(await remove(brochure, uploaderA), 403);
    expectError(await remove(photo, recruiterA), 403);
    expectError(await remove(photo, f.adminB.id), 404);
    expect(storedFiles()).toHaveLength(3);

    expect((await remove(photo, uploaderA)).statusCode).toBe(204);
    expect(storedFiles()).toHaveLength(2);
    expectError(await download(photo, f.adminA.id), 404);
    expectError(await remove(photo, uploaderA), 404);

    expect((await remove(brochure, f.adminA.id)).statusCode).toBe(204);
    expect(storedFiles()).toHaveLength(1);
    expect((await list(f.adminA.id)).json().data.map((row: { fileName: string }) => row.fileName)).toEqual([
      'policy.docx',
    ]);
    // Kept as deleted for the record.
    const [row] = await t.db.select().from(schema.companyFile).where(eq(schema.companyFile.id, brochure));
    expect(row!.deletedAt).not.toBeNull();
  });

  it(`keeps at most ${MAX_COMPANY_FILES} files per company (409), leaving nothing behind`, async () => {
    const live = (await list(f.adminA.id)).json().data.length as number;
    await t.db.insert(schema.companyFile).values(
      Array.from({ length: MAX_COMPANY_FILES - live }, (_, i) => ({
        companyId: f.companyA.id,
        userId: f.adminA.id,
        fileKey: `companyFile/00000000-0000-0000-0000-${String(i).padStart(12, '0')}`,
        fileName: `old-${i}.pdf`,
        mimeType: 'application/pdf',
        size: 10,
      })),
    );
    const before = storedFiles().length;
    const full = expectError(await add(f.adminA.id, 'one-more.pdf', sampleFiles.pdf), 409);
    expect(full.message).toMatch(/at most 50 files/);
    expect(storedFiles()).toHaveLength(before);
    // Company B is not affected.
    expect((await add(f.adminB.id, 'beta.pdf', sampleFiles.pdf)).statusCode).toBe(201);
  });
});
