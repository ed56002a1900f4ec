import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erasureReceiptSchema } from '@hiring/domain';
import * as t from '../src/db/schema/index.js';
import { createUser } from '../src/db/seed/factories.js';
import { startSession } from '../src/modules/auth/sessions.js';
import { expectError } from './candidates-support.js';
import { useTestApp } from './helpers.js';
import {
  candidateWithEverything,
  columnsHolding,
  filesHolding,
  PASSWORD,
  twoCompanies,
  uniquePerson,
} from './privacy-erasure-support.js';

/**
 * The back office erases a candidate on request (POST /admin/candidates/:id/erasure, sudoers), after
 * finding them by email (GET /admin/candidates): the same erasure as an account deletion, with the
 * reason and the real person acting in the audit log (docs/privacy.md, "Erasure").
 */
describe('erasure on request by the back office', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'privacy-erasure-admin-'));
  const ctx = useTestApp({ dataDir });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const erased = uniquePerson('Adm');
  const kept = uniquePerson('Other');
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  let target: Awaited<ReturnType<typeof candidateWithEverything>>;
  let other: Awaited<ReturnType<typeof candidateWithEverything>>;
  let sudoer: { id: number };
  let superUser: { id: number };
  let pricingAdmin: { id: number };

  beforeAll(async () => {
    f = await twoCompanies(ctx.db);
    target = await candidateWithEverything(ctx, f, erased);
    other = await candidateWithEverything(ctx, f, kept);
    sudoer = await createUser(ctx.db, { isAdmin: true, adminPermissions: ['sudoer'] });
    superUser = await createUser(ctx.db, { isSu: true });
    pricingAdmin = await createUser(ctx.db, { isAdmin: true, adminPermissions: ['job-pricing'] });
  });

  const find = (email: string, as: number) =>
    ctx.request({ method: 'GET', url: `/api/admin/candidates?email=${encodeURIComponent(email)}`, as });
  const erase = (id: number | string, payload: object, headers: Record<string, string> = {}, as?: number) =>
    ctx.request({ method: 'POST', url: `/api/admin/candidates/${id}/erasure`, payload, headers, as });

  it('finds a candidate by (part of) their email, candidates only, for sudoers', async () => {
    const res = await find(erased.email.toUpperCase(), sudoer.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: target.user.id,
        firstname: erased.firstname,
        lastname: erased.lastname,
        email: erased.email,
        createdAt: expect.any(String),
        applications: 2,
      },
    ]);
    // Staff are never found here, whatever their address.
    expect(
      (await find('@example.test', sudoer.id)).json().data.map((c: { id: number }) => c.id),
    ).not.toContain(f.adminA.id);
    expectError(await find('z', sudoer.id), 400);
    expectError(await find(erased.email, pricingAdmin.id), 403);
    expectError(await find(erased.email, target.user.id), 403);
    expectError(await find(erased.email, f.adminA.id), 403);
    expectError(await ctx.request({ method: 'GET', url: '/api/admin/candidates', as: sudoer.id }), 400);
  });

  it('refuses a missing reason (400), an unknown id or a staff member (404), and callers without sudoer (403)', async () => {
    const reason = { reason: 'Richiesta via PEC del 28/11' };
    expectError(await erase(target.user.id, {}, {}, sudoer.id), 400);
    expectError(await erase(target.user.id, { reason: ' ' }, {}, sudoer.id), 400);
    expectError(await erase(999_999, reason, {}, sudoer.id), 404);
    expectError(await erase(f.adminA.id, reason, {}, sudoer.id), 404);
    expectError(await erase('abc', reason, {}, sudoer.id), 400);
    expectError(await erase(target.user.id, reason, {}, pricingAdmin.id), 403);
    expectError(await erase(target.user.id, reason, {}, f.adminA.id), 403);
    expectError(await erase(target.user.id, reason, {}, other.user.id), 403);
    expectError(await erase(target.user.id, reason), 401);
    const [row] = await ctx.db.select().from(t.user).where(eq(t.user.id, target.user.id));
    expect(row!.email).toBe(erased.email);
  });

  it('erases the candidate and answers the receipt; the real person acting is recorded', async () => {
    // The super user acting as the sudoer: the audit and the receipt name the super user.
    const session = await startSession({
      db: ctx.db,
      config: ctx.config,
      userId: sudoer.id,
      impersonatorUserId: superUser.id,
    });
    const res = await erase(
      target.user.id,
      { reason: `Richiesta di ${erased.firstname} ${erased.lastname} (${erased.email})` },
      { authorization: `Bearer ${session.accessToken}` },
    );
    expect(res.statusCode, res.body).toBe(200);
    const receipt = erasureReceiptSchema.parse(res.json().data);
    expect(receipt.requestedBy).toBe('admin');
    expect(receipt.summary.tables).toMatchObject({ user: 1, application: 2, user_curriculum: 1, message: 2 });
    expect(receipt.summary.files).toBeGreaterThanOrEqual(7);
    const [stored] = await ctx.db
      .select()
      .from(t.erasureReceipt)
      .where(eq(t.erasureReceipt.subjectUserId, target.user.id));
    expect(stored).toMatchObject({ code: receipt.code, requestedBy: 'admin', actorUserId: superUser.id });
    expect(stored!.summary).toEqual(receipt.summary);
    const [audit] = await ctx.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'candidate-erasure'));
    expect(audit).toMatchObject({
      actorUserId: superUser.id,
      subjectUserId: target.user.id,
      data: {
        receipt: receipt.code,
        requestedBy: 'admin',
        reason: expect.stringContaining('Candidato anonimo'),
      },
    });
  });

  it('leaves their name and address in no column of any table and in no stored file', async () => {
    for (const needle of [erased.lastname, erased.email]) {
      expect(await columnsHolding(ctx.db, needle)).toEqual([]);
      expect(await filesHolding(dataDir, needle)).toEqual([]);
    }
  });

  it('keeps them out, and a second erasure is refused (409); they are found no more', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/auth/user', as: target.user.id })).statusCode).toBe(
      401,
    );
    const login = await ctx.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: erased.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    expectError(await erase(target.user.id, { reason: 'di nuovo' }, {}, sudoer.id), 409);
    expect((await find(erased.email, sudoer.id)).json().data).toEqual([]);
  });

  it('keeps the board of each company, the application anonymised; the other candidate untouched', async () => {
    for (const [jobId, as] of [
      [f.jobA1.id, f.adminA.id],
      [f.jobB1.id, f.adminB.id],
    ] as const) {
      const board = await ctx.request({ method: 'GET', url: `/api/board/${jobId}`, as });
      expect(board.statusCode, board.body).toBe(200);
      expect(board.body).toContain(kept.lastname);
      expect(board.body).not.toContain(erased.lastname);
    }
    const [application] = await ctx.db
      .select()
      .from(t.application)
      .where(eq(t.application.id, target.applicationB));
    expect(application!.anonymisedAt).not.toBeNull();
    expect(await filesHolding(dataDir, kept.lastname)).not.toEqual([]);
    expect((await columnsHolding(ctx.db, kept.email)).length).toBeGreaterThan(5);
    const me = await ctx.request({ method: 'GET', url: '/api/auth/user', as: other.user.id });
    expect(me.json().data).toMatchObject({ lastname: kept.lastname });
  });
});
