import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { can, deriveJobStatus, ErrorText, RoleId } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { hiddenJob, job, jobInvitation, savedJob } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, forbidden, unauthorized } from '../../http/errors.js';
import {
  defineResource,
  type ResourceDefinition,
  type ScopeContext,
} from '../../http/resources/define-resource.js';
import { requireVisibleCandidate } from '../candidates/visibility.js';
import { jobsInScope, reachedJobIds } from './job-scope.js';

const id = z.number().int().positive().max(2_147_483_647);

function signedIn(actor: Actor | null): Actor {
  if (!actor) throw unauthorized(ErrorText.userNotLogged);
  return actor;
}

/** A candidate (role user) only: their own rows. */
function candidate(actor: Actor | null): Actor {
  const a = signedIn(actor);
  if (a.roleId !== RoleId.user) throw forbidden(ErrorText.forbidden);
  return a;
}

/** A live post (derived status published), or 400 naming the field; a missing id reads the same. */
async function assertPublished(db: Database, jobId: number, scope?: SQL): Promise<void> {
  const [row] = await db
    .select()
    .from(job)
    .where(and(eq(job.id, jobId), isNull(job.deletedAt), scope));
  if (!row || deriveJobStatus(row) !== 'published') throw badRequest('jobId: no such published job');
}

/** hidden-job and saved-job: a candidate's own list of published posts (no update, spec 7). */
function candidateJobList(name: string, table: typeof hiddenJob | typeof savedJob, already: string) {
  const owner = table.userId as PgColumn;
  return defineResource({
    name,
    table,
    verbs: ['list', 'get', 'ids', 'fetch', 'create', 'delete'],
    read: 'authenticated',
    write: 'authenticated',
    scope: ({ actor }: ScopeContext) => eq(owner, candidate(actor).userId),
    fields: ['id', 'userId', 'jobId', 'createdAt'],
    create: {
      schema: z.object({ jobId: id }),
      values: async (input, { db, actor }) => {
        const me = candidate(actor);
        const jobId = input.jobId as number;
        await assertPublished(db, jobId);
        const [dup] = await db
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.userId, me.userId), eq(table.jobId, jobId)));
        if (dup) throw badRequest(already);
        return { userId: me.userId, jobId };
      },
    },
  });
}

export const hiddenJobResource: ResourceDefinition = candidateJobList(
  'hidden-job',
  hiddenJob,
  'This job is already hidden',
);
export const savedJobResource: ResourceDefinition = candidateJobList(
  'saved-job',
  savedJob,
  'This job is already saved',
);

/** Company staff who may invite: the jobs or the candidates permission (either letter). */
function inviter(actor: Actor | null): Actor {
  const a = signedIn(actor);
  if (a.roleId === RoleId.user || a.companyId === null || !(can(a, 'jobs') || can(a, 'candidates'))) {
    throw forbidden(ErrorText.forbidden);
  }
  return a;
}

/**
 * job-invitation: company staff invite a candidate they may see (candidates/visibility.ts) to a
 * published post they reach (job-scope.ts: with U alone on jobs, their own posts only); the inviting company and the invited candidate read it; the candidate answers (accepted or declined),
 * staff may change the message. One invitation per job and candidate.
 */
export const jobInvitationResource: ResourceDefinition = defineResource({
  name: 'job-invitation',
  table: jobInvitation,
  verbs: ['list', 'get', 'ids', 'fetch', 'create', 'update', 'delete'],
  read: 'authenticated',
  write: 'authenticated',
  scope: ({ db, actor }) => {
    const a = signedIn(actor);
    if (a.roleId === RoleId.user) return eq(jobInvitation.userId, a.userId);
    const staff = inviter(a);
    return inArray(jobInvitation.jobId, reachedJobIds(db, staff));
  },
  fields: [
    'id',
    'jobId',
    'userId',
    'invitedByUserId',
    'message',
    'acceptedAt',
    'declinedAt',
    'createdAt',
    'updatedAt',
  ],
  create: {
    schema: z.object({ jobId: id, userId: id, message: z.string().trim().max(2000).nullable().optional() }),
    values: async (input, { db, actor }) => {
      const staff = inviter(actor);
      const jobId = input.jobId as number;
      const userId = input.userId as number;
      await assertPublished(db, jobId, jobsInScope(staff));
      // Only a candidate the caller may see (searchable, or applied to a job they reach); anyone
      // else — another role, a deleted or missing user, a hidden candidate — reads the same 404.
      await requireVisibleCandidate(db, staff, userId);
      // Withdrawn invitations count too: the pair is unique in the table.
      const [dup] = await db
        .select({ id: jobInvitation.id })
        .from(jobInvitation)
        .where(and(eq(jobInvitation.jobId, jobId), eq(jobInvitation.userId, userId)));
      if (dup) throw badRequest('This candidate has already been invited to this job');
      return { jobId, userId, invitedByUserId: staff.userId, message: input.message ?? null };
    },
  },
  update: {
    schema: z
      .object({
        message: z.string().trim().max(2000).nullable(),
        answer: z.enum(['accepted', 'declined']),
      })
      .partial(),
    values: (input, { actor }) => {
      if (actor.roleId === RoleId.user) {
        if (input.message !== undefined) throw badRequest('Only the inviting company can change the message');
        if (input.answer === undefined) return {};
        const now = new Date();
        return input.answer === 'accepted'
          ? { acceptedAt: now, declinedAt: null }
          : { acceptedAt: null, declinedAt: now };
      }
      if (input.answer !== undefined) throw badRequest('Only the invited candidate can answer');
      return input.message === undefined ? {} : { message: input.message };
    },
  },
});
