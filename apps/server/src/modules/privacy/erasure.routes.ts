import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCandidateSchema,
  adminErasureBodySchema,
  erasureReceiptSchema,
  RoleId,
  type AdminCandidate,
} from '@hiring/domain';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { idParamsSchema } from '../../http/resources/register-resource.js';
import { containsPattern } from '../../http/resources/where.js';
import type { AuthDeps } from '../auth/auth-deps.js';
import type { FileStorage } from '../files/storage.js';
import { eraseCandidate } from './erasure.service.js';

const tags = ['admin', 'privacy'];
const sudoer = { access: { admin: 'sudoer' } } as const;
/** A page of the privacy requests finds a person, not a list to browse. */
const FOUND_LIMIT = 20;

/** Live candidates whose address contains `email` (case-insensitive), with their applications counted. */
async function findCandidates(db: Database, email: string): Promise<AdminCandidate[]> {
  const rows = await db
    .select({
      id: t.user.id,
      firstname: t.user.firstname,
      lastname: t.user.lastname,
      email: t.user.email,
      createdAt: t.user.createdAt,
      applications: sql<number>`count(${t.application.id})::int`,
    })
    .from(t.user)
    .leftJoin(t.application, eq(t.application.userId, t.user.id))
    .where(
      and(
        eq(t.user.roleId, RoleId.user),
        isNull(t.user.deletedAt),
        sql`${t.user.email} ilike ${containsPattern(email)}`,
      ),
    )
    .groupBy(t.user.id)
    .orderBy(t.user.email)
    .limit(FOUND_LIMIT);
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    applications: Number(r.applications),
  }));
}

/** The back office's side of the privacy requests: finding a candidate and erasing them on request. */
export function registerErasureRoutes(app: FastifyInstance, { db }: AuthDeps, storage: FileStorage): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/admin/candidates', {
    config: sudoer,
    schema: {
      tags,
      summary: 'Candidates whose email contains the text, with their applications counted (sudoer)',
      operationId: 'adminFindCandidates',
      querystring: z.object({ email: z.string().trim().min(3).max(320) }).strict(),
      response: { 200: z.object({ data: z.array(adminCandidateSchema) }) },
    },
    handler: async (req) => ({ data: await findCandidates(db, req.query.email) }),
  });

  r.post('/admin/candidates/:id/erasure', {
    config: sudoer,
    schema: {
      tags,
      summary:
        'Erase a candidate on request: every company’s copy anonymised, the account and files removed; the receipt (sudoer; audited)',
      operationId: 'adminEraseCandidate',
      params: idParamsSchema,
      body: adminErasureBodySchema,
      response: { 200: z.object({ data: erasureReceiptSchema }) },
    },
    handler: async (req) => ({
      data: await eraseCandidate(db, storage, {
        candidateUserId: req.params.id,
        requestedBy: 'admin',
        actor: req.actor!,
        now: new Date(),
        reason: req.body.reason,
        requestId: req.id,
      }),
    }),
  });
}
