import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { company, user, userCompany } from '../../db/schema/index.js';
import { defineResource } from '../../http/resources/define-resource.js';
import { activeCompanyId, inActiveCompany, memberOfActiveCompany } from '../../http/resources/scopes.js';
import { companyRoleResource } from '../reference/reference.resources.js';

const companyFields = [
  'id',
  'name',
  'logo',
  'vatId',
  'description',
  'website',
  'locationId',
  'settings',
  'createdAt',
  'updatedAt',
] as const;

/** The companies the caller belongs to (all of them: the company switcher lists them). */
export const companyResource = defineResource({
  name: 'company',
  table: company,
  verbs: ['list', 'get', 'ids', 'fetch', 'update'],
  read: 'authenticated',
  write: { permission: 'company' },
  scope: ({ actor }) => {
    activeCompanyId(actor);
    return inArray(company.id, actor!.companyIds);
  },
  fields: companyFields,
  update: {
    schema: z
      .object({
        name: z.string().trim().min(1).max(200),
        description: z.string().max(10_000).nullable(),
        website: z.url().max(500).nullable(),
        locationId: z.number().int().positive().nullable(),
      })
      .partial(),
  },
});

/** A member of the active company as an include: name and picture, for teammate lists. */
export const companyMemberResource = defineResource({
  name: 'company-member',
  table: user,
  verbs: [],
  read: 'authenticated',
  scope: (ctx) => memberOfActiveCompany(ctx, user.id),
  fields: ['id', 'firstname', 'lastname', 'picture'],
});

/** Members of the active company. */
export const userCompanyResource = defineResource({
  name: 'user-company',
  table: userCompany,
  verbs: ['list', 'get', 'ids', 'fetch'],
  read: 'authenticated',
  write: { permission: 'team' },
  scope: inActiveCompany(userCompany.companyId),
  fields: ['id', 'userId', 'companyId', 'companyRoleId', 'createdAt', 'updatedAt'],
  relations: {
    company: { target: () => companyResource, kind: 'one', localField: 'companyId', targetField: 'id' },
    user: { target: () => companyMemberResource, kind: 'one', localField: 'userId', targetField: 'id' },
    companyRole: {
      target: () => companyRoleResource,
      kind: 'one',
      localField: 'companyRoleId',
      targetField: 'id',
    },
  },
});
