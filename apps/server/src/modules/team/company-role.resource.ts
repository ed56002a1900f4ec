import { eq, isNull, or } from 'drizzle-orm';
import * as t from '../../db/schema/index.js';
import { defineResource } from '../../http/resources/define-resource.js';

/** The product's default roles are public; a company's own roles only to its members. */
export const companyRoleResource = defineResource({
  name: 'company-role',
  table: t.companyRole,
  verbs: ['list', 'get'],
  read: 'public',
  scope: ({ actor }) =>
    actor?.companyId
      ? or(isNull(t.companyRole.companyId), eq(t.companyRole.companyId, actor.companyId))
      : isNull(t.companyRole.companyId),
  fields: ['id', 'createdAt', 'updatedAt', 'deletedAt', 'name', 'nameEn', 'key', 'companyId', 'roles'],
  syncable: true,
});
