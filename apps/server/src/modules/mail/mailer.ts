import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import { renderMail, type MailTemplate } from './templates.js';

export type { MailTemplate };

/** A file sent with a mail (e.g. an interview's .ics); the outbox keeps only its name. */
export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  /** With parameters if needed: `text/calendar; charset=utf-8; method=REQUEST`. */
  contentType: string;
}

export interface MailMessage {
  to: string;
  template: MailTemplate;
  lang: string;
  data: Record<string, string | number>;
  replyTo?: string;
  attachments?: MailAttachment[];
}

/** A mail already rendered (a queued outbox row), ready to hand to SMTP. */
export interface RenderedOutgoing {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<{ id: number; status: 'sent' | 'logged' | 'failed' }>;
  /**
   * Hands a rendered mail to SMTP (or logs it without SMTP) and keeps no outbox row: the mail
   * dispatcher updates the queued row itself. Throws when SMTP refuses or cannot be reached.
   */
  transmit(mail: RenderedOutgoing): Promise<'sent' | 'logged'>;
  close(): Promise<void>;
}

/** A mail to send later: rendered now, kept in the outbox as queued for the mail dispatcher. */
export interface QueuedMail extends MailMessage {
  /** The user the mail is about (the privacy-policy mailing sends once per user). */
  userId?: number | null;
}

/**
 * Renders a mail and queues it in mail_outbox (status queued); the mail dispatcher delivers it. Pass
 * the caller's transaction as `db` to queue it together with the change it announces. Attachments
 * are not kept, so a mail with attachments is sent directly (Mailer.send).
 */
export async function enqueueMail(
  db: Database,
  config: Pick<Config, 'dashboardName'>,
  message: QueuedMail,
): Promise<{ id: number }> {
  const mail = renderMail(message.template, message.lang, message.data, { brand: config.dashboardName });
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: message.to,
      template: message.template,
      lang: mail.lang,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      status: 'queued',
      attempts: 0,
      userId: message.userId ?? null,
    })
    .returning({ id: mailOutbox.id });
  return { id: row!.id };
}

/**
 * Renders and sends the product's mails. With an SMTP URL they go out through it; without one
 * (development, tests) they are only logged. Either way each one is kept in mail_outbox, and a
 * delivery failure is recorded there instead of failing the request that sent the mail.
 */
export function createMailer(options: { db: Database; config: Config; log: FastifyBaseLogger }): Mailer {
  const { db, config, log } = options;
  const { smtpUrl, from } = config.mail;
  // nodemailer loads with the first mail sent over SMTP (an installation without SMTP never needs it).
  let opened: Promise<Transporter> | undefined;
  const transport = smtpUrl
    ? {
        sendMail: async (mail: Parameters<Transporter['sendMail']>[0]) =>
          (
            await (opened ??= import('nodemailer').then((m) =>
              m.default.createTransport(
                // A slow or silent SMTP server must not hold the request that sends the mail for minutes.
                { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
                { from },
              ),
            ))
          ).sendMail(mail),
        close: () => void opened?.then((t) => t.close()),
      }
    : null;

  return {
    async send(message) {
      const mail = renderMail(message.template, message.lang, message.data, {
        brand: config.dashboardName,
      });
      let status: 'sent' | 'logged' | 'failed';
      let error: string | null = null;
      if (!transport) {
        status = 'logged';
        // Subjects carry no secrets; the body (with codes and links) stays in mail_outbox.
        log.info(
          {
            to: message.to,
            template: message.template,
            subject: mail.subject,
            attachments: message.attachments?.map((a) => a.filename),
          },
          'mail logged, SMTP not configured',
        );
        log.debug({ to: message.to, text: mail.text }, 'mail body');
      } else {
        try {
          await transport.sendMail({
            to: message.to,
            replyTo: message.replyTo,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            attachments: message.attachments?.map((a) => ({
              filename: a.filename,
              content: a.content,
              contentType: a.contentType,
            })),
          });
          status = 'sent';
        } catch (err) {
          status = 'failed';
          error = err instanceof Error ? err.message : String(err);
          log.error({ err, to: message.to, template: message.template }, 'mail delivery failed');
        }
      }
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: message.to,
          template: message.template,
          lang: mail.lang,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          status,
          error,
          sentAt: status === 'sent' ? new Date() : null,
        })
        .returning({ id: mailOutbox.id });
      return { id: row!.id, status };
    },
    async transmit(mail) {
      if (!transport) {
        log.info({ to: mail.to, subject: mail.subject }, 'queued mail logged, SMTP not configured');
        return 'logged';
      }
      await transport.sendMail({
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      return 'sent';
    },
    async close() {
      transport?.close();
    },
  };
}
