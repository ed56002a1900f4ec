import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorText } from '@hiring/domain';
import type { Config } from '../../config.js';
import { rateLimitRules, type RateLimiter } from '../../http/rate-limit.js';
import type { Database } from '../../db/client.js';
import { company, user } from '../../db/schema/index.js';
import { badRequest, unauthorized } from '../../http/errors.js';
import type { Mailer } from './mailer.js';
import { mailLangs, mailTemplateNames, MailTemplateError, renderMail } from './templates.js';

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
  })
  .strict();

const renderedMailSchema = z.object({ subject: z.string(), text: z.string(), html: z.string() });

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
      summary: 'Preview a mail template with the given data (nothing is sent)',
      body: mailPreviewRequestSchema,
      response: { 200: z.object({ data: renderedMailSchema }) },
    },
    handler: async (req) => {
      try {
        const { subject, text, html } = renderMail(req.body.template, req.body.lang, req.body.data, {
          brand: config.dashboardName,
        });
        return { data: { subject, text, html } };
      } catch (error) {
        if (error instanceof MailTemplateError) throw badRequest(error.message);
        throw error;
      }
    },
  });
}
