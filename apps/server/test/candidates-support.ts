import { randomBytes } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { CompanyRoleId } from '@hiring/domain';
import {
  addMember,
  createApplication,
  createCandidate,
  createUser,
  setCandidatePreference,
} from '../src/db/seed/factories.js';
import { twoCompanies } from './fixtures.js';
import type { TestContext } from './helpers.js';

/** Reference ids of the seed (db/seed/reference/*.json). */
export const ref = { TS: 1, JS: 2, PYTHON: 3, ENGLISH: 2, B2: 4, C1: 5, LICENCE_B: 6, MILANO: 13 } as const;
const { TS, JS, ENGLISH, C1, LICENCE_B, MILANO } = ref;

/** Every refusal has the shape of spec section 8. */
export function expectError(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body).toEqual({ statusCode: status, error: expect.any(String), message: expect.anything() });
  return body as { message: string | string[] };
}

/** The text a PDF shows: its content streams inflated, the strings of their text operators decoded. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let text = '';
  for (const m of raw.matchAll(/<<([^]*?)>>\s*stream\r?\n([^]*?)\r?\nendstream/g)) {
    let content = m[2]!;
    if (/\/FlateDecode/.test(m[1]!)) {
      try {
        content = inflateSync(Buffer.from(content, 'latin1')).toString('latin1');
      } catch {
        continue; // not a content stream (fonts, images)
      }
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...op[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      text += Buffer.from(hex, 'hex').toString('latin1') + '\n';
    }
  }
  return text;
}

type Part = { name: string; value: string } | { name: string; filename: string; type?: string; data: Buffer };

/** A multipart/form-data request body and its content type. */
export function multipartBody(parts: Part[]) {
  const boundary = `----candidates${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('data' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One file as the only part of a multipart body. */
export const fileUpload = (filename: string, data: Buffer, type?: string) =>
  multipartBody([{ name: 'file', filename, data, ...(type ? { type } : {}) }]);

/** Small files of each kind the candidate uploads, recognised by their first bytes. */
export const sampleFiles = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  docx: Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.alloc(26),
    Buffer.from('[Content_Types].xml ... word/document.xml'),
  ]),
  webm: Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
    Buffer.from('webm'),
    Buffer.alloc(64),
  ]),
  text: Buffer.from('just some text, not a CV\n'),
  png: (width = 640, height = 360) =>
    sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer(),
};

const profileOf = {
  detail: {
    headline: 'Senior TypeScript developer',
    bio: 'Builds web products.',
    locationId: MILANO,
    availabilityId: 1,
    seniorityId: 4,
    educationId: 7,
    employed: true,
    employerName: 'Acme Software',
    phone: '+39 333 1234567',
  },
  skills: [
    { professionalSkillId: TS, years: 5 },
    { professionalSkillId: JS, years: 3 },
  ],
  languages: [{ languageId: ENGLISH, languageLevelId: C1 }],
  driverLicenseIds: [LICENCE_B],
};

/** Candidates for each visibility case, next to two companies. */
export async function visibilityCases(t: TestContext) {
  const f = await twoCompanies(t.db);
  const candidate = (firstname: string, lastname: string) =>
    createCandidate(
      t.db,
      { firstname, lastname, email: `${firstname.toLowerCase()}@example.test` },
      {
        ...profileOf,
        detail: { ...profileOf.detail, contactEmail: `${firstname.toLowerCase()}.private@example.test` },
      },
    );
  // Searchable, applied nowhere.
  const mario = await candidate('Mario', 'Rossi');
  // Not searchable, applied nowhere: nobody but Nina sees her.
  const nina = await candidate('Nina', 'Nascosta');
  await setCandidatePreference(t.db, nina.id, { searchable: false });
  // Not searchable, applied to company A only.
  const paolo = await candidate('Paolo', 'Privato');
  await setCandidatePreference(t.db, paolo.id, { searchable: false });
  await createApplication(t.db, { jobId: f.jobA1.id, userId: paolo.id });
  const englishRecruiter = await createUser(t.db, { firstname: 'Emma', lastname: 'English', lang: 'en' });
  await addMember(t.db, {
    userId: englishRecruiter.id,
    companyId: f.companyA.id,
    companyRoleId: CompanyRoleId.companyAdmin,
  });
  return { ...f, mario, nina, paolo, englishRecruiter };
}

export const getProfile = (t: TestContext, userId: number, as: number) =>
  t.request({ method: 'GET', url: `/api/user-detail/${userId}/profile`, as });

export const applyTo = (t: TestContext, candidateId: number, jobId: number) =>
  t.request({ method: 'POST', url: '/api/application', as: candidateId, payload: { jobId } });

/** A PDF endpoint's answer, checked to be a PDF (200, application/pdf, `%PDF-`): its text. */
export async function pdfTextOf(t: TestContext, url: string, as: number): Promise<string> {
  const res = await t.request({ method: 'GET', url, as });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdfText(res.rawPayload);
}
