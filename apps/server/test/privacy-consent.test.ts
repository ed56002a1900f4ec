import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RoleId } from '@hiring/domain';
import { ConsentText, DEFAULT_POLICY_VERSION } from '@hiring/domain/privacy/consent';
import * as t from '../src/db/schema/index.js';
import { createCandidate, createJob, createUser } from '../src/db/seed/factories.js';
import { policyVersionInForce } from '../src/modules/privacy/policy-version.js';
import { expectError } from './candidates-support.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp, type TestContext } from './helpers.js';

/** A policy mailing announcing `version` from `effectiveOn`. */
async function announce(ctx: TestContext, version: string, effectiveOn: string) {
  const admin = await createUser(ctx.db, { isSu: true, roleId: RoleId.admin });
  await ctx.db.insert(t.policyMailing).values({ version, effectiveOn, startedByUserId: admin.id });
}

const apply = (ctx: TestContext, as: number, payload: Record<string, unknown>) =>
  ctx.request({ method: 'POST', url: '/api/application', as, payload });

describe('consent on applying, disableConsent off (consent asked)', () => {
  const ctx = useTestApp({}, { MODULE_DISABLE_CONSENT: 'false' });
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  let jobId: number;
  beforeAll(async () => {
    f = await twoCompanies(ctx.db);
    jobId = (await createJob(ctx.db, { companyId: f.companyA.id, userId: f.adminA.id }, 'published')).id;
  });

  it('serves the built-in version until a policy mailing takes effect, then the latest effective one', async () => {
    const before = await ctx.request({ method: 'GET', url: '/api/privacy/policy-version' });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data).toEqual({
      version: DEFAULT_POLICY_VERSION,
      effectiveOn: '2026-11-22',
      consentRequired: true,
    });
    await announce(ctx, 'v-old', '2001-01-01');
    await announce(ctx, 'v-current', '2002-02-02');
    await announce(ctx, 'v-announced', '2999-01-01');
    const after = await ctx.request({ method: 'GET', url: '/api/privacy/policy-version' });
    expect(after.json().data).toEqual({
      version: 'v-current',
      effectiveOn: '2002-02-02',
      consentRequired: true,
    });
    // On the day a version takes effect it is in force; the day before, the previous one.
    expect((await policyVersionInForce(ctx.db, new Date('2999-01-01T00:00:00Z'))).version).toBe(
      'v-announced',
    );
    expect((await policyVersionInForce(ctx.db, new Date('2998-12-31T23:59:59Z'))).version).toBe('v-current');
  });

  it('refuses an application without the consent, with it refused, or to an older version', async () => {
    const candidate = await createCandidate(ctx.db);
    expect(expectError(await apply(ctx, candidate.id, { jobId }), 400).message).toBe(ConsentText.missing);
    const refused = { privacyPolicy: false, policyVersion: 'v-current' };
    expect(expectError(await apply(ctx, candidate.id, { jobId, consent: refused }), 400).message).toBe(
      ConsentText.missing,
    );
    const stale = { privacyPolicy: true, policyVersion: 'v-old' };
    expect(expectError(await apply(ctx, candidate.id, { jobId, consent: stale }), 400).message).toBe(
      ConsentText.stale,
    );
    // A malformed consent is the schema's 400.
    expectError(await apply(ctx, candidate.id, { jobId, consent: { privacyPolicy: 'yes' } }), 400);
    expect(await ctx.db.select().from(t.application).where(eq(t.application.userId, candidate.id))).toEqual(
      [],
    );
    expect(await ctx.db.select().from(t.consent).where(eq(t.consent.userId, candidate.id))).toEqual([]);
  });

  it('records the consent and the version in force with the application', async () => {
    const candidate = await createCandidate(ctx.db);
    const res = await apply(ctx, candidate.id, {
      jobId,
      consent: { privacyPolicy: true, policyVersion: 'v-current' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data;
    expect(created.policyVersion).toBe('v-current');
    const [stored] = await ctx.db.select().from(t.application).where(eq(t.application.id, created.id));
    expect(stored!.policyVersion).toBe('v-current');
    const consents = await ctx.db.select().from(t.consent).where(eq(t.consent.userId, candidate.id));
    expect(consents).toEqual([
      expect.objectContaining({
        kind: 'privacy-policy',
        policyVersion: 'v-current',
        applicationId: created.id,
        companyId: f.companyA.id,
        withdrawnAt: null,
      }),
    ]);
  });

  it('lists a candidate’s own consents and withdraws only their non-required ones', async () => {
    const candidate = await createCandidate(ctx.db);
    const other = await createCandidate(ctx.db);
    const applied = await apply(ctx, candidate.id, {
      jobId,
      consent: { privacyPolicy: true, policyVersion: 'v-current' },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const [marketing] = await ctx.db
      .insert(t.consent)
      .values({ userId: candidate.id, kind: 'marketing', policyVersion: 'v-current' })
      .returning();

    const list = await ctx.request({ method: 'GET', url: '/api/me/consents', as: candidate.id });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({ kind: 'privacy-policy', required: true, withdrawnAt: null }),
      expect.objectContaining({ id: marketing!.id, kind: 'marketing', required: false, withdrawnAt: null }),
    ]);
    const othersList = await ctx.request({ method: 'GET', url: '/api/me/consents', as: other.id });
    expect(othersList.json().data).toEqual([]);
    expect((await ctx.request({ method: 'GET', url: '/api/me/consents', as: f.adminA.id })).statusCode).toBe(
      403,
    );

    const withdraw = (id: number, as: number) =>
      ctx.request({ method: 'DELETE', url: `/api/me/consents/${id}`, as });
    const required = list.json().data[0].id as number;
    expect(expectError(await withdraw(required, candidate.id), 400).message).toBe(ConsentText.required);
    expectError(await withdraw(marketing!.id, other.id), 404);
    expect((await withdraw(marketing!.id, candidate.id)).statusCode).toBe(204);
    const [withdrawn] = await ctx.db.select().from(t.consent).where(eq(t.consent.id, marketing!.id));
    expect(withdrawn!.withdrawnAt).toBeInstanceOf(Date);
    // Once withdrawn it stays withdrawn at the first date.
    expect((await withdraw(marketing!.id, candidate.id)).statusCode).toBe(204);
    const [again] = await ctx.db.select().from(t.consent).where(eq(t.consent.id, marketing!.id));
    expect(again!.withdrawnAt).toEqual(withdrawn!.withdrawnAt);
  });
});

describe('consent on applying, disableConsent on (the default: no consent step)', () => {
  const ctx = useTestApp();
  let jobId: number;
  beforeAll(async () => {
    const f = await twoCompanies(ctx.db);
    jobId = (await createJob(ctx.db, { companyId: f.companyA.id, userId: f.adminA.id }, 'published')).id;
  });

  it('applies without a consent, records the version in force and no consent row', async () => {
    const version = await ctx.request({ method: 'GET', url: '/api/privacy/policy-version' });
    expect(version.json().data).toMatchObject({ version: DEFAULT_POLICY_VERSION, consentRequired: false });
    const candidate = await createCandidate(ctx.db);
    const res = await apply(ctx, candidate.id, { jobId });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.policyVersion).toBe(DEFAULT_POLICY_VERSION);
    expect(await ctx.db.select().from(t.consent)).toEqual([]);
  });
});
