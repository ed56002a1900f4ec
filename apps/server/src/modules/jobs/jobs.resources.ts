import { job } from '../../db/schema/index.js';
import { defineResource, type ResourceDefinition } from '../../http/resources/define-resource.js';
import { applicationResource, jobApplicationStatusResource } from '../board/board.resources.js';
import { companyResource } from '../companies/companies.resources.js';
import { jobsInScope } from './job-scope.js';

/**
 * The `job` resource: the generic reads (list, @list, @fetch). Reading one job and every write are
 * the jobs module's own routes (jobs.routes.ts), which keep the content complete, validate its
 * references and write the journal.
 */
export const jobResource: ResourceDefinition = defineResource({
  name: 'job',
  table: job,
  verbs: ['list', 'ids', 'fetch'],
  read: { permission: 'jobs' },
  // The one rule of the jobs a caller reaches (job-scope.ts).
  scope: ({ actor }) => jobsInScope(actor),
  ownerField: 'userId',
  fields: [
    'id',
    'companyId',
    'userId',
    'name',
    'description',
    'content',
    'locationId',
    'workAreaId',
    'seniorityId',
    'salaryMinCents',
    'salaryMaxCents',
    'publishedAt',
    'suspendedAt',
    'archivedAt',
    'importedAt',
    'approvalRequestedAt',
    'approvedAt',
    'approvedByUserId',
    'approvalRejectedAt',
    'approvalRejectReason',
    'aiPrompt',
    'tierId',
    'createdAt',
    'updatedAt',
  ],
  relations: {
    company: { target: () => companyResource, kind: 'one', localField: 'companyId', targetField: 'id' },
    jobApplicationStatuses: {
      target: () => jobApplicationStatusResource,
      kind: 'many',
      localField: 'id',
      targetField: 'jobId',
    },
    applications: { target: () => applicationResource, kind: 'many', localField: 'id', targetField: 'jobId' },
  },
});
