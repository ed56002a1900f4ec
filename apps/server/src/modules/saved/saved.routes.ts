import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can, RoleId, shareWithTeammateSchema } from '@hiring/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { companyRole, savedSearch, savedUser, user, userCompany } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { ResourceDefinition } from '../../http/resources/define-resource.js';
import { getRow } from '../../http/resources/read.js';
import { idParamsSchema, registerResource } from '../../http/resources/register-resource.js';
import { recordSchema } from '../../http/resources/response-schema.js';
import { activeCompanyId } from '../../http/resources/scopes.js';
import { requireVisibleCandidate } from '../candidates/visibility.js';
import { assertNotSaved, savedSearchResource, savedUserResource } from './saved.resources.js';

/**
 * A live member of the caller's active company other than the caller (400 for the caller, 404 for
 * anyone else), whose company role lets them use what is shared (400 otherwise: the copy would be
 * out of their reach).
 */
async function requireTeammate(db: Database, actor: Actor, userId: number): Promise<void> {
  if (userId === actor.userId) throw badRequest('Choose a teammate other than yourself');
  const [member] = await db
    .select({ roles: companyRole.roles })
    .from(userCompany)
    .innerJoin(user, eq(user.id, userCompany.userId))
    .innerJoin(companyRole, eq(companyRole.id, userCompany.companyRoleId))
    .where(
      and(
        eq(userCompany.userId, userId),
        eq(userCompany.companyId, activeCompanyId(actor)),
        isNull(userCompany.deletedAt),
        isNull(user.deletedAt),
        ne(user.roleId, RoleId.disabled),
      ),
    );
  if (!member) throw notFound(`user ${userId} not found`);
  if (!can({ userId, roles: member.roles }, 'candidates')) {
    throw badRequest('This teammate does not work with candidates');
  }
}

/**
 * `POST /{resource}/share/{id}`: copies one of the caller's visible records to a teammate of the
 * same company, marked as shared by the caller. Never across companies: another company's record
 * or user is answered 404, as a missing one.
 */
function registerShare(
  app: FastifyInstance,
  db: Database,
  def: ResourceDefinition,
  copy: (source: Record<string, unknown>, actor: Actor, toUserId: number) => Promise<Record<string, unknown>>,
): void {
  app.withTypeProvider<ZodTypeProvider>().post(`/${def.name}/share/:id`, {
    config: { access: { permission: 'candidates' } },
    schema: {
      tags: [def.name],
      summary: `Share a ${def.name} with a teammate of the same company (a copy)`,
      params: idParamsSchema,
      body: shareWithTeammateSchema,
      response: { 201: z.object({ data: recordSchema(def) }) },
    },
    handler: async (req, reply) => {
      const actor = req.actor!;
      const source = await getRow({ db, actor }, def, req.params.id, { select: undefined, include: [] });
      await requireTeammate(db, actor, req.body.userId);
      return reply.status(201).send({ data: await copy(source, actor, req.body.userId) });
    },
  });
}

/**
 * Saved searches (with the search module) and saved profiles (with the saved-users module):
 * a disabled module's routes are not mounted, so they answer 404.
 */
export function registerSavedRoutes(app: FastifyInstance, deps: { db: Database; config: Config }): void {
  const { db, config } = deps;
  if (!config.modules.disableSearch) {
    registerResource(app, db, savedSearchResource);
    registerShare(app, db, savedSearchResource, async (source, actor, toUserId) => {
      const [row] = await db
        .insert(savedSearch)
        .values({
          companyId: activeCompanyId(actor),
          userId: toUserId,
          name: source.name as string,
          filters: source.filters as Record<string, unknown>,
          sharedByUserId: actor.userId,
        })
        .returning();
      return row!;
    });
  }
  if (!config.modules.disableSavedUsers) {
    registerResource(app, db, savedUserResource);
    registerShare(app, db, savedUserResource, async (source, actor, toUserId) => {
      const savedUserId = source.savedUserId as number;
      // A candidate the company may no longer see is not handed on.
      await requireVisibleCandidate(db, actor, savedUserId);
      await assertNotSaved(db, { userId: toUserId, companyId: activeCompanyId(actor), savedUserId });
      const [row] = await db
        .insert(savedUser)
        .values({
          companyId: activeCompanyId(actor),
          userId: toUserId,
          savedUserId,
          note: source.note as string | null,
          sharedByUserId: actor.userId,
        })
        .returning();
      return row!;
    });
  }
}
