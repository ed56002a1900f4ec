import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyRoleId, RoleId } from '@hiring/domain';
import type { Config } from '../src/config.js';
import * as t from '../src/db/schema/index.js';
import { addMember, createCompany, createUser } from '../src/db/seed/factories.js';
import { registerErrorHandling } from '../src/http/errors.js';
import { registerGuard } from '../src/http/guard.js';
import { createRateLimiter } from '../src/http/rate-limit.js';
import { createMailDispatcher, MAIL_MAX_ATTEMPTS } from '../src/modules/mail/mail-dispatcher.js';
import { registerMailRoutes } from '../src/modules/mail/mail.routes.js';
import { createMailer, enqueueMail, type Mailer } from '../src/modules/mail/mailer.js';
import { runPolicyBatch } from '../src/modules/mail/policy-mailing.js';
import { useTestApp } from './helpers.js';
import { outboxRow, recordingLog, startSmtpSink } from './support/smtp-sink.js';

describe('back-office mail: template send, outbox, queue and dispatcher, policy mailing', () => {
  const ctx = useTestApp();
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let config: Config;
  let mailer: Mailer;
  let app: FastifyInstance;
  const tokens: Record<'sudoer' | 'stats' | 'member' | 'su', string> = {
    sudoer: '',
    stats: '',
    member: '',
    su: '',
  };
  let sudoerId: number;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    config = { ...ctx.config, mail: { ...ctx.config.mail, smtpUrl: smtp.url } };
    mailer = createMailer({ db: ctx.db, config, log: recordingLog().log });
    // The mail module with a mailer that reaches the SMTP sink; the same compilers, errors and guard.
    app = Fastify({
      logger: false,
      // The flattened query objects of the generic lists, as buildApp parses them.
      routerOptions: { querystringParser: (text) => qs.parse(text, { depth: 8, arrayLimit: 1000 }) },
    });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    registerGuard(app, ctx.db, config.jwtSecret);
    await app.register(
      async (api) =>
        registerMailRoutes(api, {
          db: ctx.db,
          config,
          mailer,
          limiter: createRateLimiter({ enabled: false }),
        }),
      { prefix: '/api' },
    );
    await app.ready();
    const company = await createCompany(ctx.db, { name: 'Posta S.r.l.' });
    const member = await createUser(ctx.db, { firstname: 'Gina', lastname: 'Posta' });
    await addMember(ctx.db, {
      userId: member.id,
      companyId: company.id,
      companyRoleId: CompanyRoleId.companyAdmin,
    });
    const sudoer = await createUser(ctx.db, {
      roleId: RoleId.admin,
      isAdmin: true,
      adminPermissions: ['sudoer'],
    });
    sudoerId = sudoer.id;
    const stats = await createUser(ctx.db, {
      roleId: RoleId.admin,
      isAdmin: true,
      adminPermissions: ['user-stats'],
    });
    const su = await createUser(ctx.db, { roleId: RoleId.admin, isSu: true });
    tokens.sudoer = await ctx.tokenFor(sudoer.id);
    tokens.stats = await ctx.tokenFor(stats.id);
    tokens.member = await ctx.tokenFor(member.id);
    tokens.su = await ctx.tokenFor(su.id);
  });
  afterAll(async () => {
    await app?.close();
    await mailer?.close();
    await smtp?.close();
  });

  const call = (method: 'GET' | 'POST', url: string, as: keyof typeof tokens, payload?: object) =>
    app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens[as]}` } });
  const sample = {
    template: 'password-reset' as const,
    lang: 'en',
    data: { firstname: 'Mario', link: 'https://hiring.example/login?reset=x', minutes: 60 },
  };

  it('answers 403 Forbidden to an admin without sudoer and to a company user on every mail route', async () => {
    const routes: Array<['GET' | 'POST', string, object?]> = [
      ['POST', '/api/mail/template', { ...sample, to: 'x@example.test', send: true }],
      ['GET', '/api/mail/templates'],
      ['GET', '/api/mail/outbox'],
      ['GET', '/api/mail/outbox/1'],
      ['POST', '/api/mail/send-privacy-policy-update', { version: 'forbidden-1' }],
      ['GET', '/api/mail/privacy-policy-update'],
    ];
    for (const [method, url, payload] of routes) {
      for (const as of ['stats', 'member'] as const) {
        const res = await call(method, url, as, payload);
        expect(res.statusCode, `${as} ${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Forbidden' });
      }
    }
    expect(await ctx.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.to, 'x@example.test'))).toEqual([]);
    expect(await ctx.db.select().from(t.policyMailing)).toEqual([]);
  });

  it('previews a template without sending, and sends it to an address (outbox row, SMTP, audit)', async () => {
    const before = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(t.mailOutbox);
    const preview = await call('POST', '/api/mail/template', 'sudoer', sample);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({ subject: 'Reset your password' });
    expect(preview.json().data.outboxId).toBeUndefined();
    const after = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(t.mailOutbox);
    expect(after[0]!.n).toBe(before[0]!.n);

    const noAddress = await call('POST', '/api/mail/template', 'sudoer', { ...sample, send: true });
    expect(noAddress.statusCode).toBe(400);
    const badAddress = await call('POST', '/api/mail/template', 'sudoer', {
      ...sample,
      send: true,
      to: 'nope',
    });
    expect(badAddress.statusCode).toBe(400);
    const missingData = await call('POST', '/api/mail/template', 'sudoer', {
      ...sample,
      data: { firstname: 'Mario' },
      send: true,
      to: 'tryer@example.test',
    });
    expect(missingData.statusCode).toBe(400);
    expect(missingData.json().message).toContain('missing data');

    const sent = await call('POST', '/api/mail/template', 'sudoer', {
      ...sample,
      send: true,
      to: ' Tryer@Example.TEST ',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { outboxId, status, subject } = sent.json().data;
    expect(status).toBe('sent');
    const row = await outboxRow(ctx.db, outboxId);
    expect(row).toMatchObject({
      to: 'tryer@example.test',
      template: 'password-reset',
      subject,
      status: 'sent',
    });
    const received = smtp.received.find((m) => m.envelopeTo.includes('tryer@example.test'));
    expect(received?.headers.subject).toBe('Reset your password');
    expect(received?.text).toContain('https://hiring.example/login?reset=x');
    const [audit] = await ctx.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'mail-template-send'), eq(t.auditLog.actorUserId, sudoerId)));
    expect(audit?.data).toMatchObject({ template: 'password-reset', to: 'tryer@example.test', outboxId });
  });

  it('lists the outbox paged, sorted and filtered, and shows one mail with its content', async () => {
    for (const to of ['list-a@example.test', 'list-b@example.test', 'list-c@example.test']) {
      await enqueueMail(ctx.db, config, { ...sample, to, template: 'password-reset' });
    }
    const page = await call(
      'GET',
      '/api/mail/outbox?count=true&take=2&where[to][endsWith]=example.test&where[to][startsWith]=list-',
      'sudoer',
    );
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().total).toBe(3);
    // Newest first by default.
    expect(page.json().data.map((m: { to: string }) => m.to)).toEqual([
      'list-c@example.test',
      'list-b@example.test',
    ]);
    expect(page.json().data[0]).toMatchObject({ status: 'queued', attempts: 0, template: 'password-reset' });
    expect(page.json().data[0].html).toBeUndefined();

    const sorted = await call(
      'GET',
      '/api/mail/outbox?count=true&order[to]=ASC&where[to][notContains]=list-b&where[status][eq]=queued&skip=0',
      'sudoer',
    );
    const tos = sorted.json().data.map((m: { to: string }) => m.to);
    expect(tos).toEqual([...tos].sort());
    expect(tos).not.toContain('list-b@example.test');
    expect(await call('GET', '/api/mail/outbox?where[text][contains]=x', 'sudoer')).toMatchObject({
      statusCode: 400,
    });
    expect((await call('GET', '/api/mail/outbox?take=0', 'sudoer')).statusCode).toBe(400);

    const one = await call('GET', `/api/mail/outbox/${page.json().data[0].id}`, 'sudoer');
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ to: 'list-c@example.test', subject: 'Reset your password' });
    expect(one.json().data.html).toContain('<html');
    expect(one.json().data.text).toContain('Hi Mario');
    expect((await call('GET', '/api/mail/outbox/999999', 'sudoer')).statusCode).toBe(404);

    const templates = await call('GET', '/api/mail/templates', 'su');
    expect(templates.json().data).toContainEqual({
      name: 'password-reset',
      keys: ['firstname', 'link', 'minutes'],
    });
  });

  it('the dispatcher delivers queued mails through SMTP, retries a failure on its schedule, then gives up', async () => {
    // Deliver what the previous test queued, and one more.
    const { id } = await enqueueMail(ctx.db, config, { ...sample, to: 'queued@example.test' });
    const dispatcher = createMailDispatcher({ db: ctx.db, config, mailer, log: recordingLog().log });
    const round = await dispatcher.runOnce();
    expect(round.sent).toBeGreaterThanOrEqual(4);
    expect(await outboxRow(ctx.db, id)).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect((await outboxRow(ctx.db, id)).sentAt).not.toBeNull();
    expect(smtp.received.some((m) => m.envelopeTo.includes('queued@example.test'))).toBe(true);
    expect((await dispatcher.runOnce()).claimed).toBe(0);

    // Two dispatchers (two instances) side by side: each mail goes out once.
    const many = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        enqueueMail(ctx.db, config, { ...sample, to: `pair-${i}@example.test` }),
      ),
    );
    const seen: string[] = [];
    const counting: Mailer = {
      ...mailer,
      transmit: async (mail) => {
        seen.push(mail.to);
        return 'logged';
      },
    };
    const one = createMailDispatcher({ db: ctx.db, config, mailer: counting, log: recordingLog().log });
    const two = createMailDispatcher({ db: ctx.db, config, mailer: counting, log: recordingLog().log });
    await Promise.all([one.runOnce(), two.runOnce(), one.runOnce()]);
    expect(seen.sort()).toEqual(many.map((_, i) => `pair-${i}@example.test`).sort());
    for (const { id: mailId } of many)
      expect(await outboxRow(ctx.db, mailId)).toMatchObject({ status: 'logged', attempts: 1 });

    // A transport that fails twice, then works.
    let failures = 2;
    const flaky: Mailer = {
      ...mailer,
      transmit: async (mail) => {
        if (failures-- > 0) throw new Error('421 try again later');
        return mailer.transmit(mail);
      },
    };
    const retry = await enqueueMail(ctx.db, config, { ...sample, to: 'flaky@example.test' });
    const onSchedule = createMailDispatcher({ db: ctx.db, config, mailer: flaky, log: recordingLog().log });
    expect(await onSchedule.runOnce()).toMatchObject({ claimed: 1, retrying: 1 });
    expect(await outboxRow(ctx.db, retry.id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      error: '421 try again later',
    });
    // The second attempt waits a minute after the queueing: not due yet.
    expect((await onSchedule.runOnce()).claimed).toBe(0);
    await ctx.db
      .update(t.mailOutbox)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(t.mailOutbox.id, retry.id));
    expect(await onSchedule.runOnce()).toMatchObject({ claimed: 1, retrying: 1 });
    const quick = createMailDispatcher({
      db: ctx.db,
      config,
      mailer: flaky,
      log: recordingLog().log,
      retryAfterSeconds: [0, 0, 0, 0],
    });
    expect(await quick.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(await outboxRow(ctx.db, retry.id)).toMatchObject({ status: 'sent', attempts: 3, error: null });

    // A transport that never works: failed after the last attempt.
    const broken: Mailer = {
      ...mailer,
      transmit: async () => {
        throw new Error('connection refused');
      },
    };
    const doomed = await enqueueMail(ctx.db, config, { ...sample, to: 'doomed@example.test' });
    const giveUp = createMailDispatcher({
      db: ctx.db,
      config,
      mailer: broken,
      log: recordingLog().log,
      retryAfterSeconds: [0, 0, 0, 0],
    });
    for (let i = 1; i < MAIL_MAX_ATTEMPTS; i++) expect((await giveUp.runOnce()).retrying).toBe(1);
    expect(await giveUp.runOnce()).toMatchObject({ failed: 1 });
    expect(await outboxRow(ctx.db, doomed.id)).toMatchObject({
      status: 'failed',
      attempts: MAIL_MAX_ATTEMPTS,
      error: 'connection refused',
    });
    expect((await giveUp.runOnce()).claimed).toBe(0);
  });

  it('mails each live user exactly once per policy version, in their language, across an interrupted run', async () => {
    // Users of every kind: staff and candidates in both languages, and those the mailing skips.
    for (let i = 0; i < 5; i++)
      await createUser(ctx.db, { firstname: `Cand${i}`, roleId: RoleId.user, lang: 'it' });
    const english = await createUser(ctx.db, { firstname: 'Emma', roleId: RoleId.recruiter, lang: 'en' });
    const deleted = await createUser(ctx.db, { firstname: 'Gone', deletedAt: new Date() });
    const disabled = await createUser(ctx.db, { firstname: 'Off', roleId: RoleId.disabled });
    const machine = await createUser(ctx.db, { firstname: 'Bot', roleId: RoleId.application });
    const skipped = [deleted.id, disabled.id, machine.id];
    const live = await ctx.db
      .select({ id: t.user.id })
      .from(t.user)
      .where(and(isNull(t.user.deletedAt), notInArray(t.user.roleId, [RoleId.disabled, RoleId.application])));

    const started = await call('POST', '/api/mail/send-privacy-policy-update', 'sudoer', {
      version: '2026-11',
      effectiveOn: '2026-12-01',
    });
    expect(started.statusCode, started.body).toBe(201);
    const mailing = started.json().data;
    expect(mailing).toMatchObject({
      version: '2026-11',
      queued: 0,
      sent: 0,
      total: live.length,
      finishedAt: null,
    });

    // Two instances at once: the mailing's row lock lets one batch run, the other skips it.
    const side = await Promise.all([
      runPolicyBatch(ctx.db, config, mailing.id, 2),
      runPolicyBatch(ctx.db, config, mailing.id, 2),
    ]);
    expect(side.map((r) => r.queued).reduce((a, b) => a + b)).toBeGreaterThanOrEqual(2);
    // Interrupted: one small batch only.
    expect(await runPolicyBatch(ctx.db, config, mailing.id, 4)).toEqual({ queued: 4, finished: false });
    const resumed = await call('POST', '/api/mail/send-privacy-policy-update', 'sudoer', {
      version: '2026-11',
    });
    expect(resumed.statusCode).toBe(200);
    const soFar = side.map((r) => r.queued).reduce((a, b) => a + b) + 4;
    expect(resumed.json().data).toMatchObject({ id: mailing.id, queued: soFar, total: live.length });
    // Even a lost cursor mails nobody twice: the recipient pair is unique.
    await ctx.db.update(t.policyMailing).set({ lastUserId: 0 }).where(eq(t.policyMailing.id, mailing.id));
    let finished = false;
    for (let i = 0; i < 50 && !finished; i++)
      finished = (await runPolicyBatch(ctx.db, config, mailing.id, 4)).finished;
    expect(finished).toBe(true);

    const mails = await ctx.db
      .select()
      .from(t.mailOutbox)
      .where(eq(t.mailOutbox.template, 'privacy-policy-update'));
    const perUser = new Map<number, number>();
    for (const m of mails) perUser.set(m.userId!, (perUser.get(m.userId!) ?? 0) + 1);
    expect([...perUser.keys()].sort((a, b) => a - b)).toEqual(live.map((u) => u.id).sort((a, b) => a - b));
    expect([...perUser.values()].every((n) => n === 1)).toBe(true);
    for (const id of skipped) expect(perUser.has(id)).toBe(false);
    const mailToEmma = mails.find((m) => m.userId === english.id)!;
    expect(mailToEmma).toMatchObject({ lang: 'en', status: 'queued' });
    expect(mailToEmma.subject).toBe('We have updated the Hiring privacy policy');
    expect(mailToEmma.text).toContain('01/12/2026');
    expect(mailToEmma.text).toContain('/web-policy-user');
    expect(mails.find((m) => m.userId !== english.id && m.lang === 'it')?.subject).toContain('informativa');

    // The dispatcher delivers them; the list shows the progress.
    const dispatcher = createMailDispatcher({ db: ctx.db, config, mailer, log: recordingLog().log });
    while ((await dispatcher.runOnce()).claimed > 0);
    const list = await call('GET', '/api/mail/privacy-policy-update', 'sudoer');
    expect(list.json().data[0]).toMatchObject({
      version: '2026-11',
      effectiveOn: '2026-12-01',
      queued: 0,
      sent: live.length,
      total: live.length,
    });
    expect(list.json().data[0].finishedAt).not.toBeNull();

    // Started again later: only users who joined since are mailed.
    const newcomer = await createUser(ctx.db, { firstname: 'Nuovo', roleId: RoleId.user });
    expect(
      (await call('POST', '/api/mail/send-privacy-policy-update', 'sudoer', { version: '2026-11' }))
        .statusCode,
    ).toBe(200);
    const round = await dispatcher.runOnce();
    expect(round.policyQueued).toBe(1);
    const again = await ctx.db
      .select()
      .from(t.mailOutbox)
      .where(
        and(eq(t.mailOutbox.template, 'privacy-policy-update'), inArray(t.mailOutbox.userId, [newcomer.id])),
      );
    expect(again).toHaveLength(1);
    expect(
      (await ctx.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.template, 'privacy-policy-update')))
        .length,
    ).toBe(live.length + 1);

    const invalid = await call('POST', '/api/mail/send-privacy-policy-update', 'sudoer', { version: 'a b' });
    expect(invalid.statusCode).toBe(400);
    const badDate = await call('POST', '/api/mail/send-privacy-policy-update', 'sudoer', {
      version: 'x',
      effectiveOn: '2026-13-45',
    });
    expect(badDate.statusCode).toBe(400);
    const audit = await ctx.db
      .select({ action: t.auditLog.action })
      .from(t.auditLog)
      .where(inArray(t.auditLog.action, ['policy-mailing-start', 'policy-mailing-resume']));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'policy-mailing-resume',
      'policy-mailing-resume',
      'policy-mailing-start',
    ]);
  });
});
