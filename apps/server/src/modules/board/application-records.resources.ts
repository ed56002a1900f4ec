import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import { application, applicationNote, applicationStep, job, user } from '../../db/schema/index.js';
import {
  defineResource,
  type ResourceDefinition,
  type ScopeContext,
} from '../../http/resources/define-resource.js';
import { activeCompanyId, memberOfActiveCompany } from '../../http/resources/scopes.js';
import { applicationStepTypeResource } from '../reference/reference.resources.js';
import { visibleApplication } from './board-access.js';

/** The applications of the caller's active company (ids), for scoping what hangs off them. */
export function companyApplicationIds({ db, actor }: ScopeContext) {
  return db
    .select({ id: application.id })
    .from(application)
    .innerJoin(job, eq(job.id, application.jobId))
    .where(
      and(eq(job.companyId, activeCompanyId(actor)), isNull(job.deletedAt), isNull(application.deletedAt)),
    );
}

/**
 * Who wrote a note or caused a step, as an include only (no routes): the company's members and the
 * candidates who applied to its jobs, with their names and picture — nothing else of the user.
 */
export const boardPersonResource: ResourceDefinition = defineResource({
  name: 'board-person',
  table: user,
  verbs: [],
  read: { permission: 'board' },
  scope: (ctx) =>
    or(
      memberOfActiveCompany(ctx, user.id),
      inArray(
        user.id,
        ctx.db
          .select({ id: application.userId })
          .from(application)
          .innerJoin(job, eq(job.id, application.jobId))
          .where(eq(job.companyId, activeCompanyId(ctx.actor))),
      ),
    ),
  fields: ['id', 'firstname', 'lastname', 'picture'],
});

const person = {
  target: () => boardPersonResource,
  kind: 'one',
  localField: 'userId',
  targetField: 'id',
} as const;

/** Team notes on an application (candidate detail, notes tab); deleting is for the author only (board routes). */
export const applicationNoteResource: ResourceDefinition = defineResource({
  name: 'application-note',
  table: applicationNote,
  verbs: ['list', 'get', 'create'],
  read: { permission: 'board' },
  write: { permission: 'board' },
  scope: (ctx) => inArray(applicationNote.applicationId, companyApplicationIds(ctx)),
  fields: ['id', 'applicationId', 'userId', 'body', 'createdAt', 'updatedAt'],
  relations: { user: person },
  create: {
    schema: z.object({
      applicationId: z.number().int().positive().max(2_147_483_647),
      body: z.string().trim().min(1).max(5000),
    }),
    // The author is the caller; the application must be one the caller sees (404 otherwise).
    values: async (input, { db, actor }) => {
      await visibleApplication(db, actor, input.applicationId as number);
      return { ...input, userId: actor.userId };
    },
  },
});

/** An application's steps (spec section 7); staff add steps through `POST /application-step` (board routes). */
export const applicationStepResource: ResourceDefinition = defineResource({
  name: 'application-step',
  table: applicationStep,
  verbs: ['list', 'get', 'ids', 'fetch'],
  read: { permission: 'board' },
  scope: (ctx) => inArray(applicationStep.applicationId, companyApplicationIds(ctx)),
  fields: ['id', 'applicationId', 'applicationStepTypeId', 'userId', 'note', 'createdAt', 'updatedAt'],
  relations: {
    user: person,
    applicationStepType: {
      target: () => applicationStepTypeResource,
      kind: 'one',
      localField: 'applicationStepTypeId',
      targetField: 'id',
    },
  },
});
