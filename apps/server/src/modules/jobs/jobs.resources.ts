import { z } from 'zod';
import { job } from '../../db/schema/index.js';
import { defineResource, type ResourceDefinition } from '../../http/resources/define-resource.js';
import { activeCompanyId, inActiveCompany } from '../../http/resources/scopes.js';
import { applicationResource, jobApplicationStatusResource } from '../board/board.resources.js';
import { companyResource } from '../companies/companies.resources.js';

const cents = z.number().int().min(0).max(100_000_000);

const jobContent = z.object({
  name: z.string().trim().min(1).max(200),
  description: z.string().max(20_000).nullable(),
  locationId: z.number().int().positive().nullable(),
  workAreaId: z.number().int().positive().nullable(),
  seniorityId: z.number().int().positive().nullable(),
  salaryMinCents: cents.nullable(),
  salaryMaxCents: cents.nullable(),
});

export const jobResource: ResourceDefinition = defineResource({
  name: 'job',
  table: job,
  verbs: ['list', 'get', 'ids', 'fetch', 'create', 'update', 'delete'],
  read: { permission: 'jobs' },
  write: { permission: 'jobs' },
  scope: inActiveCompany(job.companyId),
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
  create: {
    schema: jobContent.partial().required({ name: true }),
    // The company and the owner come from the caller, never from the body.
    values: (input, { actor }) => ({ ...input, companyId: activeCompanyId(actor), userId: actor.userId }),
  },
  update: { schema: jobContent.partial() },
});
