import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorText, recruiterStepKeys } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { applicationNote, applicationStep } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../http/errors.js';
import { idParamsSchema } from '../../http/resources/register-resource.js';
import { recordSchema } from '../../http/resources/response-schema.js';
import { reachedApplicationIds } from '../jobs/job-scope.js';
import { applicationStepResource } from './application-records.resources.js';
import { assertBoardWrite, visibleApplication } from './board-access.js';
import { writeSteps } from './moves.service.js';

const createStepBody = z
  .object({
    applicationId: z.number().int().positive().max(2_147_483_647),
    key: z.enum(recruiterStepKeys),
    note: z.string().trim().max(2000).optional(),
  })
  .strict();

/** Writes of notes and steps that need more than the generic layer: own-only delete, step with notice. */
export function registerApplicationRecordRoutes(app: FastifyInstance, db: Database): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/application-step', {
    config: { access: { permission: 'board' } },
    schema: {
      tags: ['application-step'],
      summary: 'Add a step to an application (staff step types only); notifies the job team',
      body: createStepBody,
      response: { 201: z.object({ data: recordSchema(applicationStepResource) }) },
    },
    handler: async (req, reply) => {
      const actor = req.actor!;
      const found = await visibleApplication(db, actor, req.body.applicationId);
      assertBoardWrite(actor, found.jobOwnerId);
      const row = await db.transaction(async (tx) => {
        await writeSteps(tx, actor, {
          companyId: found.companyId,
          jobId: found.jobId,
          applicationIds: [found.id],
          key: req.body.key,
          note: req.body.note,
        });
        const [created] = await tx
          .select()
          .from(applicationStep)
          .where(eq(applicationStep.applicationId, found.id))
          .orderBy(sql`${applicationStep.id} DESC`)
          .limit(1);
        return created!;
      });
      return reply.status(201).send({ data: row });
    },
  });

  r.delete('/application-note/:id', {
    config: { access: { permission: 'board' } },
    schema: {
      tags: ['application-note'],
      summary: 'Delete one of the caller’s own notes',
      params: idParamsSchema,
      response: { 204: z.null().describe('deleted') },
    },
    handler: async (req, reply) => {
      const actor = req.actor!;
      const [note] = await db
        .select({ id: applicationNote.id, userId: applicationNote.userId })
        .from(applicationNote)
        .where(
          and(
            eq(applicationNote.id, req.params.id),
            isNull(applicationNote.deletedAt),
            inArray(applicationNote.applicationId, reachedApplicationIds(db, actor)),
          ),
        );
      if (!note) throw notFound(`application-note ${req.params.id} not found`);
      if (note.userId !== actor.userId) throw forbidden(ErrorText.unauthorized);
      await db
        .update(applicationNote)
        .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(applicationNote.id, note.id));
      return reply.status(204).send(null);
    },
  });
}
