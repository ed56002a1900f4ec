import { z } from 'zod';
import { application, job, jobApplicationStatus } from '../../db/schema/index.js';
import { defineResource, type ResourceDefinition } from '../../http/resources/define-resource.js';
import { assertVisible } from '../../http/resources/read.js';
import { parentInActiveCompany } from '../../http/resources/scopes.js';
import { jobResource } from '../jobs/jobs.resources.js';

export const jobApplicationStatusResource: ResourceDefinition = defineResource({
  name: 'job-application-status',
  table: jobApplicationStatus,
  verbs: ['list', 'get', 'create', 'update', 'delete'],
  read: { permission: 'board' },
  write: { permission: 'board' },
  scope: parentInActiveCompany(jobApplicationStatus.jobId, job.id, job.companyId),
  fields: ['id', 'jobId', 'name', 'order', 'special', 'createdAt', 'updatedAt'],
  relations: {
    job: { target: () => jobResource, kind: 'one', localField: 'jobId', targetField: 'id' },
    applications: {
      target: () => applicationResource,
      kind: 'many',
      localField: 'id',
      targetField: 'jobApplicationStatusId',
    },
  },
  create: {
    schema: z.object({
      jobId: z.number().int().positive(),
      name: z.string().trim().min(1).max(100),
      order: z.number().int().min(0).max(1000),
    }),
    values: async (input, ctx) => {
      await assertVisible(ctx, jobResource, input.jobId, 'jobId');
      return input;
    },
  },
  update: {
    schema: z
      .object({ name: z.string().trim().min(1).max(100), order: z.number().int().min(0).max(1000) })
      .partial(),
  },
});

export const applicationResource: ResourceDefinition = defineResource({
  name: 'application',
  table: application,
  verbs: ['list', 'get', 'ids', 'fetch'],
  read: { permission: 'board' },
  scope: parentInActiveCompany(application.jobId, job.id, job.companyId),
  fields: ['id', 'jobId', 'userId', 'jobApplicationStatusId', 'viewedAt', 'createdAt', 'updatedAt'],
  relations: {
    job: { target: () => jobResource, kind: 'one', localField: 'jobId', targetField: 'id' },
    jobApplicationStatus: {
      target: () => jobApplicationStatusResource,
      kind: 'one',
      localField: 'jobApplicationStatusId',
      targetField: 'id',
    },
  },
});
