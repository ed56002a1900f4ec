import { inArray, or } from 'drizzle-orm';
import { z } from 'zod';
import { application, applicationNote, applicationStep, user } from '../../db/schema/index.js';
import { defineResource, type ResourceDefinition } from '../../http/resources/define-resource.js';
import { memberOfActiveCompany } from '../../http/resources/scopes.js';
import { reachedApplicationIds, reachedJobIds } from '../jobs/job-scope.js';
import { applicationStepTypeResource } from '../reference/reference.resources.js';
import { visibleApplication } from './board-access.js';

/**
 * Who wrote a note or caused a step, as an include only (no routes): the company's members and the
 * candidates who applied to the jobs the caller reaches, with their names and picture — nothing else of the user.
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
          .where(inArray(application.jobId, reachedJobIds(ctx.db, ctx.actor))),
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
  scope: ({ db, actor }) => inArray(applicationNote.applicationId, reachedApplicationIds(db, actor)),
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
  scope: ({ db, actor }) => inArray(applicationStep.applicationId, reachedApplicationIds(db, actor)),
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
