import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { can, ErrorText, ownRecordsOnly } from '@hiring/domain';
import type { Actor } from '../actor.js';
import { forbidden, unauthorized } from '../errors.js';
import type { ResourceAccess, ResourceDefinition, ScopeContext } from './define-resource.js';

/** Refuses a caller the access rule does not admit: 401 without a user, 403 without the permission. */
export function assertAccess(access: ResourceAccess, actor: Actor | null): void {
  if (access === 'public') return;
  if (!actor) throw unauthorized(ErrorText.userNotLogged);
  if (access === 'authenticated') return;
  if ('role' in access) {
    if (actor.roleId !== access.role) throw forbidden(ErrorText.forbidden);
    return;
  }
  if ('admin' in access) {
    // The same rule as the guard's for routes (http/guard.ts).
    if (!actor.isSu && !(actor.isAdmin && actor.adminPermissions.includes(access.admin))) {
      throw forbidden(ErrorText.forbidden);
    }
    return;
  }
  if (!can(actor, access.permission)) throw forbidden(ErrorText.forbidden);
}

/**
 * Everything that narrows a query of this resource for this caller: the tenant scope, the
 * own-records rule of the U letter, and hiding soft-deleted rows.
 */
export function readScope(def: ResourceDefinition, ctx: ScopeContext, withDeleted = false): SQL | undefined {
  assertAccess(def.read, ctx.actor);
  const parts: Array<SQL | undefined> = [def.scope(ctx)];
  if (
    typeof def.read === 'object' &&
    'permission' in def.read &&
    def.ownerField &&
    ctx.actor &&
    ownRecordsOnly(ctx.actor, def.read.permission)
  ) {
    parts.push(eq(def.columns.get(def.ownerField)!.column, ctx.actor.userId));
  }
  if (def.hasSoftDelete && !withDeleted) parts.push(isNull(def.columns.get('deletedAt')!.column));
  return and(...parts);
}
