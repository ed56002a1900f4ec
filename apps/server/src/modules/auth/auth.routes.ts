import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorText, loginRequestSchema, RoleId } from '@hiring/domain';
import { user } from '../../db/schema/index.js';
import { forbidden, unauthorized } from '../../http/errors.js';
import { rateLimitRules } from '../../http/rate-limit.js';
import { requireBotCheck } from '../bot-check/bot-check.js';
import type { AuthDeps } from './auth-deps.js';
import { verifyPassword } from './passwords.js';
import { clearSessionCookies, presentedRefreshToken, setSessionCookies } from './session-cookies.js';
import {
  readSessionUser,
  sessionUserColumns,
  sessionUserSchema,
  toSessionUser,
  tokensResponseSchema,
} from './session-user.js';
import { revokeSession, rotateRefreshToken, startSession } from './sessions.js';
import { removeSessionSubscriptions } from '../push/push-subscriptions.service.js';

/** Sign-in, token refresh, sign-out and the current user. */
export function registerAuthRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { db, config, limiter, botCheck } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/auth/login', {
    config: { access: 'public', errorStatuses: [403] },
    preHandler: [limiter.guard(rateLimitRules.login), requireBotCheck(botCheck, 'login')],
    schema: {
      tags: ['auth'],
      summary: 'Sign in with email and password',
      body: loginRequestSchema,
      response: { 200: tokensResponseSchema },
    },
    handler: async (req, reply) => {
      const [found] = await db
        .select({
          ...sessionUserColumns,
          passwordHash: user.passwordHash,
          emailVerifiedAt: user.emailVerifiedAt,
        })
        .from(user)
        .where(and(eq(user.email, req.body.email), isNull(user.deletedAt)));
      const valid = await verifyPassword(found?.passwordHash, req.body.password);
      if (!found || !valid) throw unauthorized(ErrorText.invalidCredentials);
      if (found.roleId === RoleId.disabled) throw unauthorized(ErrorText.userNotLoggedOrDisabled);
      await limiter.succeeded(rateLimitRules.login, req);
      // A candidate signs in once their address is confirmed (docs/talents.md); staff accounts are
      // made confirmed (signup, invitation) or by the back office, and are not checked here.
      if (found.roleId === RoleId.user && !found.emailVerifiedAt)
        throw forbidden(ErrorText.emailNotConfirmed);
      const tokens = await startSession({
        db,
        config,
        userId: found.id,
        userAgent: req.headers['user-agent'],
        ip: req.ip,
      });
      setSessionCookies(reply, config, tokens);
      const { passwordHash: _hash, emailVerifiedAt: _verified, ...sessionUser } = toSessionUser(found);
      return {
        data: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, user: sessionUser },
      };
    },
  });

  r.get('/auth/refresh-tokens', {
    config: { access: 'public', errorStatuses: [401] },
    schema: {
      tags: ['auth'],
      summary:
        'Spend the refresh token (Authorization: Bearer <refresh token>, or its cookie) for a new pair',
      response: { 200: tokensResponseSchema },
    },
    handler: async (req, reply) => {
      const presented = presentedRefreshToken(req);
      if (!presented) throw unauthorized(ErrorText.invalidRefreshToken);
      const tokens = await rotateRefreshToken(db, config, presented);
      setSessionCookies(reply, config, tokens);
      const current = await readSessionUser(db, tokens.userId);
      return { data: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, user: current! } };
    },
  });

  r.get('/auth/logout', {
    config: { access: 'public', errorStatuses: [401] },
    schema: {
      tags: ['auth'],
      summary: 'Sign out: ends the session, its access and refresh tokens',
      response: { 204: z.null() },
    },
    handler: async (req, reply) => {
      if (!req.actor) throw unauthorized(ErrorText.userNotLoggedOrDisabled);
      await revokeSession(db, req.actor.sessionId, 'logout');
      await removeSessionSubscriptions(db, req.actor.userId, req.actor.sessionId);
      clearSessionCookies(reply);
      return reply.status(204).send(null);
    },
  });

  r.get('/auth/user', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['auth'],
      summary: 'The signed-in user',
      response: { 200: z.object({ data: sessionUserSchema }) },
    },
    handler: async (req) => {
      const found = await readSessionUser(db, req.actor!.userId);
      if (!found) throw unauthorized(ErrorText.userNotLogged);
      return { data: { ...found, impersonatorUserId: req.actor!.impersonatorUserId } };
    },
  });
}
