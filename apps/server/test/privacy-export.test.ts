import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RoleId } from '@hiring/domain';
import * as t from '../src/db/schema/index.js';
import { createCandidate, createUser } from '../src/db/seed/factories.js';
import { configuredStorage } from '../src/modules/files/storage.js';
import { expectError } from './candidates-support.js';
import { useTestApp } from './helpers.js';
import { candidateWithEverything, unzip } from './privacy-export-support.js';

const dataDir = mkdtempSync(join(tmpdir(), 'privacy-export-'));
const ctx = useTestApp({ dataDir }, { RATE_LIMITS: 'true' });

type World = Awaited<ReturnType<typeof candidateWithEverything>>;

/** The archive's entries and its data.json, downloaded as the given user. */
async function download(url: string, as: number) {
  const res = await ctx.request({ method: 'GET', url, as });
  expect(res.statusCode, res.body).toBe(200);
  const entries = await unzip(res.rawPayload);
  const json = entries.get('data.json')!.toString('utf8');
  // data.json is read as any reader of the archive would: plain JSON, no types of ours.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { res, entries, json, data: JSON.parse(json) as Record<string, any> };
}

describe('GET /api/me/data-export', () => {
  let w: World;
  let got: Awaited<ReturnType<typeof download>>;
  beforeAll(async () => {
    w = await candidateWithEverything(ctx.db, configuredStorage(ctx.config));
    got = await download('/api/me/data-export', w.candidate.id);
  });

  it('answers a ZIP attachment with a README in both languages, data.json and the files', () => {
    expect(got.res.headers['content-type']).toBe('application/zip');
    expect(got.res.headers['content-disposition']).toMatch(
      /^attachment; filename="data-export-giulia-esposti-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    expect(got.res.headers['cache-control']).toBe('private, no-store');
    const readme = got.entries.get('README.txt')!.toString('utf8');
    expect(readme).toContain('I TUOI DATI PERSONALI');
    expect(readme).toContain('YOUR PERSONAL DATA');
    expect(got.data.about.format).toBe('hiring-candidate-export/1');
    expect(Object.keys(got.data.about.sections)).toEqual(
      expect.arrayContaining(['account', 'applications', 'chats']),
    );
  });

  it('holds the account and the profile with its reference data in both languages', () => {
    const { account, profile } = got.data;
    expect(account).toMatchObject({
      firstname: 'Giulia',
      lastname: 'Esposti',
      email: w.candidate.email,
      language: 'it',
    });
    expect(profile.details).toMatchObject({
      headline: 'Sviluppatrice full stack',
      phone: '+39 333 1234567',
      employerName: 'Acme Spa',
    });
    for (const lang of ['it', 'en'] as const) {
      const view = profile.views[lang];
      expect(view.professionalSkills).toEqual([
        expect.objectContaining({ years: 4, name: expect.any(String) }),
      ]);
      expect(view.languages).toEqual([expect.objectContaining({ level: expect.any(String) })]);
      expect(view.softSkills).toHaveLength(1);
      expect(view.driverLicenses).toHaveLength(1);
      expect(view.protectedClasses).toHaveLength(1);
      expect(view.education).toEqual(expect.objectContaining({ name: expect.any(String) }));
    }
    // Reference names really are translated (the language's name differs between the two).
    expect(profile.views.it.languages[0].name).not.toBe(profile.views.en.languages[0].name);
  });

  it('holds every file with the uploaded bytes, under readable names', () => {
    const { files, profile, applications, chats } = got.data;
    const bytesAt = (path: string) => got.entries.get(path);
    expect(bytesAt(profile.files.curriculum)).toEqual(w.bytes.cv);
    expect(profile.files.curriculum).toBe('files/profile/cv - Giulia CV.pdf');
    expect(bytesAt(profile.files.certificates[0].file)).toEqual(w.bytes.certificate);
    expect(profile.files.certificates[0]).toMatchObject({ name: 'AWS Developer', issuer: 'Amazon' });
    expect(bytesAt(profile.files.picture)).toEqual(w.bytes.picture);
    expect(bytesAt(profile.files.videoIntroduction.file)).toEqual(w.bytes.intro);
    const [application] = applications;
    // The snapshot shares the live CV's bytes: stored once, named where the profile names it.
    expect(application.sent.curricula).toEqual([profile.files.curriculum]);
    expect(bytesAt(application.sent.certificates[0].file)).toEqual(w.bytes.certificate);
    expect(bytesAt(application.sent.videoIntroduction)).toEqual(w.bytes.intro);
    expect(bytesAt(application.videoInterviews[0].file)).toEqual(w.bytes.interview);
    expect(bytesAt(application.questions[1].videoAnswer)).toEqual(w.bytes.answer);
    const attachment = chats[0].messages[2].attachment;
    expect(attachment).toMatch(/^files\/chats\/\d+ - Esportazioni Srl\/contratto\.pdf$/);
    expect(bytesAt(attachment)).toEqual(w.bytes.attachment);
    // Every listed file is in the archive, once; nothing else is.
    expect(files.every((f: { omitted: unknown }) => f.omitted === null)).toBe(true);
    const filePaths = [...got.entries.keys()].filter((p) => p.startsWith('files/'));
    expect(filePaths.sort()).toEqual(files.map((f: { path: string }) => f.path).sort());
    expect(filePaths).toHaveLength(7);
  });

  it('holds the application with its steps, snapshot, note, questions, interview and column name', () => {
    const [application] = got.data.applications;
    expect(application).toMatchObject({
      job: 'Sviluppatrice TypeScript',
      company: 'Esportazioni Srl',
      status: 'Colloquio tecnico',
      privacyPolicyVersion: '2026-11',
    });
    expect(application.steps.map((s: { step: string; by: string }) => [s.step, s.by])).toEqual([
      ['applied', 'you'],
      ['moved', 'company'],
    ]);
    expect(application.steps[0].name).toEqual({ it: 'Candidatura inviata', en: 'Application sent' });
    expect(application.sent.profile.it.firstname).toBe('Giulia');
    expect(application.sent.profile.en.professionalSkills[0].years).toBe(4);
    expect(application.notesAboutYou).toEqual([
      { text: 'Ottima candidata, richiamare', writtenAt: expect.any(String), updatedAt: expect.any(String) },
    ]);
    expect(application.questions).toMatchObject([
      { question: 'Perché vuoi lavorare con noi?', answer: 'Per il prodotto' },
      { question: 'Raccontaci un progetto', answer: null },
    ]);
    expect(application.interviews).toMatchObject([
      { place: 'Via Roma 1, Milano', startsAt: '2026-12-01T09:00:00.000Z', status: 'requested' },
    ]);
  });

  it('holds the chats, AI analyses and the technical records', () => {
    const { chats, aiAnalyses, records, savedByCompanies } = got.data;
    expect(chats).toHaveLength(1);
    expect(chats[0].messages.map((m: { from: string; text: string }) => [m.from, m.text])).toEqual([
      ['company', 'Buongiorno Giulia, ecco il contratto'],
      ['you', 'Grazie, lo leggo'],
      ['company', ''],
    ]);
    expect(aiAnalyses).toMatchObject([
      { company: 'Esportazioni Srl', kind: 'video-analysis', result: { summary: 'Comunicazione chiara' } },
    ]);
    expect(records.pushSubscriptions).toEqual([
      expect.objectContaining({ service: 'push.example.test', userAgent: 'Firefox 140' }),
    ]);
    expect(records.consents).toMatchObject([
      { kind: 'privacy-policy', policyVersion: '2026-11', company: 'Esportazioni Srl', withdrawnAt: null },
    ]);
    // The session the download was made with.
    expect(records.sessions.length).toBeGreaterThanOrEqual(1);
    expect(records.sessions[0]).toEqual(expect.objectContaining({ byAdministrator: false }));
    expect(records.mails).toMatchObject([{ subject: 'Benvenuta Giulia', template: 'welcome' }]);
    expect(savedByCompanies).toMatchObject([
      { company: 'Esportazioni Srl', note: 'Profilo da ricontattare' },
    ]);
    expect(records.auditLog).toEqual([
      { action: 'profile-read', what: 'profile', company: 'Esportazioni Srl', at: expect.any(String) },
    ]);
  });

  it('holds nothing of another candidate, of staff identities or of internal ids and keys', () => {
    const text = [...got.entries.values()].map((b) => b.toString('latin1')).join('\n');
    for (const absent of [
      'Otello',
      w.other.email,
      'OtherNoteSecret',
      'OtherChatSecret',
      'Reclutatrice',
      w.recruiter.email,
      'device-token-secret',
      'p256dh-key-secret',
      'auth-key-secret',
      'mail-body-text',
      'fileKey',
      'jobApplicationStatusId',
      'passwordHash',
    ])
      expect(text, absent).not.toContain(absent);
    expect([...got.entries.values()].some((b) => b.equals(w.bytes.otherCv))).toBe(false);
    // No column id of the company's board: only its name.
    expect(got.json).not.toMatch(new RegExp(`"(status|column)(Id)?": ${w.columns[1]!.id}\\b`));
  });

  it('refuses staff, admins and anonymous callers', async () => {
    const admin = await createUser(ctx.db, {
      roleId: RoleId.admin,
      isAdmin: true,
      adminPermissions: ['sudoer'],
    });
    expectError(await ctx.request({ method: 'GET', url: '/api/me/data-export' }), 401);
    expectError(await ctx.request({ method: 'GET', url: '/api/me/data-export', as: w.recruiter.id }), 403);
    expectError(await ctx.request({ method: 'GET', url: '/api/me/data-export', as: admin.id }), 403);
  });

  it('lets a candidate download a few archives an hour', async () => {
    const someone = await createCandidate(ctx.db, { firstname: 'Lia', lastname: 'Limite' });
    for (let i = 0; i < 5; i++) {
      const res = await ctx.request({ method: 'GET', url: '/api/me/data-export', as: someone.id });
      expect(res.statusCode).toBe(200);
    }
    const refused = await ctx.request({ method: 'GET', url: '/api/me/data-export', as: someone.id });
    expectError(refused, 429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('GET /api/admin/candidates/:id/data-export', () => {
  let w: World;
  let sudoer: number;
  beforeAll(async () => {
    w = await candidateWithEverything(ctx.db, configuredStorage(ctx.config));
    sudoer = (await createUser(ctx.db, { roleId: RoleId.admin, isAdmin: true, adminPermissions: ['sudoer'] }))
      .id;
  });

  it('gives a sudoer the candidate’s archive and records it in the audit log, without personal data', async () => {
    const got = await download(`/api/admin/candidates/${w.candidate.id}/data-export`, sudoer);
    expect(got.data.account.email).toBe(w.candidate.email);
    expect(got.entries.get(got.data.profile.files.curriculum)).toEqual(w.bytes.cv);
    const audit = await ctx.db
      .select()
      .from(t.auditLog)
      .where(
        and(eq(t.auditLog.action, 'candidate-data-export'), eq(t.auditLog.subjectUserId, w.candidate.id)),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: sudoer, subjectUserId: w.candidate.id, data: null });
  });

  it('answers a HEAD with the headers only: nothing read, nothing recorded', async () => {
    const url = `/api/admin/candidates/${w.candidate.id}/data-export`;
    const before = await ctx.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.action, 'candidate-data-export'));
    const res = await ctx.request({ method: 'HEAD', url, as: sudoer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="data-export-giulia-esposti-/);
    expect(res.rawPayload).toHaveLength(0);
    const after = await ctx.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.action, 'candidate-data-export'));
    expect(after).toHaveLength(before.length);
    const unknown = await ctx.request({
      method: 'HEAD',
      url: '/api/admin/candidates/999999/data-export',
      as: sudoer,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 404 for an unknown id or a user who is not a candidate, 403 to other callers', async () => {
    const url = (id: number) => `/api/admin/candidates/${id}/data-export`;
    expectError(await ctx.request({ method: 'GET', url: url(999_999), as: sudoer }), 404);
    expectError(await ctx.request({ method: 'GET', url: url(w.recruiter.id), as: sudoer }), 404);
    const otherAdmin = await createUser(ctx.db, {
      roleId: RoleId.admin,
      isAdmin: true,
      adminPermissions: ['job-pricing'],
    });
    expectError(await ctx.request({ method: 'GET', url: url(w.candidate.id), as: otherAdmin.id }), 403);
    expectError(await ctx.request({ method: 'GET', url: url(w.candidate.id), as: w.candidate.id }), 403);
    expectError(await ctx.request({ method: 'GET', url: url(w.candidate.id), as: w.recruiter.id }), 403);
    expectError(await ctx.request({ method: 'GET', url: url(w.candidate.id) }), 401);
  });
});
