import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordSchema,
  ErrorText,
  loginRequestSchema,
  resetPasswordSchema,
  RoleId,
  talentsResetLink,
} from '@hiring/domain';
import { user } from '../../db/schema/index.js';
import { badRequest } from '../../http/errors.js';
import { rateLimitRules } from '../../http/rate-limit.js';
import { requireBotCheck } from '../bot-check/bot-check.js';
import { publicBaseUrl, type AuthDeps } from './auth-deps.js';
import { consumeResetToken, issueResetToken, RESET_MINUTES } from './email-secrets.js';
import { setPassword, verifyPassword } from './passwords.js';
import { revokeUserSessions } from './sessions.js';

const noContent = { 204: z.null() };

/** Forgotten, reset and changed passwords. */
export function registerPasswordRoutes(
  app: FastifyInstance,
  { db, config, mailer, botCheck, limiter }: AuthDeps,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/auth/forgot-password', {
    config: { access: 'public' },
    preHandler: [limiter.guard(rateLimitRules.forgotPassword), requireBotCheck(botCheck, 'forgot-password')],
    schema: {
      tags: ['auth'],
      summary: 'Mail a password-reset link',
      body: loginRequestSchema.pick({ email: true }).strict(),
      response: noContent,
    },
    handler: async (req, reply) => {
      const [found] = await db
        .select({ id: user.id, firstname: user.firstname, lang: user.lang, roleId: user.roleId })
        .from(user)
        .where(and(eq(user.email, req.body.email), isNull(user.deletedAt)));
      // The spec's client shows 'Email not found' (section 8), so the answer tells.
      if (!found) throw badRequest(ErrorText.emailNotFound);
      const token = await issueResetToken(db, found.id, req.body.email);
      // A candidate resets in the candidate app (docs/talents.md), staff on the dashboard's login page.
      const link =
        found.roleId === RoleId.user
          ? talentsResetLink(publicBaseUrl(config), token)
          : `${publicBaseUrl(config)}/login?reset=${encodeURIComponent(token)}`;
      await mailer.send({
        to: req.body.email,
        template: 'password-reset',
        lang: found.lang,
        data: { firstname: found.firstname, link, minutes: RESET_MINUTES },
      });
      return reply.status(204).send(null);
    },
  });

  r.post('/auth/reset-password', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Set a new password with the token of the reset link (single use)',
      body: resetPasswordSchema,
      response: noContent,
    },
    handler: async (req, reply) => {
      const userId = await consumeResetToken(db, req.body.token);
      await setPassword(db, userId, req.body.password);
      // The mailed link proves the address: a candidate who never confirmed it can now sign in.
      await db
        .update(user)
        .set({ emailVerifiedAt: sql`coalesce(${user.emailVerifiedAt}, now())` })
        .where(and(eq(user.id, userId), eq(user.roleId, RoleId.user)));
      await revokeUserSessions(db, userId, 'password-reset');
      return reply.status(204).send(null);
    },
  });

  r.post('/auth/change-password', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['auth'],
      summary: 'Change the own password',
      body: changePasswordSchema,
      response: noContent,
    },
    handler: async (req, reply) => {
      const actor = req.actor!;
      const [found] = await db
        .select({ passwordHash: user.passwordHash })
        .from(user)
        .where(eq(user.id, actor.userId));
      if (!(await verifyPassword(found?.passwordHash, req.body.currentPassword))) {
        throw badRequest('The current password is wrong');
      }
      if (req.body.password === req.body.currentPassword)
        throw badRequest('The new password must differ from the current one');
      await setPassword(db, actor.userId, req.body.password);
      // Other devices sign in again; this session goes on.
      await revokeUserSessions(db, actor.userId, 'password-change', actor.sessionId);
      return reply.status(204).send(null);
    },
  });
}
