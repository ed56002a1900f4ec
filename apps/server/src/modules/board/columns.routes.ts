import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addableSpecialColumns } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { application, job, jobApplicationStatus } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, notFound } from '../../http/errors.js';
import { getRow } from '../../http/resources/read.js';
import { idParamsSchema } from '../../http/resources/register-resource.js';
import { recordSchema } from '../../http/resources/response-schema.js';
import { jobsInScope } from '../jobs/job-scope.js';
import { assertBoardWrite, visibleJob } from './board-access.js';
import { recordJobEvent } from './board-journal.js';
import { jobApplicationStatusResource } from './board.resources.js';

const name = z.string().trim().min(1).max(100);
const order = z.number().int().min(0).max(1000);
// Strict: of the special kinds a client may add only `rejected` and `confirmed` (spec 4); the others
// come with the default columns. A special column without a name is named by its key, which the web
// app translates.
const createBody = z
  .object({
    jobId: z.number().int().positive().max(2_147_483_647),
    name: name.optional(),
    order,
    special: z.enum(addableSpecialColumns).optional(),
  })
  .strict()
  .refine((b) => b.name !== undefined || b.special !== undefined, {
    path: ['name'],
    message: 'A name is required for an ordinary column',
  });
const updateBody = z
  .object({ name, order })
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to change');

/** A column of a job the caller reaches, with its job's owner (404 otherwise). */
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
    .where(and(eq(jobApplicationStatus.id, id), isNull(jobApplicationStatus.deletedAt), jobsInScope(actor)));
  if (!row) throw notFound(`job-application-status ${id} not found`);
  return row;
}

/** A job has at most one column of each special kind: a second one would split its applications. */
async function assertNoSpecialColumn(db: Database, jobId: number, special: string): Promise<void> {
  const [existing] = await db
    .select({ id: jobApplicationStatus.id })
    .from(jobApplicationStatus)
    .where(
      and(
        eq(jobApplicationStatus.jobId, jobId),
        eq(jobApplicationStatus.special, special),
        isNull(jobApplicationStatus.deletedAt),
      ),
    )
    .limit(1);
  if (existing) throw badRequest(`The job already has a ${special} column`);
}

/** Column writes: add (ordinary, or a rejected or confirmed one), rename or reorder, delete (not special, not with applications); each in the job's journal. */
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
      const { special = null, order } = req.body;
      const columnName = req.body.name ?? special!;
      const id = await db.transaction(async (tx) => {
        // The job's row lock keeps two parallel adds from both making the job's one special column.
        await tx.select({ id: job.id }).from(job).where(eq(job.id, found.id)).for('update');
        if (special !== null) await assertNoSpecialColumn(tx, found.id, special);
        const [created] = await tx
          .insert(jobApplicationStatus)
          .values({ jobId: found.id, name: columnName, order, special })
          .returning({ id: jobApplicationStatus.id });
        await recordJobEvent(tx, {
          jobId: found.id,
          actor,
          kind: 'column-created',
          data: { jobApplicationStatusId: created!.id, name: columnName, order, special },
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
