import { and, eq, notInArray } from 'drizzle-orm';
import { RoleId } from '@hiring/domain';
import { user, userCompany } from '../../db/schema/index.js';
import { defineResource } from '../../http/resources/define-resource.js';
import { inActiveCompany, memberOfActiveCompany } from '../../http/resources/scopes.js';
import { companyResource } from '../companies/companies.resources.js';
import { companyRoleResource } from './company-role.resource.js';

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
  // API keys' machine users are members too, but no teammates: they are listed with the keys.
  scope: (ctx) =>
    and(
      inActiveCompany(userCompany.companyId)(ctx),
      notInArray(
        userCompany.userId,
        ctx.db.select({ id: user.id }).from(user).where(eq(user.roleId, RoleId.application)),
      ),
    ),
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
