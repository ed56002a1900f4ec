import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { RoleId, type PermissionMap } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { companyRole, session, user, userCompany } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import type { AccessClaims } from './access-token.js';

/** `sessionExpiresAt`: when the session ends (a cached caller never outlives it). */
export type ActorResult = { actor: Actor; sessionExpiresAt: Date } | { refused: 'session' | 'user' };

/**
 * Builds the caller in one round trip (it runs on every authenticated request): the token's
 * session, which must still be live, joined with the user, their memberships and roles.
 */
export async function loadActor(db: Database, claims: AccessClaims): Promise<ActorResult> {
  const rows = await db
    .select({
      sessionId: session.id,
      sessionExpiresAt: session.expiresAt,
      impersonatorUserId: session.impersonatorUserId,
      roleId: user.roleId,
      deletedAt: user.deletedAt,
      isSu: user.isSu,
      isAdmin: user.isAdmin,
      adminPermissions: user.adminPermissions,
      currentCompanyId: user.currentCompanyId,
      companyId: userCompany.companyId,
      roles: companyRole.roles,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(userCompany, and(eq(userCompany.userId, user.id), isNull(userCompany.deletedAt)))
    .leftJoin(companyRole, eq(companyRole.id, userCompany.companyRoleId))
    .where(
      and(
        eq(session.id, claims.sessionId),
        eq(session.userId, claims.userId),
        isNull(session.revokedAt),
        gt(session.expiresAt, sql`now()`),
      ),
    )
    .orderBy(asc(userCompany.id));
  const found = rows[0];
  if (!found) return { refused: 'session' };
  if (found.deletedAt || found.roleId === RoleId.disabled) return { refused: 'user' };
  const memberships = rows.filter((r) => r.companyId !== null);
  const active = memberships.find((m) => m.companyId === found.currentCompanyId) ?? memberships[0];
  return {
    sessionExpiresAt: found.sessionExpiresAt,
    actor: {
      userId: claims.userId,
      sessionId: found.sessionId,
      impersonatorUserId: found.impersonatorUserId,
      roleId: found.roleId,
      isSu: found.isSu,
      isAdmin: found.isAdmin,
      adminPermissions: found.adminPermissions,
      companyId: active?.companyId ?? null,
      companyIds: memberships.map((m) => m.companyId!),
      roles: (active?.roles ?? {}) as PermissionMap,
    },
  };
}
