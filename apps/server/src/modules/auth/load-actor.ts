import { and, asc, eq, isNull } from 'drizzle-orm';
import { RoleId, type PermissionMap } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { companyRole, user, userCompany } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';

/**
 * Builds the caller from the database in one round trip (it runs on every authenticated request):
 * the user joined with their memberships and roles. A deleted or disabled user is no one.
 */
export async function loadActor(db: Database, userId: number): Promise<Actor | null> {
  const rows = await db
    .select({
      roleId: user.roleId,
      isSu: user.isSu,
      isAdmin: user.isAdmin,
      adminPermissions: user.adminPermissions,
      currentCompanyId: user.currentCompanyId,
      companyId: userCompany.companyId,
      roles: companyRole.roles,
    })
    .from(user)
    .leftJoin(userCompany, and(eq(userCompany.userId, user.id), isNull(userCompany.deletedAt)))
    .leftJoin(companyRole, eq(companyRole.id, userCompany.companyRoleId))
    .where(and(eq(user.id, userId), isNull(user.deletedAt)))
    .orderBy(asc(userCompany.id));
  const found = rows[0];
  if (!found || found.roleId === RoleId.disabled) return null;
  const memberships = rows.filter((r) => r.companyId !== null);
  const active = memberships.find((m) => m.companyId === found.currentCompanyId) ?? memberships[0];
  return {
    userId,
    roleId: found.roleId,
    isSu: found.isSu,
    isAdmin: found.isAdmin,
    adminPermissions: found.adminPermissions,
    companyId: active?.companyId ?? null,
    companyIds: memberships.map((m) => m.companyId!),
    roles: (active?.roles ?? {}) as PermissionMap,
  };
}
