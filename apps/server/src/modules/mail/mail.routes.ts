import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorText } from '@hiring/domain';
import type { Config } from '../../config.js';
import { rateLimitRules, type RateLimiter } from '../../http/rate-limit.js';
import type { Database } from '../../db/client.js';
import { company, mailOutbox, user } from '../../db/schema/index.js';
import { badRequest, notFound, unauthorized } from '../../http/errors.js';
import { defineResource } from '../../http/resources/define-resource.js';
import { listQuerySchema, parseListQuery } from '../../http/resources/list-query.js';
import { countRows, listRows } from '../../http/resources/read.js';
import { idParamsSchema } from '../../http/resources/register-resource.js';
import { recordAudit } from '../admin/audit.js';
import type { Mailer } from './mailer.js';
import { listPolicyMailings, startPolicyMailing } from './policy-mailing.js';
import {
  mailLangs,
  mailTemplateKeys,
  mailTemplateNames,
  MailTemplateError,
  renderMail,
} from './templates.js';

export const supportRequestSchema = z
  .object({
    subject: z.string().trim().min(1).max(200),
    // Trimmed too, so a message of blanks is refused like an empty one.
    message: z.string().trim().min(1).max(5000),
  })
  .strict();

export const mailPreviewRequestSchema = z
  .object({
    template: z.enum(mailTemplateNames),
    lang: z.enum(mailLangs),
    data: z.record(z.string(), z.union([z.string(), z.number()])),
    /** With `send: true`, the address the rendered mail goes to. */
    to: z.string().trim().toLowerCase().pipe(z.email()).optional(),
    /** true: send the mail to `to` (an outbox row); otherwise only a preview. */
    send: z.boolean().optional(),
  })
  .strict()
  .refine((body) => !body.send || body.to !== undefined, {
    message: 'to: an address is needed to send the mail',
    path: ['to'],
  });

const renderedMailSchema = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** The outbox row of a sent mail; absent for a preview. */
  outboxId: z.number().int().optional(),
  status: z.enum(['sent', 'logged', 'failed']).optional(),
});

/** The outbox as a list for the back office (GET /mail/outbox): never the generic /{resource} routes. */
export const mailOutboxResource = defineResource({
  name: 'mail-outbox',
  table: mailOutbox,
  verbs: [],
  read: { admin: 'sudoer' },
  scope: () => undefined,
  fields: [
    'id',
    'to',
    'template',
    'lang',
    'subject',
    'status',
    'error',
    'attempts',
    'userId',
    'createdAt',
    'sentAt',
  ],
});

const outboxRowSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  template: z.string(),
  lang: z.string(),
  subject: z.string(),
  status: z.enum(['queued', 'sent', 'logged', 'failed']),
  error: z.string().nullable(),
  attempts: z.number().int(),
  userId: z.number().int().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

const policyMailingSchema = z.object({
  id: z.number().int(),
  version: z.string(),
  effectiveOn: z.string(),
  createdAt: z.string(),
  startedByUserId: z.number().int(),
  finishedAt: z.string().nullable(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  total: z.number().int(),
});

export const policyMailingRequestSchema = z
  .object({
    version: z
      .string()
      .trim()
      .min(1)
      .max(50)
      .regex(/^[\w.-]+$/, 'letters, digits, dots, dashes and underscores only'),
    effectiveOn: z.iso.date().optional(),
  })
  .strict();

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : (value as string | null));

/** The support team reads Italian, the product's default language. */
const SUPPORT_LANG = 'it';

