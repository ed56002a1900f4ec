import { inArray } from 'drizzle-orm';
import { application, jobApplicationStatus } from '../../db/schema/index.js';
import { defineResource, type ResourceDefinition } from '../../http/resources/define-resource.js';
import { reachedJobIds } from '../jobs/job-scope.js';
import { jobResource } from '../jobs/jobs.resources.js';
import { applicationStepResource, boardPersonResource } from './application-records.resources.js';

/** Board columns of a job (spec section 3), of the jobs the caller reaches. */
export const jobApplicationStatusResource: ResourceDefinition = defineResource({
  name: 'job-application-status',
  table: jobApplicationStatus,
  // Writes are board routes (columns.routes.ts): special columns, the owner rule, the journal.
  verbs: ['list', 'get'],
  read: { permission: 'board' },
  scope: ({ db, actor }) => inArray(jobApplicationStatus.jobId, reachedJobIds(db, actor)),
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
});

/** Applications of the jobs the caller reaches; moves, applying and removal are board routes. */
export const applicationResource: ResourceDefinition = defineResource({
  name: 'application',
  table: application,
  verbs: ['list', 'get', 'ids', 'fetch'],
  read: { permission: 'board' },
  scope: ({ db, actor }) => inArray(application.jobId, reachedJobIds(db, actor)),
  fields: ['id', 'jobId', 'userId', 'jobApplicationStatusId', 'viewedAt', 'createdAt', 'updatedAt'],
  relations: {
    job: { target: () => jobResource, kind: 'one', localField: 'jobId', targetField: 'id' },
    jobApplicationStatus: {
      target: () => jobApplicationStatusResource,
      kind: 'one',
      localField: 'jobApplicationStatusId',
      targetField: 'id',
    },
    user: { target: () => boardPersonResource, kind: 'one', localField: 'userId', targetField: 'id' },
    applicationSteps: {
      target: () => applicationStepResource,
      kind: 'many',
      localField: 'id',
      targetField: 'applicationId',
    },
  },
});
