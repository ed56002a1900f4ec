import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleId } from '@hiring/domain';
import * as t from '../src/db/schema/index.js';
import { createCandidate, createUser, setCandidatePreference } from '../src/db/seed/factories.js';
import { configuredStorage } from '../src/modules/files/storage.js';
import { pruneAuditJob } from '../src/modules/privacy/prune-audit.job.js';
import { applyTo, fileUpload, sampleFiles } from './candidates-support.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';
import { bearer } from './identity-helpers.js';

const dataDir = mkdtempSync(join(tmpdir(), 'privacy-audit-'));
const ctx = useTestApp({ dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

let f: Awaited<ReturnType<typeof twoCompanies>>;
let sara: number;
let su: number;
/** Every route that reads Sara's personal data, with the `via` its audit row records. */
let reads: Array<{ url: string; via: string }>;
/** The generic reads of many records (list and @fetch) that return Sara's profile or her snapshot. */
let bulkReads: Array<{ method: 'GET' | 'POST'; url: string; payload?: object; via: string }>;

beforeAll(async () => {
  f = await twoCompanies(ctx.db);
  su = (await createUser(ctx.db, { isSu: true, roleId: RoleId.admin, firstname: 'Sam', lastname: 'Super' }))
    .id;
  // Not searchable: only company A, where she applies, may see her; company B gets 404s.
  sara = (
    await createCandidate(
      ctx.db,
      { firstname: 'Sara', lastname: 'Scatto' },
      { detail: { headline: 'Data analyst', phone: '+39 347 7654321' } },
    )
  ).id;
  await setCandidatePreference(ctx.db, sara, { searchable: false });
  const upload = async (type: string, name: string, data: Buffer, mime?: string) => {
    const res = await ctx.request({
      method: 'POST',
      url: `/api/file/${type}`,
      as: sara,
      ...fileUpload(name, data, mime),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number };
  };
  const cv = await upload('curriculum', 'cv.pdf', sampleFiles.pdf);
  const certificate = await upload('certificate', 'sql.pdf', sampleFiles.pdf);
  const intro = await upload('videoIntroduction', 'me.webm', sampleFiles.webm, 'video/webm');
  const applied = await applyTo(ctx, sara, f.jobA1.id);
  expect(applied.statusCode, applied.body).toBe(201);
  const applicationId = applied.json().data.id as number;

  const [detail] = await ctx.db.select().from(t.userDetail).where(eq(t.userDetail.userId, sara));
  const [snapshot] = await ctx.db
    .select()
    .from(t.applicationUserDetail)
    .where(eq(t.applicationUserDetail.applicationId, applicationId));
  const [snapshotCv] = await ctx.db
    .select()
    .from(t.applicationUserCurriculum)
    .where(eq(t.applicationUserCurriculum.applicationId, applicationId));
  const [introduction] = await ctx.db
    .select()
    .from(t.videoIntroduction)
    .where(eq(t.videoIntroduction.id, intro.id));
  bulkReads = [
    { method: 'GET', url: `/api/user-detail?where[userId]=${sara}`, via: 'user-detail' },
    { method: 'POST', url: '/api/user-detail/@fetch', payload: { idList: [detail!.id] }, via: 'user-detail' },
    {
      method: 'GET',
      url: `/api/application-user-detail?where[applicationId]=${applicationId}`,
      via: 'application-snapshot',
    },
  ];
  reads = [
    { url: `/api/user-detail/${detail!.id}`, via: 'user-detail' },
    { url: `/api/user-detail/${sara}/profile`, via: 'profile' },
    { url: `/api/user-detail/${sara}.pdf`, via: 'profile-pdf' },
    { url: `/api/application-user-detail/${snapshot!.id}`, via: 'application-snapshot' },
    { url: `/api/application-user-detail/${snapshot!.id}.pdf`, via: 'application-snapshot' },
    { url: `/api/board/application/${applicationId}`, via: 'board-candidate' },
    { url: `/api/user-curriculum/${cv.id}/file`, via: 'user-curriculum-file' },
    { url: `/api/user-curriculum/${cv.id}/url`, via: 'user-curriculum-url' },
    { url: `/api/user-certificate/${certificate.id}/file`, via: 'user-certificate-file' },
    { url: `/api/user-certificate/${certificate.id}/url`, via: 'user-certificate-url' },
    { url: `/api/video-introduction/${intro.id}/file`, via: 'video-introduction-file' },
    { url: `/api/video/${introduction!.videoId}/url`, via: 'video-url' },
    {
      url: `/api/application-user-curriculum/${snapshotCv!.id}/file`,
      via: 'application-user-curriculum-file',
    },
    { url: `/api/application-user-curriculum/${snapshotCv!.id}/url`, via: 'application-user-curriculum-url' },
  ];
});

const readsOfSara = () =>
  ctx.db
    .select()
    .from(t.auditLog)
    .where(and(eq(t.auditLog.action, 'profile-read'), eq(t.auditLog.subjectUserId, sara)))
    .orderBy(desc(t.auditLog.id));

describe('audit log of profile reads', () => {
  it('records each read of a candidate by staff once: reader, candidate, company, route kind', async () => {
    for (const { url, via } of reads) {
      const before = (await readsOfSara()).length;
      const res = await ctx.request({ method: 'GET', url, as: f.adminA.id });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      const after = await readsOfSara();
      expect(after.length, url).toBe(before + 1);
      expect(after[0], url).toMatchObject({
        actorUserId: f.adminA.id,
        subjectUserId: sara,
        companyId: f.companyA.id,
        data: { via },
        requestId: expect.any(String),
        method: null,
        url: null,
      });
    }
  });

  it('records the generic list and @fetch a row per candidate returned, and nothing for an empty answer', async () => {
    for (const { method, url, payload, via } of bulkReads) {
      const before = (await readsOfSara()).length;
      const res = await ctx.request({ method, url, payload, as: f.adminA.id });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.json().data, url).toHaveLength(1);
      const after = await readsOfSara();
      expect(after.length, url).toBe(before + 1);
      expect(after[0], url).toMatchObject({ actorUserId: f.adminA.id, companyId: f.companyA.id, data: { via } });
      const seenByB = await ctx.request({ method, url, payload, as: f.adminB.id });
      expect(seenByB.json().data, url).toEqual([]);
      expect((await readsOfSara()).length, url).toBe(before + 1);
    }
  });

  it('records no read refused (404) and none by the candidate herself', async () => {
    const before = (await readsOfSara()).length;
    for (const { url } of reads) {
      const res = await ctx.request({ method: 'GET', url, as: f.adminB.id });
      expect([403, 404], `${url}: ${res.statusCode}`).toContain(res.statusCode);
    }
    for (const url of [`/api/user-detail/${sara}/profile`, `/api/user-detail/${sara}.pdf`]) {
      expect((await ctx.request({ method: 'GET', url, as: sara })).statusCode).toBe(200);
    }
    expect((await readsOfSara()).length).toBe(before);
  });

  it('records the impersonating admin as the reader', async () => {
    const started = await ctx.request({ method: 'PATCH', url: `/api/auth/@@su/${f.adminA.id}`, as: su });
    expect(started.statusCode, started.body).toBe(200);
    const token = started.json().data.accessToken as string;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/user-detail/${sara}/profile`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [latest] = await readsOfSara();
    expect(latest).toMatchObject({
      actorUserId: su,
      subjectUserId: sara,
      companyId: f.companyA.id,
      data: { via: 'profile' },
    });
    await ctx.app.inject({ method: 'PATCH', url: `/api/auth/@@su/${su}`, headers: bearer(token) });
  });
});

describe('audit log of admin writes', () => {
  const adminWrites = () =>
    ctx.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'admin-write')).orderBy(desc(t.auditLog.id));

  it('records every write of a back-office admin, not their reads nor company staff’s writes', async () => {
    const before = (await adminWrites()).length;
    const url = `/api/admin/company/${f.companyB.id}`;
    const res = await ctx.request({ method: 'PATCH', url, as: su, payload: { requiresApproval: true } });
    expect(res.statusCode, res.body).toBe(200);
    // A write refused after the guard is recorded with its status (a body the schema refuses never
    // reaches the guard: nobody is known to have acted, and nothing changed).
    const missing = '/api/admin/company/999999';
    const refused = await ctx.request({
      method: 'PATCH',
      url: missing,
      as: su,
      payload: { requiresApproval: true },
    });
    expect(refused.statusCode).toBe(404);
    // Reads: a GET, and a POST that only reads.
    expect((await ctx.request({ method: 'GET', url, as: su })).statusCode).toBe(200);
    const fetched = await ctx.request({
      method: 'POST',
      url: '/api/notice/@fetch',
      as: su,
      payload: { idList: [] },
    });
    expect(fetched.statusCode, fetched.body).toBe(200);
    // A company member's write is theirs to answer for, not the back office's.
    const staff = await ctx.request({
      method: 'PATCH',
      url: `/api/job/${f.jobA1.id}`,
      as: f.adminA.id,
      payload: { description: 'Nuova descrizione' },
    });
    expect(staff.statusCode, staff.body).toBe(200);

    const rows = await adminWrites();
    expect(rows.length).toBe(before + 2);
    expect(rows[1]).toMatchObject({
      actorUserId: su,
      subjectUserId: null,
      method: 'PATCH',
      url,
      statusCode: 200,
    });
    expect(rows[0]).toMatchObject({ actorUserId: su, method: 'PATCH', url: missing, statusCode: 404 });
    expect(rows[0]!.requestId).toEqual(expect.any(String));
  });
});

describe('the back office finds the reads of a candidate', () => {
  it('filters the audit log by action, candidate (id or name), reader, company and dates', async () => {
    const list = async (query: string) => {
      const res = await ctx.request({ method: 'GET', url: `/api/admin/audit?${query}`, as: su });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: Array<Record<string, unknown>>; total: number };
    };
    const all = (await readsOfSara()).length;
    const bySubject = await list(`where[action]=profile-read&where[subjectUserId]=${sara}&take=100`);
    expect(bySubject.total).toBe(all);
    expect(bySubject.data.every((r) => r.subjectUserId === sara && r.action === 'profile-read')).toBe(true);
    expect(bySubject.data[0]).toMatchObject({ subjectName: 'Sara Scatto', data: { via: 'profile' } });
    expect((await list('where[action]=profile-read&where[subjectName][contains]=scatto')).total).toBe(all);
    // Who read her: company A's admin for every route, and the super user once, impersonating.
    expect((await list(`where[action]=profile-read&where[actorUserId]=${su}`)).total).toBe(1);
    expect(
      (
        await list(
          `where[action]=profile-read&where[actorUserId]=${f.adminA.id}&where[subjectUserId]=${sara}`,
        )
      ).total,
    ).toBe(all - 1);
    expect((await list(`where[action]=profile-read&where[companyId]=${f.companyB.id}`)).total).toBe(0);
    const hourAgo = new Date(Date.now() - 3600_000).toISOString();
    expect(
      (await list(`where[action]=profile-read&where[subjectUserId]=${sara}&where[createdAt][gte]=${hourAgo}`))
        .total,
    ).toBe(all);
    expect((await list(`where[action]=profile-read&where[createdAt][lt]=${hourAgo}`)).total).toBe(0);
    // What the super user did: their writes.
    expect((await list(`where[action]=admin-write&where[actorUserId]=${su}`)).total).toBe(2);
  });
});

describe('retention of the audit log itself', () => {
  it('prune-audit deletes per-request rows older than 730 days and keeps the back office’s changes', async () => {
    const now = new Date('2026-12-01T04:15:00Z');
    const old = new Date('2024-11-30T00:00:00Z'); // 731 days before
    const recent = new Date('2025-06-01T00:00:00Z');
    const row = (action: string, createdAt: Date) => ({
      actorUserId: su,
      subjectUserId: sara,
      action,
      createdAt,
    });
    const inserted = await ctx.db
      .insert(t.auditLog)
      .values([
        row('profile-read', old),
        row('admin-write', old),
        row('write', old),
        row('impersonation-start', old),
        row('tier-update', old),
        row('profile-read', recent),
      ])
      .returning({ id: t.auditLog.id, action: t.auditLog.action });
    const job = {
      db: ctx.db,
      now,
      storage: configuredStorage(ctx.config),
      log: ctx.app.log,
      config: ctx.config,
    };
    expect(await pruneAuditJob.run(job)).toEqual({ auditRowsRemoved: 3 });
    const left = await ctx.db
      .select({ action: t.auditLog.action, createdAt: t.auditLog.createdAt })
      .from(t.auditLog)
      .where(
        inArray(
          t.auditLog.id,
          inserted.map((r) => r.id),
        ),
      )
      .orderBy(t.auditLog.id);
    expect(left.map((r) => r.action)).toEqual(['impersonation-start', 'tier-update', 'profile-read']);
    expect(await pruneAuditJob.run(job)).toEqual({ auditRowsRemoved: 0 });
  });
});
