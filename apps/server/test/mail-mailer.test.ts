import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config } from '../src/config.js';
import { mailOutbox } from '../src/db/schema/index.js';
import { createMailer, type Mailer } from '../src/modules/mail/mailer.js';
import { MailTemplateError } from '../src/modules/mail/templates.js';
import { useTestApp } from './helpers.js';
import { code, configWith, freePort, outboxRow, recordingLog, startSmtpSink } from './support/smtp-sink.js';

// --- The mailer -------------------------------------------------------------------------------------

describe('mailer', () => {
  const t = useTestApp();
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  const mailers: Mailer[] = [];
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await Promise.all(mailers.map((m) => m.close()));
    await smtp?.close();
  });
  const mailer = (config: Config, log = recordingLog().log) => {
    const created = createMailer({ db: t.db, config, log });
    mailers.push(created);
    return created;
  };

  it('delivers through SMTP, escaping the HTML, and stores the mail as sent', async () => {
    const before = smtp.received.length;
    const result = await mailer(configWith({ SMTP_URL: smtp.url })).send({
      to: 'mario.rossi@example.it',
      template: 'confirmation-code',
      lang: 'it',
      data: { ...code, firstname: '<script>alert(1)</script>' },
    });
    expect(result.status).toBe('sent');
    expect(smtp.received).toHaveLength(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.envelopeTo).toEqual(['mario.rossi@example.it']);
    expect(mail.envelopeFrom).toBe('no-reply@hiring.example');
    expect(mail.headers.from).toBe('Hiring <no-reply@hiring.example>');
    expect(mail.headers.subject).toBe('Conferma il tuo indirizzo email');
    expect(mail.text).toContain('il tuo codice di conferma è:');
    expect(mail.text).toContain('482913');
    expect(mail.text).toContain('Scade tra 15 minuti.');
    expect(mail.text).toContain('Ciao <script>alert(1)</script>,');
    expect(mail.html).toContain('482913');
    expect(mail.html).toContain('Ciao &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.html).not.toContain('<script>');

    const row = await outboxRow(t.db, result.id);
    expect(row).toMatchObject({
      to: 'mario.rossi@example.it',
      template: 'confirmation-code',
      lang: 'it',
      subject: 'Conferma il tuo indirizzo email',
      status: 'sent',
      error: null,
    });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.text).toContain('482913');
    expect(row.html).toContain('&lt;script&gt;');
  });

  it('without SMTP stores the mail as logged and logs one line without the code', async () => {
    const before = smtp.received.length;
    const { log, lines } = recordingLog();
    const result = await mailer(configWith({}), log).send({
      to: 'anna@example.it',
      template: 'confirmation-code',
      lang: 'it',
      data: code,
    });
    expect(result.status).toBe('logged');
    expect(smtp.received).toHaveLength(before);
    const row = await outboxRow(t.db, result.id);
    expect(row).toMatchObject({ to: 'anna@example.it', status: 'logged', error: null, sentAt: null });
    expect(row.text).toContain('482913');

    const info = lines.filter((l) => l.level === 'info');
    expect(info).toHaveLength(1);
    expect(JSON.stringify(info[0]!.args)).toContain('anna@example.it');
    expect(JSON.stringify(info[0]!.args)).toContain('Conferma il tuo indirizzo email');
    const upToInfo = lines.filter((l) => ['info', 'warn', 'error', 'fatal'].includes(l.level));
    expect(JSON.stringify(upToInfo)).not.toContain('482913');
  });

  it('records a delivery failure instead of throwing', async () => {
    const { log, lines } = recordingLog();
    const port = await freePort();
    const result = await mailer(configWith({ SMTP_URL: `smtp://127.0.0.1:${port}` }), log).send({
      to: 'mario.rossi@example.it',
      template: 'password-reset',
      lang: 'en',
      data: { firstname: 'Mario', link: 'https://hiring.example/reset?token=secret-token', minutes: 60 },
    });
    expect(result.status).toBe('failed');
    const row = await outboxRow(t.db, result.id);
    expect(row).toMatchObject({ status: 'failed', sentAt: null, lang: 'en', subject: 'Reset your password' });
    expect(row.error).toMatch(/ECONNREFUSED/);
    expect(lines.filter((l) => l.level === 'error')).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain('secret-token');
  });

  it('renders English, and Italian for any other language', async () => {
    const send = mailer(configWith({ SMTP_URL: smtp.url }));
    const en = await send.send({
      to: 'a@example.com',
      template: 'confirmation-code',
      lang: 'en',
      data: code,
    });
    expect(smtp.received.at(-1)!.headers.subject).toBe('Confirm your email address');
    expect(smtp.received.at(-1)!.text).toContain('Your confirmation code is:');
    expect((await outboxRow(t.db, en.id)).lang).toBe('en');

    const de = await send.send({
      to: 'b@example.com',
      template: 'confirmation-code',
      lang: 'de',
      data: code,
    });
    expect(smtp.received.at(-1)!.headers.subject).toBe('Conferma il tuo indirizzo email');
    expect((await outboxRow(t.db, de.id)).lang).toBe('it');
  });

  it('passes non-ASCII subjects and a reply-to address through SMTP', async () => {
    await mailer(configWith({ SMTP_URL: smtp.url })).send({
      to: 'team@example.it',
      template: 'team-invitation',
      lang: 'it',
      data: { inviterName: 'Niccolò Bruni', companyName: 'Caffè & Co.', link: 'https://hiring.example/i/1' },
      replyTo: 'niccolo@example.it',
    });
    const mail = smtp.received.at(-1)!;
    expect(mail.headers.subject).toBe('Niccolò Bruni ti ha invitato a unirti a Caffè & Co. su Hiring');
    expect(mail.headers['reply-to']).toBe('niccolo@example.it');
    expect(mail.html).toContain('Caffè &amp; Co.');
  });

  it('throws on a missing data key and stores nothing', async () => {
    const [last] = await t.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    await expect(
      mailer(configWith({})).send({ to: 'x@example.it', template: 'email-change', lang: 'it', data: code }),
    ).rejects.toThrow(MailTemplateError);
    const [after] = await t.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(after?.id).toBe(last?.id);
  });
});

// --- The routes -------------------------------------------------------------------------------------
