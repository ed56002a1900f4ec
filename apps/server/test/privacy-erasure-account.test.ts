import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erasureReceiptSchema } from '@hiring/domain';
import * as t from '../src/db/schema/index.js';
import { createUser } from '../src/db/seed/factories.js';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { expectError } from './candidates-support.js';
import { useTestApp } from './helpers.js';
import {
  candidateWithEverything,
  columnsHolding,
  filesHolding,
  PASSWORD,
  storedFileCount,
  twoCompanies,
  uniquePerson,
} from './privacy-erasure-support.js';

/**
 * A candidate deletes their account (DELETE /auth/delete-user): erased everywhere, in every company,
 * with a receipt; another candidate of the same jobs keeps everything (docs/privacy.md, "Erasure").
 */
describe('erasure by account deletion', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'privacy-erasure-account-'));
  const ctx = useTestApp({ dataDir });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const erased = uniquePerson('Acc');
  const kept = uniquePerson('Kept');
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  let target: Awaited<ReturnType<typeof candidateWithEverything>>;
  let other: Awaited<ReturnType<typeof candidateWithEverything>>;

  beforeAll(async () => {
    f = await twoCompanies(ctx.db);
    target = await candidateWithEverything(ctx, f, erased);
    other = await candidateWithEverything(ctx, f, kept);
  });

  const remove = (as: number, password: string) =>
    ctx.request({ method: 'DELETE', url: '/api/auth/delete-user', as, payload: { password } });

  it('holds the name and address in many tables and files before', async () => {
    const columns = await columnsHolding(ctx.db, erased.lastname);
    console.info(`before the erasure, ${erased.lastname} is in ${columns.join(', ')}`);
    expect(columns.length).toBeGreaterThan(10);
    expect((await filesHolding(dataDir, erased.lastname)).length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a wrong password (400) and erases nothing', async () => {
    expectError(await remove(target.user.id, 'not-the-password'), 400);
    const [row] = await ctx.db.select().from(t.user).where(eq(t.user.id, target.user.id));
    expect(row!.lastname).toBe(erased.lastname);
  });

  it('erases the candidate and answers the receipt', async () => {
    const files = await storedFileCount(dataDir);
    const res = await remove(target.user.id, PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    const receipt = erasureReceiptSchema.parse(res.json().data);
    expect(receipt).toMatchObject({
      requestedBy: 'candidate',
      code: expect.stringMatching(/^[0-9A-F-]{19}$/),
    });
    expect(receipt.summary.tables).toMatchObject({
      user: 1,
      user_detail: 1,
      user_curriculum: 1,
      user_certificate: 1,
      user_picture: 1,
      video_introduction: 1,
      video_answer: 1,
      application: 2,
      application_note: 2,
      push_subscription: 1,
      saved_user: 1,
      saved_job: 1,
      hidden_job: 1,
      job_invitation: 1,
    });
    // CV, certificate, picture and its avatar, the introduction and its thumbnail, the video answer.
    expect(receipt.summary.files).toBeGreaterThanOrEqual(7);
    expect(await storedFileCount(dataDir)).toBe(files - receipt.summary.files);
    const [stored] = await ctx.db
      .select()
      .from(t.erasureReceipt)
      .where(eq(t.erasureReceipt.code, receipt.code));
    expect(stored).toMatchObject({
      subjectUserId: target.user.id,
      requestedBy: 'candidate',
      actorUserId: null,
    });
    expect(stored!.summary).toEqual(receipt.summary);
    const audit = await ctx.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'candidate-erasure'));
    expect(audit).toEqual([
      expect.objectContaining({ actorUserId: target.user.id, subjectUserId: target.user.id }),
    ]);
  });

  it('leaves their name and address in no column of any table and in no stored file', async () => {
    for (const needle of [erased.lastname, erased.email]) {
      expect(await columnsHolding(ctx.db, needle)).toEqual([]);
      expect(await filesHolding(dataDir, needle)).toEqual([]);
    }
  });

  it('signs them out and keeps them out', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/auth/user', as: target.user.id })).statusCode).toBe(
      401,
    );
    const login = await ctx.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: erased.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });

  it('keeps the applications on the boards, anonymised', async () => {
    const board = await ctx.request({ method: 'GET', url: `/api/board/${f.jobA1.id}`, as: f.adminA.id });
    expect(board.statusCode, board.body).toBe(200);
    expect(board.body).toContain(kept.lastname);
    expect(board.body).not.toContain(erased.lastname);
    const [application] = await ctx.db
      .select()
      .from(t.application)
      .where(eq(t.application.id, target.applicationA));
    expect(application!.anonymisedAt).not.toBeNull();
    expect(application!.deletedAt).toBeNull();
  });

  it('leaves the other candidate untouched', async () => {
    expect(await filesHolding(dataDir, kept.lastname)).not.toEqual([]);
    const [detail] = await ctx.db.select().from(t.userDetail).where(eq(t.userDetail.userId, other.user.id));
    expect(detail!.headline).toContain(kept.lastname);
    const [snapshot] = await ctx.db
      .select()
      .from(t.applicationUserDetail)
      .where(eq(t.applicationUserDetail.applicationId, other.applicationA));
    expect(JSON.stringify(snapshot!.data)).toContain(kept.lastname);
    const notes = await ctx.db
      .select()
      .from(t.applicationNote)
      .where(eq(t.applicationNote.applicationId, other.applicationA));
    expect(notes).toHaveLength(1);
    const me = await ctx.request({ method: 'GET', url: '/api/auth/user', as: other.user.id });
    expect(me.json().data).toMatchObject({ lastname: kept.lastname, email: kept.email });
  });

  it('deletes a staff account as before: 204, no erasure, no receipt', async () => {
    const recruiter = await createUser(ctx.db, { passwordHash: await hashPassword(PASSWORD) });
    const receipts = await ctx.db.select().from(t.erasureReceipt);
    const res = await remove(recruiter.id, PASSWORD);
    expect(res.statusCode, res.body).toBe(204);
    expect(await ctx.db.select().from(t.erasureReceipt)).toHaveLength(receipts.length);
  });
});
