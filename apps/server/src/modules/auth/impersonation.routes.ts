import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorText, RoleId } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { auditLog, user, userCompany } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { idParamsSchema } from '../../http/resources/register-resource.js';
import type { AuthDeps } from './auth-deps.js';
import { setSessionCookies } from './session-cookies.js';
import { readSessionUser, tokensResponseSchema } from './session-user.js';
import { revokeSession, startSession } from './sessions.js';

const mayImpersonate = (actor: Actor) =>
  actor.isSu || (actor.isAdmin && actor.adminPermissions.includes('sudoer'));

/** A user's active company as the guard derives it (load-actor.ts): the current one if still a member, else the first. */
async function activeCompanyOf(db: Database, userId: number): Promise<number | null> {
  const rows = await db
    .select({ companyId: userCompany.companyId, currentCompanyId: user.currentCompanyId })
    .from(userCompany)
    .innerJoin(user, eq(user.id, userCompany.userId))
    .where(and(eq(userCompany.userId, userId), isNull(userCompany.deletedAt)))
    .orderBy(asc(userCompany.id));
  return (rows.find((r) => r.companyId === r.currentCompanyId) ?? rows[0])?.companyId ?? null;
}

/**
 * PATCH /auth/@@su/{id}: a super user (or an admin with sudoer) becomes user {id}; the new tokens
 * carry who really acts. The same call with the real user's own id ends the impersonation.
 */
export function registerImpersonationRoutes(app: FastifyInstance, { db, config }: AuthDeps): void {
  app.withTypeProvider<ZodTypeProvider>().patch('/auth/@@su/:id', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['auth'],
      summary: 'Act as another user (super user or sudoer); with the own id, return to yourself',
      params: idParamsSchema,
      response: { 200: tokensResponseSchema },
    },
    handler: async (req, reply) => {
      const actor = req.actor!;
      const targetId = req.params.id;
      const meta = { userAgent: req.headers['user-agent'], ip: req.ip };
      let realUserId: number;
      let impersonatorUserId: number | null;
      if (actor.impersonatorUserId) {
        if (targetId !== actor.impersonatorUserId) throw forbidden('End the impersonation first');
        await revokeSession(db, actor.sessionId, 'impersonation-end');
        await db.insert(auditLog).values({
          actorUserId: targetId,
          subjectUserId: actor.userId,
          companyId: actor.companyId,
          action: 'impersonation-end',
          requestId: req.id,
        });
        realUserId = targetId;
        impersonatorUserId = null;
      } else {
        if (!mayImpersonate(actor)) throw forbidden(ErrorText.forbidden);
        if (targetId === actor.userId) throw badRequest('You are already yourself');
        const [target] = await db
          .select({ id: user.id, roleId: user.roleId, isSu: user.isSu })
          .from(user)
          .where(and(eq(user.id, targetId), isNull(user.deletedAt)));
        // Disabled users cannot be reached; an API key's machine user is no one to act as.
        if (!target || target.roleId === RoleId.disabled || target.roleId === RoleId.application)
          throw notFound(`user ${targetId} not found`);
        if (target.isSu && !actor.isSu) throw forbidden(ErrorText.forbidden);
        await db.insert(auditLog).values({
          actorUserId: actor.userId,
          subjectUserId: targetId,
          companyId: await activeCompanyOf(db, targetId),
          action: 'impersonation-start',
          requestId: req.id,
        });
        realUserId = targetId;
        impersonatorUserId = actor.userId;
      }
      const tokens = await startSession({ db, config, userId: realUserId, impersonatorUserId, ...meta });
      setSessionCookies(reply, config, tokens);
      const sessionUser = (await readSessionUser(db, realUserId))!;
      return {
        data: {
          accessToken: tokens.accessToken,
          refreshToken: tokens.refreshToken,
          user: { ...sessionUser, impersonatorUserId },
        },
      };
    },
  });
}
