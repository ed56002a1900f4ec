import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobOverviewQuery, setJobStatusBody } from '@hiring/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../http/actor.js';
import { firebaseLinks } from '../../http/public-origin.js';
import { parseInclude, parseSelect } from '../../http/resources/list-query.js';
import { idParamsSchema } from '../../http/resources/register-resource.js';
import { dumpJobs } from './job-dump.service.js';
import { jobJournal } from './job-events.js';
import { jobOverview } from './job-overview.service.js';
import { jobRecordSchema, readJob } from './job-record.js';
import { jobJournalEntrySchema, jobOverviewRowSchema } from './job-schemas.js';
import { jobInScope } from './job-scope.js';
import { setJobStatus } from './job-status.service.js';
import { createJob, deleteJob, duplicateJob, updateJobContent } from './jobs.service.js';
import { jobResource } from './jobs.resources.js';
import { createJobWithTierBody, updateJobBody, type UpdateJobBody } from './job-tier.js';

const jobs = { access: { permission: 'jobs' as const } };
const tags = ['job'];
const record = z.object({ data: jobRecordSchema });
const shapeQuery = z.object({ select: z.unknown().optional(), include: z.unknown().optional() }).strict();
const journalQuery = z.object({ take: z.coerce.number().int().min(1).max(1000).default(500) }).strict();
const contentBody = updateJobBody.strict();

/** The job posts: reading one, writing, status, duplicate, delete, link, journal, overview, export. */
export function registerJobRoutes(app: FastifyInstance, deps: { db: Database; config: Config }): void {
  const { db, config } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const answer = (actor: Actor | null, id: number) => readJob({ db, actor }, id);

  r.get('/job/@overview', {
    config: jobs,
    schema: {
      tags,
      summary: 'The job list page: jobs with derived status and application counters',
      querystring: jobOverviewQuery.strict(),
      response: { 200: z.object({ data: z.array(jobOverviewRowSchema) }) },
    },
    handler: async (req) => ({ data: await jobOverview(db, req.actor!, req.query) }),
  });

  r.get('/job/@dump', {
    config: jobs,
    schema: { tags, summary: 'Export of the company’s jobs with content and columns (a JSON download)' },
    handler: async (req, reply) => {
      const dump = await dumpJobs(db, req.actor!);
      const day = dump.exportedAt.toISOString().slice(0, 10);
      reply.header('content-disposition', `attachment; filename="jobs-${dump.companyId}-${day}.json"`);
      return { data: dump };
    },
  });

  r.get('/job/journal/:id', {
    config: jobs,
    schema: {
      tags,
      summary: 'What happened to the job, who and when (newest first)',
      params: idParamsSchema,
      querystring: journalQuery,
      response: { 200: z.object({ data: z.array(jobJournalEntrySchema) }) },
    },
    handler: async (req) => {
      await jobInScope(db, req.actor!, req.params.id);
      return { data: await jobJournal(db, req.params.id, req.query.take) };
    },
  });

  r.get('/job/dynamic-link/:id', {
    config: jobs,
    schema: {
      tags,
      summary:
        'The deep link to the job (firebase.jobLink with {host} and {jobId} filled; by default its public page)',
      params: idParamsSchema,
      response: { 200: z.object({ data: z.object({ link: z.string() }) }) },
    },
    handler: async (req) => {
      const found = await jobInScope(db, req.actor!, req.params.id);
      const { jobLink } = firebaseLinks(config, req);
      return { data: { link: jobLink.replaceAll('{jobId}', String(found.id)) } };
    },
  });

  r.get('/job/:id', {
    config: jobs,
    schema: {
      tags,
      summary: 'One job with its complete content and derived status',
      params: idParamsSchema,
      querystring: shapeQuery,
      response: { 200: record },
    },
    handler: async (req) => {
      const shape = {
        select: parseSelect(jobResource, req.query.select),
        include: parseInclude(jobResource, req.query.include),
      };
      return { data: await readJob({ db, actor: req.actor }, req.params.id, shape) };
    },
  });

  r.post('/job', {
    config: jobs,
    schema: {
      tags,
      summary: 'Create a draft job (the company and owner are the caller’s)',
      body: createJobWithTierBody.strict(),
      response: { 201: record },
    },
    handler: async (req, reply) => {
      const id = await createJob(db, req.actor!, req.body);
      return reply.status(201).send({ data: await answer(req.actor, id) });
    },
  });

  const patchContent = async (actor: Actor, id: number, body: UpdateJobBody) => {
    await updateJobContent(db, actor, id, body);
    return { data: await answer(actor, id) };
  };
  r.patch('/job/content/:id', {
    config: jobs,
    schema: {
      tags,
      summary: 'Change the job’s content (the keys given are merged)',
      params: idParamsSchema,
      body: contentBody,
      response: { 200: record },
    },
    handler: async (req) => patchContent(req.actor!, req.params.id, req.body),
  });
  r.patch('/job/:id', {
    config: jobs,
    schema: {
      tags,
      summary: 'Update the job: the same as PATCH /job/content/{id}',
      params: idParamsSchema,
      body: contentBody,
      response: { 200: record },
    },
    handler: async (req) => patchContent(req.actor!, req.params.id, req.body),
  });

  r.patch('/job/status/:id', {
    config: jobs,
    schema: {
      tags,
      summary: 'Publish (ACTIVE), hold (HOLD) or close (CLOSE) the job',
      params: idParamsSchema,
      body: setJobStatusBody.strict(),
      response: { 200: record },
    },
    handler: async (req) => {
      await setJobStatus(db, req.actor!, req.params.id, req.body.status);
      return { data: await answer(req.actor, req.params.id) };
    },
  });

  r.post('/job/duplicate/:id', {
    config: jobs,
    schema: {
      tags,
      summary: 'Copy the job into a new draft (content and board columns)',
      params: idParamsSchema,
      response: { 201: record },
    },
    handler: async (req, reply) => {
      const id = await duplicateJob(db, req.actor!, req.params.id);
      return reply.status(201).send({ data: await answer(req.actor, id) });
    },
  });

  r.delete('/job/:id', {
    config: jobs,
    schema: {
      tags,
      summary: 'Delete a draft (or imported) job',
      params: idParamsSchema,
      response: { 204: z.null().describe('deleted') },
    },
    handler: async (req, reply) => {
      await deleteJob(db, req.actor!, req.params.id);
      return reply.status(204).send(null);
    },
  });
}
