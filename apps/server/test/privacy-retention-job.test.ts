import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardPayloadSchema, candidateDetailSchema, RoleId } from '@hiring/domain';
import * as t from '../src/db/schema/index.js';
import { createUser } from '../src/db/seed/factories.js';
import { configuredStorage, type FileStorage } from '../src/modules/files/storage.js';
import { retentionJob } from '../src/modules/privacy/retention.job.js';
import { useTestApp } from './helpers.js';
import { candidateWithTwoCompanies, stored } from './privacy-retention-support.js';

/** Years after the data was written: company A (24 months) finds Sara's data stale, B (120) does not. */
const NOW = new Date('2030-01-01T02:00:00Z');
const personal = /Sara|Scatto|sara\.scatto|Data analyst|347|payslip|Via Roma|health|meet\.example/;

describe('the retention job', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'privacy-retention-'));
  const ctx = useTestApp({ dataDir });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const log = { warn: () => {}, info: () => {}, error: () => {} } as never;
  const run = () => retentionJob.run({ db: ctx.db, now: NOW, storage, log, config: ctx.config });
  let storage: FileStorage;
  let s: Awaited<ReturnType<typeof candidateWithTwoCompanies>>;
  let su: { id: number };
  let first: Record<string, unknown>;
  /** The user Sara's records with A point at after the run. */
  let tombstoneId = 0;

  const get = async (url: string, as: number) => {
    const res = await ctx.request({ method: 'GET', url, as });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const board = async (jobId: number, as: number) =>
    boardPayloadSchema.parse((await get(`/api/board/${jobId}`, as)).json().data);

  beforeAll(async () => {
    storage = configuredStorage(ctx.config);
    s = await candidateWithTwoCompanies(ctx, storage);
    su = await createUser(ctx.db, { firstname: 'Super', lastname: 'User', isSu: true, isAdmin: true });
    await ctx.db
      .update(t.company)
      .set({ candidateRetentionMonths: 120 })
      .where(eq(t.company.id, s.companyB.id));
    // Carla's pair with A was touched a month before NOW: a teammate's note.
    await ctx.db.insert(t.applicationNote).values({
      applicationId: s.carlaApplicationA,
      userId: s.adminA.id,
      body: 'Call Carla back',
      createdAt: new Date('2029-12-01T00:00:00Z'),
      updatedAt: new Date('2029-12-01T00:00:00Z'),
    });
    await ctx.db.update(t.user).set({ lang: 'en' }).where(eq(t.user.id, s.adminA.id));
    // The boards are read (and cached) before the run: the change must show through the cache.
    expect(
      (await board(s.jobA1.id, s.adminA.id)).applications.map((c) => c.candidate.firstname).sort(),
    ).toEqual(['Carla', 'Sara']);
    first = await run();
    const [app] = await ctx.db.select().from(t.application).where(eq(t.application.id, s.applicationA));
    tombstoneId = app!.userId;
  });

  it('anonymises exactly the stale pairs: Sara with A; Carla (touched) and Sara with B stay', async () => {
    expect(first).toMatchObject({ companies: 1, candidatesAnonymised: 1 });
    const cards = (await board(s.jobA1.id, s.adminA.id)).applications;
    const sara = cards.find((c) => c.id === s.applicationA)!;
    expect(sara.candidate).toMatchObject({
      firstname: 'Candidato',
      lastname: 'anonimo',
      picture: null,
      headline: null,
    });
    expect(sara.candidate.userId).not.toBe(s.sara.id);
    expect(cards.find((c) => c.id === s.carlaApplicationA)!.candidate.firstname).toBe('Carla');
    const other = (await board(s.jobB1.id, s.adminB.id)).applications;
    expect(other.find((c) => c.id === s.applicationB)!.candidate).toMatchObject({
      userId: s.sara.id,
      firstname: 'Sara',
    });
  });

  it('leaves no personal data in A’s views: application detail, snapshot, chats, notices, journal', async () => {
    const detail = candidateDetailSchema.parse(
      (await get(`/api/board/application/${s.applicationA}`, s.adminA.id)).json().data,
    );
    expect(detail.candidate).toMatchObject({ firstname: 'Candidato', lastname: 'anonimo' });
    const views = await Promise.all(
      [
        `/api/board/application/${s.applicationA}`,
        `/api/application-user-detail?where[applicationId]=${s.applicationA}`,
        `/api/application-user-curriculum?where[applicationId]=${s.applicationA}`,
        `/api/application-note?where[applicationId]=${s.applicationA}`,
        `/api/application-step?where[applicationId]=${s.applicationA}`,
        '/api/chat',
        `/api/job/journal/${s.jobA1.id}`,
      ].map((url) => get(url, s.adminA.id)),
    );
    for (const view of views) expect(view.body).not.toMatch(personal);
    const [meeting] = await ctx.db.select().from(t.meeting).where(eq(t.meeting.id, s.meeting.id));
    expect(meeting).toMatchObject({ note: null, link: null });
    expect(meeting!.candidateUserId).toBe(tombstoneId);
    const left = await Promise.all([
      ctx.db.select().from(t.savedUser).where(eq(t.savedUser.savedUserId, s.sara.id)),
      ctx.db.select().from(t.jobInvitation).where(eq(t.jobInvitation.userId, s.sara.id)),
      ctx.db
        .select()
        .from(t.noticeUpdate)
        .where(and(eq(t.noticeUpdate.companyId, s.companyA.id), eq(t.noticeUpdate.fromUserId, s.sara.id))),
    ]);
    expect(left.map((rows) => rows.length)).toEqual([0, 0, 0]);
  });

  it('points A’s records at a tombstone that never signs in, and keeps the consent as proof', async () => {
    const [app] = await ctx.db.select().from(t.application).where(eq(t.application.id, s.applicationA));
    expect(app!.userId).toBe(tombstoneId);
    expect(app!.anonymisedAt).toEqual(NOW);
    const [tombstone] = await ctx.db.select().from(t.user).where(eq(t.user.id, tombstoneId));
    expect(tombstone).toMatchObject({
      roleId: RoleId.user,
      firstname: 'Candidato',
      lastname: 'anonimo',
      passwordHash: null,
      deletedAt: NOW,
    });
    expect(tombstone!.email).toMatch(/^anonymised-[0-9a-f-]+@anonymised\.invalid$/);
    const consents = await ctx.db.select().from(t.consent).where(eq(t.consent.applicationId, s.applicationA));
    expect(consents.map((c) => c.userId)).toEqual([tombstoneId]);
    const [chat] = await ctx.db.select().from(t.chat).where(eq(t.chat.id, s.chatA));
    expect(chat!.candidateUserId).toBe(tombstoneId);
  });

  it('keeps Sara’s own account, profile and her application to B', async () => {
    const profile = (await get(`/api/user-detail/${s.sara.id}/profile`, s.sara.id)).json().data;
    expect(profile).toMatchObject({ firstname: 'Sara', headline: 'Data analyst' });
    const [sara] = await ctx.db.select().from(t.user).where(eq(t.user.id, s.sara.id));
    expect(sara).toMatchObject({ email: 'sara.scatto@example.test', deletedAt: null });
    const snapshotB = await get(
      `/api/application-user-detail?where[applicationId]=${s.applicationB}`,
      s.adminB.id,
    );
    expect(snapshotB.body).toContain('Data analyst');
    const messagesB = await ctx.db.select().from(t.message).where(eq(t.message.chatId, s.chatB));
    expect(messagesB.map((m) => m.body)).toContain('Here is my payslip');
  });

  it('removes the freed files unless still held', async () => {
    expect(await stored(storage, s.cv1)).toBe(false); // only A's snapshot held it
    expect(await stored(storage, s.attachmentA)).toBe(false);
    expect(await stored(storage, s.cv2)).toBe(true); // the live CV, and B's snapshot
    expect(await stored(storage, s.attachmentB)).toBe(true);
  });

  it('mails A’s admin in their language and audits the run with counts only', async () => {
    const mails = await ctx.db
      .select()
      .from(t.mailOutbox)
      .where(eq(t.mailOutbox.template, 'retention-report'));
    expect(mails.map((m) => [m.to, m.lang])).toEqual([[s.adminA.email, 'en']]);
    expect(mails[0]!.text).toContain('24 months');
    expect(mails[0]!.text).not.toMatch(personal);
    const audits = await ctx.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'retention'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ companyId: s.companyA.id, actorUserId: null });
    expect(audits[0]!.data).toMatchObject({ months: 24, candidates: 1, tables: { application: 1 } });
    expect(JSON.stringify(audits[0]!.data)).not.toMatch(personal);
    // The back office reads it as the system's, with no person behind it.
    const listed = await ctx.request({
      method: 'GET',
      url: '/api/admin/audit?where[action]=retention',
      as: su.id,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        action: 'retention',
        actorUserId: null,
        actorName: null,
        companyId: s.companyA.id,
      }),
    ]);
  });

  it('changes nothing when run again for the same time', async () => {
    const before = await ctx.db
      .select()
      .from(t.user)
      .where(inArray(t.user.id, [tombstoneId]));
    expect(await run()).toEqual({ companies: 0, candidatesAnonymised: 0, tables: {} });
    const users = await ctx.db.select({ id: t.user.id }).from(t.user);
    expect(users.filter((u) => u.id > tombstoneId)).toHaveLength(0);
    expect(
      await ctx.db
        .select()
        .from(t.user)
        .where(inArray(t.user.id, [tombstoneId])),
    ).toEqual(before);
    expect(await ctx.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'retention'))).toHaveLength(1);
  });

  it('runs through POST /cron/retention for the super user only', async () => {
    expect(
      (await ctx.request({ method: 'POST', url: '/api/cron/retention', as: s.adminA.id })).statusCode,
    ).toBe(403);
    const res = await ctx.request({ method: 'POST', url: '/api/cron/retention', as: su.id });
    expect(res.statusCode, res.body).toBe(200);
  });
});
