import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { application, job, jobApplicationStatus } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, notFound } from '../../http/errors.js';
import { getRow } from '../../http/resources/read.js';
import { idParamsSchema } from '../../http/resources/register-resource.js';
import { recordSchema } from '../../http/resources/response-schema.js';
import { activeCompanyId } from '../../http/resources/scopes.js';
import { assertBoardWrite, visibleJob } from './board-access.js';
import { recordJobEvent } from './board-journal.js';
import { jobApplicationStatusResource } from './board.resources.js';

const name = z.string().trim().min(1).max(100);
const order = z.number().int().min(0).max(1000);
// Strict: `special` is never the client's to set (only the default columns carry it).
const createBody = z.object({ jobId: z.number().int().positive().max(2_147_483_647), name, order }).strict();
const updateBody = z
  .object({ name, order })
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to change');

/** A column of the caller's company with its job's owner (404 outside the company). */
async function visibleColumn(db: Database, actor: Actor, id: number) {
  const [row] = await db
    .select({
      id: jobApplicationStatus.id,
      jobId: jobApplicationStatus.jobId,
      name: jobApplicationStatus.name,
      special: jobApplicationStatus.special,
      jobOwnerId: job.userId,
    })
    .from(jobApplicationStatus)
    .innerJoin(job, eq(job.id, jobApplicationStatus.jobId))
    .where(
      and(
        eq(jobApplicationStatus.id, id),
        isNull(jobApplicationStatus.deletedAt),
        eq(job.companyId, activeCompanyId(actor)),
        isNull(job.deletedAt),
      ),
    );
  if (!row) throw notFound(`job-application-status ${id} not found`);
  return row;
}

/** Column writes: add, rename or reorder, delete (not special, not with applications); each in the job's journal. */
export function registerColumnRoutes(app: FastifyInstance, db: Database): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const def = jobApplicationStatusResource;
  const record = z.object({ data: recordSchema(def) });
  const config = { access: { permission: 'board' as const } };
  const tags = [def.name];
  const answer = (actor: Actor, id: number) =>
    getRow({ db, actor }, def, id, { select: undefined, include: [] });

  r.post('/job-application-status', {
    config,
    schema: { tags, summary: 'Add a column to a job’s board', body: createBody, response: { 201: record } },
    handler: async (req, reply) => {
      const actor = req.actor!;
      const found = await visibleJob(db, actor, req.body.jobId).catch(() => {
        throw badRequest('jobId: no such job');
      });
      assertBoardWrite(actor, found.userId);
      const id = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(jobApplicationStatus)
          .values({ jobId: found.id, name: req.body.name, order: req.body.order })
          .returning({ id: jobApplicationStatus.id });
        await recordJobEvent(tx, {
          jobId: found.id,
          actor,
          kind: 'column-created',
          data: { jobApplicationStatusId: created!.id, name: req.body.name, order: req.body.order },
        });
        return created!.id;
      });
      return reply.status(201).send({ data: await answer(actor, id) });
    },
  });

  r.patch('/job-application-status/:id', {
    config,
    schema: {
      tags,
      summary: 'Rename or reorder a column',
      params: idParamsSchema,
      body: updateBody,
      response: { 200: record },
    },
    handler: async (req) => {
      const actor = req.actor!;
      const column = await visibleColumn(db, actor, req.params.id);
      assertBoardWrite(actor, column.jobOwnerId);
      await db.transaction(async (tx) => {
        await tx
          .update(jobApplicationStatus)
          .set({ ...req.body, updatedAt: sql`now()` })
          .where(eq(jobApplicationStatus.id, column.id));
        await recordJobEvent(tx, {
          jobId: column.jobId,
          actor,
          kind: 'column-updated',
          data: { jobApplicationStatusId: column.id, from: column.name, ...req.body },
        });
      });
      return { data: await answer(actor, column.id) };
    },
  });

  r.delete('/job-application-status/:id', {
    config,
    schema: {
      tags,
      summary: 'Delete an ordinary, empty column',
      params: idParamsSchema,
      response: { 204: z.null().describe('deleted') },
    },
    handler: async (req, reply) => {
      const actor = req.actor!;
      const column = await visibleColumn(db, actor, req.params.id);
      assertBoardWrite(actor, column.jobOwnerId);
      if (column.special !== null) throw badRequest('Special columns cannot be deleted');
      await db.transaction(async (tx) => {
        // The column's row lock keeps a concurrent move from landing in it while it goes.
        await tx
          .select({ id: jobApplicationStatus.id })
          .from(jobApplicationStatus)
          .where(eq(jobApplicationStatus.id, column.id))
          .for('update');
        const [used] = await tx
          .select({ n: count() })
          .from(application)
          .where(and(eq(application.jobApplicationStatusId, column.id), isNull(application.deletedAt)));
        if ((used?.n ?? 0) > 0)
          throw badRequest('The column has applications: move them to another column first');
        await tx
          .update(jobApplicationStatus)
          .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(jobApplicationStatus.id, column.id));
        await recordJobEvent(tx, {
          jobId: column.jobId,
          actor,
          kind: 'column-deleted',
          data: { jobApplicationStatusId: column.id, name: column.name },
        });
      });
      return reply.status(204).send(null);
    },
  });
}
