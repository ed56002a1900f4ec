import { and, asc, eq, isNull } from 'drizzle-orm';
import { RoleId, type PermissionMap } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { companyRole, user, userCompany } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';

/** Builds the caller from the database: a deleted or disabled user is no one. */
export async function loadActor(db: Database, userId: number): Promise<Actor | null> {
  const [found] = await db
    .select({
      id: user.id,
      roleId: user.roleId,
      isSu: user.isSu,
      isAdmin: user.isAdmin,
      adminPermissions: user.adminPermissions,
      currentCompanyId: user.currentCompanyId,
    })
    .from(user)
    .where(and(eq(user.id, userId), isNull(user.deletedAt)));
  if (!found || found.roleId === RoleId.disabled) return null;
  const memberships = await db
    .select({ companyId: userCompany.companyId, roles: companyRole.roles })
    .from(userCompany)
    .innerJoin(companyRole, eq(companyRole.id, userCompany.companyRoleId))
    .where(and(eq(userCompany.userId, userId), isNull(userCompany.deletedAt)))
    .orderBy(asc(userCompany.id));
  const active = memberships.find((m) => m.companyId === found.currentCompanyId) ?? memberships[0];
  return {
    userId: found.id,
    roleId: found.roleId,
    isSu: found.isSu,
    isAdmin: found.isAdmin,
    adminPermissions: found.adminPermissions,
    companyId: active?.companyId ?? null,
    companyIds: memberships.map((m) => m.companyId),
    roles: (active?.roles ?? {}) as PermissionMap,
  };
}
