import { createHmac } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { erasureReceiptSchema, isAdminRole, RoleId } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { user, userCompany } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../http/errors.js';
import { configuredStorage } from '../files/storage.js';
import { eraseCandidate } from '../privacy/erasure.service.js';
import { adminsAfter, memberRoles } from '../team/team-access.js';
import type { AuthDeps } from './auth-deps.js';
import { verifyPassword } from './passwords.js';
import { clearSessionCookies } from './session-cookies.js';
import { revokeUserSessions } from './sessions.js';
import { readSessionUser, sessionUserSchema } from './session-user.js';

export const LAST_ADMIN =
  'You are the last admin of a company with other members: hand the admin role over first';

/**
 * Companies where the user is the only admin (a role holding C on team, as the team rules count
 * them, custom roles included) while others remain members.
 */
async function companiesLeftWithoutAdmin(db: Database, userId: number): Promise<number[]> {
  const memberships = await db
    .select({ id: userCompany.id, companyId: userCompany.companyId })
    .from(userCompany)
    .where(and(eq(userCompany.userId, userId), isNull(userCompany.deletedAt)));
  const blocked: number[] = [];
  for (const { id, companyId } of memberships) {
    const members = await memberRoles(db, companyId);
    const mine = members.find((m) => m.id === id);
    if (!mine || !isAdminRole(mine.roles) || members.length === 1) continue;
    if ((await adminsAfter(db, companyId, { without: id })) === 0) blocked.push(companyId);
  }
  return blocked;
}

/** Deleting the own account, and the identities the push service knows the user by. */
export function registerAccountRoutes(app: FastifyInstance, { db, config }: AuthDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const storage = configuredStorage(config);

  r.delete('/auth/delete-user', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['auth'],
      summary:
        'Delete the own account (password confirmation); a candidate is erased (docs/privacy.md) and answered the receipt',
      body: z.object({ password: z.string().min(1).max(200) }).strict(),
      response: { 200: z.object({ data: erasureReceiptSchema }), 204: z.null() },
    },
    handler: async (req, reply) => {
      const actor = req.actor!;
      if (actor.impersonatorUserId) throw badRequest('An impersonated account cannot be deleted');
      const [me] = await db
        .select({ passwordHash: user.passwordHash })
        .from(user)
        .where(eq(user.id, actor.userId));
      if (!(await verifyPassword(me?.passwordHash, req.body.password)))
        throw badRequest('The password is wrong');
      if (actor.roleId === RoleId.user) {
        const receipt = await eraseCandidate(db, storage, {
          candidateUserId: actor.userId,
          requestedBy: 'candidate',
          actor,
          now: new Date(),
          requestId: req.id,
        });
        clearSessionCookies(reply);
        return reply.status(200).send({ data: receipt });
      }
      if ((await companiesLeftWithoutAdmin(db, actor.userId)).length > 0) throw conflict(LAST_ADMIN);
      // The row stays for the records that refer to it; what identifies the person goes.
      await db.transaction(async (tx) => {
        await tx
          .update(user)
          .set({
            deletedAt: sql`now()`,
            updatedAt: sql`now()`,
            email: `deleted-${actor.userId}@deleted.invalid`,
            passwordHash: null,
            firstname: 'Utente',
            lastname: 'eliminato',
            picture: null,
          })
          .where(eq(user.id, actor.userId));
        await tx
          .update(userCompany)
          .set({ deletedAt: sql`now()` })
          .where(and(eq(userCompany.userId, actor.userId), isNull(userCompany.deletedAt)));
      });
      await revokeUserSessions(db, actor.userId, 'account-deleted');
      clearSessionCookies(reply);
      return reply.status(204).send(null);
    },
  });

  r.patch('/auth/user', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['auth'],
      summary: 'Update the own profile: name and language',
      body: z
        .object({
          firstname: z.string().trim().min(1).max(100),
          lastname: z.string().trim().min(1).max(100),
          lang: z.enum(['it', 'en']),
        })
        .partial()
        .strict(),
      response: { 200: z.object({ data: sessionUserSchema }) },
    },
    handler: async (req) => {
      if (Object.keys(req.body).length > 0) {
        await db
          .update(user)
          .set({ ...req.body, updatedAt: sql`now()` })
          .where(eq(user.id, req.actor!.userId));
      }
      return {
        data: {
          ...(await readSessionUser(db, req.actor!.userId))!,
          impersonatorUserId: req.actor!.impersonatorUserId,
        },
      };
    },
  });

  r.get('/auth/push-app-id', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['auth'],
      summary: 'The push service app id',
      response: { 200: z.object({ data: z.object({ appId: z.string().nullable() }) }) },
    },
    handler: async () => ({ data: { appId: config.push.appId } }),
  });

  r.get('/user/external-id', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['auth'],
      summary: 'The id the push service knows the user by, with its HMAC',
      response: { 200: z.object({ data: z.object({ externalId: z.string(), authHash: z.string() }) }) },
    },
    handler: async (req) => {
      const [me] = await db
        .select({ externalId: user.externalId })
        .from(user)
        .where(eq(user.id, req.actor!.userId));
      const externalId = me!.externalId;
      return {
        data: {
          externalId,
          authHash: createHmac('sha256', config.push.authSecret).update(externalId).digest('hex'),
        },
      };
    },
  });
}
