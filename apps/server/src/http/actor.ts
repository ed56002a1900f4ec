import type { AdminPermission, PermissionKey, PermissionMap, RoleId } from '@hiring/domain';

/** Who is calling: built per request from the access token, never from the request body. */
export interface Actor {
  userId: number;
  /** The session of the access token (logout revokes it). */
  sessionId: string;
  /** The super user or sudoer really acting, while impersonating `userId`. */
  impersonatorUserId: number | null;
  roleId: number;
  isSu: boolean;
  isAdmin: boolean;
  adminPermissions: AdminPermission[];
  /** The active company (current or first membership); null for users without one. */
  companyId: number | null;
  companyIds: number[];
  /** The roles map of the company role in the active company. */
  roles: PermissionMap;
}

/**
 * The rule a route declares for its callers (deny by default: every route states one). `role`:
 * signed-in users of that user role only (e.g. candidates writing their own profile).
 */
export type AccessRule =
  | 'public'
  | 'authenticated'
  | { permission: PermissionKey }
  | { admin: AdminPermission }
  | { role: RoleId };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
    /**
     * A POST that only reads (its query travels in the body: `@list`, `@fetch`, the search): its
     * success is not a write, so it keeps the cached callers (actor-cache.ts).
     */
    readOnly?: true;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** A super user, or a back-office admin holding the permission (the rule of `{ admin: permission }`). */
export function holdsAdminPermission(actor: Actor, permission: AdminPermission): boolean {
  return actor.isSu || (actor.isAdmin && actor.adminPermissions.includes(permission));
}