export function registerMailRoutes(
  app: FastifyInstance,
  deps: { db: Database; config: Config; mailer: Mailer; limiter: RateLimiter },
): void {
  const { db, config, mailer, limiter } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/mail/support', {
    config: { access: 'authenticated' },
    preHandler: limiter.guard(rateLimitRules.support),
    schema: {
      tags: ['mail'],
      summary: 'Send a message to the support team (replies go to the caller)',
      body: supportRequestSchema,
      response: { 204: z.null().describe('sent') },
    },
    handler: async (req, reply) => {
      const actor = req.actor!;
      const [caller] = await db
        .select({ email: user.email, firstname: user.firstname, lastname: user.lastname })
        .from(user)
        .where(eq(user.id, actor.userId));
      if (!caller) throw unauthorized(ErrorText.userNotLogged);
      const [active] =
        actor.companyId === null
          ? []
          : await db.select({ name: company.name }).from(company).where(eq(company.id, actor.companyId));
      await mailer.send({
        to: config.mail.supportEmail,
        template: 'support-request',
        lang: SUPPORT_LANG,
        replyTo: caller.email,
        data: {
          fromName: `${caller.firstname} ${caller.lastname}`.trim(),
          fromEmail: caller.email,
          companyName: active?.name ?? '',
          subject: req.body.subject,
          message: req.body.message,
        },
      });
      return reply.status(204).send(null);
    },
  });

  r.post('/mail/template', {
    config: { access: { admin: 'sudoer' } },
    schema: {
      tags: ['mail'],
      summary:
        'Render a mail template with the given data: a preview, or with send and to, sent to that address',
      body: mailPreviewRequestSchema,
      response: { 200: z.object({ data: renderedMailSchema }) },
    },
    handler: async (req) => {
      const { template, lang, data, to, send } = req.body;
      let rendered;
      try {
        rendered = renderMail(template, lang, data, { brand: config.dashboardName });
      } catch (error) {
        if (error instanceof MailTemplateError) throw badRequest(error.message);
        throw error;
      }
      const { subject, text, html } = rendered;
      if (!send || !to) return { data: { subject, text, html } };
      const sent = await mailer.send({ to, template, lang, data });
      await recordAudit(db, req.actor!, {
        action: 'mail-template-send',
        data: { template, lang, to, outboxId: sent.id },
        requestId: req.id,
      });
      return { data: { subject, text, html, outboxId: sent.id, status: sent.status } };
    },
  });

  r.get('/mail/templates', {
    config: { access: { admin: 'sudoer' } },
    schema: {
      tags: ['mail'],
      summary: 'The mail templates with the data keys each needs (for the template tryer)',
      response: {
        200: z.object({ data: z.array(z.object({ name: z.string(), keys: z.array(z.string()) })) }),
      },
    },
    handler: async () => ({
      data: mailTemplateNames.map((name) => ({ name, keys: [...mailTemplateKeys(name)] })),
    }),
  });

  r.get('/mail/outbox', {
    config: { access: { admin: 'sudoer' } },
    schema: {
      tags: ['mail'],
      summary: 'The mails the product sent or queued (newest first), paged, sorted and filtered',
      operationId: 'listMailOutbox',
      querystring: listQuerySchema,
      response: {
        200: z.object({
          data: z.array(outboxRowSchema.partial()),
          total: z.number().int().optional().describe('with count=true: the rows matching'),
        }),
      },
    },
    handler: async (req) => {
      const query =
        req.query.order || req.query.orderBy ? req.query : { ...req.query, order: { id: 'DESC' } };
      const q = parseListQuery(mailOutboxResource, query);
      const c = { db, actor: req.actor };
      const rows = await listRows(c, mailOutboxResource, q);
      const data = rows.map((row) => ({
        ...row,
        ...('createdAt' in row ? { createdAt: iso(row.createdAt) } : {}),
        ...('sentAt' in row ? { sentAt: iso(row.sentAt) } : {}),
      })) as Array<Partial<z.infer<typeof outboxRowSchema>>>;
      return q.count ? { data, total: await countRows(c, mailOutboxResource, q) } : { data };
    },
  });

  r.get('/mail/outbox/:id', {
    config: { access: { admin: 'sudoer' } },
    schema: {
      tags: ['mail'],
      summary: 'One outbox mail with its content (text and HTML)',
      operationId: 'getMailOutbox',
      params: idParamsSchema,
      response: { 200: z.object({ data: outboxRowSchema.extend({ text: z.string(), html: z.string() }) }) },
    },
    handler: async (req) => {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, req.params.id));
      if (!row) throw notFound(`mail ${req.params.id} not found`);
      return {
        data: {
          id: row.id,
          to: row.to,
          template: row.template,
          lang: row.lang,
          subject: row.subject,
          status: row.status,
          error: row.error,
          attempts: row.attempts,
          userId: row.userId,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
          text: row.text,
          html: row.html,
        },
      };
    },
  });

  r.post('/mail/send-privacy-policy-update', {
    config: { access: { admin: 'sudoer' } },
    schema: {
      tags: ['mail'],
      summary:
        'Mail every live user about a new privacy-policy version, through the outbox (again for the same version: resume it; nobody is mailed twice)',
      body: policyMailingRequestSchema,
      response: {
        200: z.object({ data: policyMailingSchema }).describe('an existing mailing, resumed'),
        201: z.object({ data: policyMailingSchema }).describe('a new mailing, started'),
      },
    },
    handler: async (req, reply) => {
      const { id, resumed } = await startPolicyMailing(db, req.actor!, req.body, req.id);
      const [view] = await listPolicyMailings(db, [id]);
      return reply.status(resumed ? 200 : 201).send({ data: view! });
    },
  });

  r.get('/mail/privacy-policy-update', {
    config: { access: { admin: 'sudoer' } },
    schema: {
      tags: ['mail'],
      summary: 'The privacy-policy mailings, newest first, with their progress',
      response: { 200: z.object({ data: z.array(policyMailingSchema) }) },
    },
    handler: async () => ({ data: await listPolicyMailings(db) }),
  });
}
