import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { company } from '../../db/schema/index.js';
import { defineResource } from '../../http/resources/define-resource.js';
import { activeCompanyId } from '../../http/resources/scopes.js';

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
