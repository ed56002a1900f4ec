import { desc } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyRoleId, RoleId } from '@hiring/domain';
import { type Config } from '../src/config.js';
import { mailOutbox } from '../src/db/schema/index.js';
import { addMember, createCompany, createUser } from '../src/db/seed/factories.js';
import { registerErrorHandling } from '../src/http/errors.js';
import { registerGuard } from '../src/http/guard.js';
import { createRateLimiter } from '../src/http/rate-limit.js';
import { registerMailRoutes } from '../src/modules/mail/mail.routes.js';
import { createMailer, type Mailer } from '../src/modules/mail/mailer.js';
import { useTestApp } from './helpers.js';
import { code, recordingLog, startSmtpSink } from './support/smtp-sink.js';

describe('mail routes', () => {
  const t = useTestApp();
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let config: Config;
  let mailer: Mailer;
  let app: FastifyInstance;
  const tokens: Record<'recruiter' | 'loner' | 'admin', string> = { recruiter: '', loner: '', admin: '' };
  let recruiterEmail: string;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    config = {
      ...t.config,
      mail: { ...t.config.mail, smtpUrl: smtp.url, supportEmail: 'help@hiring.example' },
    };
    mailer = createMailer({ db: t.db, config, log: recordingLog().log });
    // The module on its own, with a mailer that reaches the SMTP sink: the same compilers, error
    // handling and guard as buildApp.
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    registerGuard(app, t.db, config.jwtSecret);
    await app.register(
      async (api) =>
        registerMailRoutes(api, { db: t.db, config, mailer, limiter: createRateLimiter({ enabled: true }) }),
      {
        prefix: '/api',
      },
    );
    await app.ready();

    const company = await createCompany(t.db, { name: 'Acme S.r.l.' });
    const recruiter = await createUser(t.db, { firstname: 'Mario', lastname: 'Rossi' });
    recruiterEmail = recruiter.email;
    await addMember(t.db, {
      userId: recruiter.id,
      companyId: company.id,
      companyRoleId: CompanyRoleId.companyAdmin,
    });
    const loner = await createUser(t.db, { firstname: 'Lia', lastname: 'Sola' });
    const admin = await createUser(t.db, {
      roleId: RoleId.admin,
      isAdmin: true,
      adminPermissions: ['sudoer'],
    });
    tokens.recruiter = await t.tokenFor(recruiter.id);
    tokens.loner = await t.tokenFor(loner.id);
    tokens.admin = await t.tokenFor(admin.id);
  });
  afterAll(async () => {
    await app?.close();
    await mailer?.close();
    await smtp?.close();
  });

  const post = (url: string, payload: unknown, as?: keyof typeof tokens) =>
    app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: as ? { authorization: `Bearer ${tokens[as]}` } : {},
    });

  it('sends a support request to the support address, with a reply-to the caller', async () => {
    const res = await post(
      '/api/mail/support',
      {
        subject: '  Annuncio non visibile  ',
        message: 'Buongiorno,\nil mio annuncio non compare <b>più</b>.',
      },
      'recruiter',
    );
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const mail = smtp.received.at(-1)!;
    expect(mail.envelopeTo).toEqual(['help@hiring.example']);
    expect(mail.headers['reply-to']).toBe(recruiterEmail);
    expect(mail.headers.subject).toBe('Richiesta di assistenza: Annuncio non visibile');
    expect(mail.text).toContain('Nome: Mario Rossi');
    expect(mail.text).toContain(`Email: ${recruiterEmail}`);
    expect(mail.text).toContain('Azienda: Acme S.r.l.');
    expect(mail.text).toContain('Buongiorno,\nil mio annuncio non compare <b>più</b>.');
    expect(mail.html).toContain('Buongiorno,<br>il mio annuncio non compare &lt;b&gt;più&lt;/b&gt;.');

    const [row] = await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(row).toMatchObject({ to: 'help@hiring.example', template: 'support-request', status: 'sent' });
  });

  it('sends a support request of a user without a company', async () => {
    const res = await post('/api/mail/support', { subject: 'Domanda', message: 'Ciao' }, 'loner');
    expect(res.statusCode).toBe(204);
    expect(smtp.received.at(-1)!.text).toContain('Nome: Lia Sola');
    expect(smtp.received.at(-1)!.text).toContain('Azienda: —');
  });

  it('refuses an anonymous support request', async () => {
    const res = await post('/api/mail/support', { subject: 'Domanda', message: 'Ciao' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'User not logged' });
  });

  it('validates the support request body', async () => {
    const before = smtp.received.length;
    for (const payload of [
      {},
      { subject: 'Domanda' },
      { message: 'Ciao' },
      { subject: '', message: 'Ciao' },
      { subject: '    ', message: 'Ciao' },
      { subject: 'Domanda', message: '' },
      { subject: 'Domanda', message: ' \n ' },
      { subject: 'x'.repeat(201), message: 'Ciao' },
      { subject: 'Domanda', message: 'x'.repeat(5001) },
      { subject: 'Domanda', message: 'Ciao', to: 'someone@else.it' },
      { subject: 42, message: 'Ciao' },
    ]) {
      const res = await post('/api/mail/support', payload, 'recruiter');
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
    const limits = await post(
      '/api/mail/support',
      { subject: 'x'.repeat(200), message: 'y'.repeat(5000) },
      'recruiter',
    );
    expect(limits.statusCode).toBe(204);
    expect(smtp.received).toHaveLength(before + 1);
  });

  it('previews a template for a back-office admin, without sending it', async () => {
    const before = smtp.received.length;
    const [last] = await t.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const res = await post(
      '/api/mail/template',
      {
        template: 'email-change',
        lang: 'en',
        data: { ...code, firstname: '<i>Mario</i>', newEmail: 'new@example.it' },
      },
      'admin',
    );
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(Object.keys(data).sort()).toEqual(['html', 'subject', 'text']);
    expect(data.subject).toBe('Confirm your new email address');
    expect(data.text).toContain('to new@example.it. To confirm the change, enter this code:');
    expect(data.html).toContain('Hi &lt;i&gt;Mario&lt;/i&gt;,');
    expect(smtp.received).toHaveLength(before);
    const [after] = await t.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(after?.id).toBe(last?.id);
  });

  it('answers a preview with missing data with 400 and says what is missing', async () => {
    const res = await post(
      '/api/mail/template',
      { template: 'email-change', lang: 'it', data: code },
      'admin',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Template "email-change" is missing data: "newEmail"',
    });
  });

  it('validates the preview body', async () => {
    for (const payload of [
      {},
      { template: 'welcome', lang: 'it', data: {} },
      { template: 'confirmation-code', lang: 'de', data: code },
      { template: 'confirmation-code', lang: 'it', data: { ...code, nested: { a: 1 } } },
      { template: 'confirmation-code', lang: 'it', data: code, send: true },
    ]) {
      const res = await post('/api/mail/template', payload, 'admin');
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('keeps the preview for the back office', async () => {
    const body = { template: 'confirmation-code', lang: 'it', data: code };
    expect((await post('/api/mail/template', body, 'recruiter')).statusCode).toBe(403);
    expect((await post('/api/mail/template', body)).statusCode).toBe(401);
  });
});

// --- Wired into the whole app (no SMTP there: mails are logged to the outbox) ---------------------

describe('mail routes in the app', () => {
  const t = useTestApp();

  it('answers under /api with the app mailer', async () => {
    const sender = await createUser(t.db, { firstname: 'Carla', lastname: 'Verdi' });
    const admin = await createUser(t.db, {
      roleId: RoleId.admin,
      isAdmin: true,
      adminPermissions: ['sudoer'],
    });
    const support = await t.request({
      method: 'POST',
      url: '/api/mail/support',
      payload: { subject: 'Fattura', message: 'Dove trovo la fattura?' },
      as: sender.id,
    });
    expect(support.statusCode).toBe(204);
    const [row] = await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(row).toMatchObject({
      to: t.config.mail.supportEmail,
      template: 'support-request',
      subject: 'Richiesta di assistenza: Fattura',
      status: 'logged',
    });
    expect(row!.text).toContain('Nome: Carla Verdi');

    const preview = await t.request({
      method: 'POST',
      url: '/api/mail/template',
      payload: {
        template: 'password-reset',
        lang: 'it',
        data: { firstname: 'Carla', link: 'https://h.example/r', minutes: 30 },
      },
      as: admin.id,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.subject).toBe('Reimposta la tua password');
  });
});
