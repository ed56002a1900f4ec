import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ErrorText, RoleId, type PermissionMap } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { apiKey, companyRole, user, userCompany } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { activeCompanyId } from '../../http/resources/scopes.js';
import { recordAudit } from '../admin/audit.js';
import { hashToken } from '../auth/sessions.js';
import {
  addOrRestoreMembership,
  assertManagesWholeTeam,
  assignableRole,
  inTransaction,
} from '../team/team-access.js';

/** Every key starts so: the guard tells a key from a session token by it. */
export const API_KEY_PREFIX = 'hk_';
/** How many characters of the key the list shows (never enough to use it). */
const SHOWN_PREFIX = 11;
/** lastUsedAt is written at most once a minute per key (not on every request). */
const LAST_USED_STEP = '1 minute';

export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

export interface ApiKeyView {
  id: number;
  name: string;
  prefix: string;
  companyRoleId: number;
  roleName: string;
  roleNameEn: string;
  createdByUserId: number;
  createdByName: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
}

/** Members with C on team manage the company's keys; a key itself never makes keys. */
function assertMayManageKeys(actor: Actor): number {
  const companyId = activeCompanyId(actor);
  if (actor.roleId === RoleId.application) throw forbidden(ErrorText.forbidden);
  assertManagesWholeTeam(actor);
  return companyId;
}

/**
 * Creates a key for the active company: a machine user (role application, no password, an address
 * nobody receives mail at) who is a member with the chosen company role. Only the hash of the
 * secret is kept: the key is in the answer once.
 */
export async function createApiKey(
  db: Database,
  actor: Actor,
  input: { name: string; companyRoleId: number; expiresAt?: string | undefined },
  requestId?: string,
): Promise<{ key: string; view: ApiKeyView }> {
  const companyId = assertMayManageKeys(actor);
  if (input.expiresAt && new Date(input.expiresAt).getTime() <= Date.now()) {
    throw badRequest('expiresAt: must be in the future');
  }
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const id = await inTransaction(db, async (tx) => {
    const role = await assignableRole(tx, actor, input.companyRoleId);
    const [machine] = await tx
      .insert(user)
      .values({
        email: `api-key-${randomBytes(12).toString('hex')}@api-keys.invalid`,
        passwordHash: null,
        firstname: input.name,
        lastname: 'API key',
        roleId: RoleId.application,
        currentCompanyId: companyId,
      })
      .returning({ id: user.id });
    await addOrRestoreMembership(tx, { userId: machine!.id, companyId, companyRoleId: role.id });
    const [created] = await tx
      .insert(apiKey)
      .values({
        companyId,
        userId: machine!.id,
        companyRoleId: role.id,
        name: input.name,
        prefix: key.slice(0, SHOWN_PREFIX),
        secretHash: hashToken(key),
        createdByUserId: actor.impersonatorUserId ?? actor.userId,
        expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      })
      .returning({ id: apiKey.id });
    await recordAudit(tx, actor, {
      action: 'api-key-create',
      companyId,
      subjectUserId: machine!.id,
      data: {
        apiKeyId: created!.id,
        name: input.name,
        companyRoleId: role.id,
        expiresAt: input.expiresAt ?? null,
      },
      requestId,
    });
    return created!.id;
  });
  const [view] = await listApiKeys(db, actor, id);
  return { key, view: view! };
}

/** The active company's keys, newest first (one of them with `onlyId`). */
export async function listApiKeys(db: Database, actor: Actor, onlyId?: number): Promise<ApiKeyView[]> {
  const companyId = assertMayManageKeys(actor);
  const creator = alias(user, 'creator');
  const rows = await db
    .select({
      id: apiKey.id,
      name: apiKey.name,
      prefix: apiKey.prefix,
      companyRoleId: apiKey.companyRoleId,
      roleName: companyRole.name,
      roleNameEn: companyRole.nameEn,
      createdByUserId: apiKey.createdByUserId,
      creatorFirstname: creator.firstname,
      creatorLastname: creator.lastname,
      createdAt: apiKey.createdAt,
      lastUsedAt: apiKey.lastUsedAt,
      expiresAt: apiKey.expiresAt,
      revokedAt: apiKey.revokedAt,
    })
    .from(apiKey)
    .innerJoin(companyRole, eq(companyRole.id, apiKey.companyRoleId))
    .innerJoin(creator, eq(creator.id, apiKey.createdByUserId))
    .where(and(eq(apiKey.companyId, companyId), onlyId === undefined ? undefined : eq(apiKey.id, onlyId)))
    .orderBy(desc(apiKey.id));
  return rows.map(({ creatorFirstname, creatorLastname, ...row }) => ({
    ...row,
    createdByName: `${creatorFirstname} ${creatorLastname}`.trim(),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }));
}

/** Revokes a key of the active company at once; its machine user's membership ends too. */
export async function revokeApiKey(
  db: Database,
  actor: Actor,
  id: number,
  requestId?: string,
): Promise<void> {
  const companyId = assertMayManageKeys(actor);
  await inTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(apiKey)
      .where(and(eq(apiKey.id, id), eq(apiKey.companyId, companyId)))
      .for('update');
    if (!row) throw notFound(`api-key ${id} not found`);
    if (row.revokedAt) return;
    await tx
      .update(apiKey)
      .set({ revokedAt: sql`now()`, revokedByUserId: actor.impersonatorUserId ?? actor.userId })
      .where(eq(apiKey.id, id));
    await tx
      .update(userCompany)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(userCompany.userId, row.userId), eq(userCompany.companyId, companyId)));
    await recordAudit(tx, actor, {
      action: 'api-key-revoke',
      companyId,
      subjectUserId: row.userId,
      data: { apiKeyId: id, name: row.name },
      requestId,
    });
  });
}

/**
 * The caller a key acts as: its machine user in the key's company with the role's letters. Null for
 * an unknown, revoked or expired key, or one whose membership ended. Marks the key used (at most
 * once a minute).
 */
export async function loadApiKeyActor(db: Database, key: string): Promise<Actor | null> {
  const [found] = await db
    .select({
      id: apiKey.id,
      userId: apiKey.userId,
      companyId: apiKey.companyId,
      roles: companyRole.roles,
      roleId: user.roleId,
    })
    .from(apiKey)
    .innerJoin(user, and(eq(user.id, apiKey.userId), isNull(user.deletedAt)))
    .innerJoin(
      userCompany,
      and(
        eq(userCompany.userId, apiKey.userId),
        eq(userCompany.companyId, apiKey.companyId),
        isNull(userCompany.deletedAt),
      ),
    )
    .innerJoin(companyRole, eq(companyRole.id, userCompany.companyRoleId))
    .where(
      and(
        eq(apiKey.secretHash, hashToken(key)),
        isNull(apiKey.revokedAt),
        or(isNull(apiKey.expiresAt), gt(apiKey.expiresAt, sql`now()`)),
      ),
    );
  if (!found || found.roleId !== RoleId.application) return null;
  await db
    .update(apiKey)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKey.id, found.id),
        or(isNull(apiKey.lastUsedAt), sql`${apiKey.lastUsedAt} < now() - ${LAST_USED_STEP}::interval`),
      ),
    );
  return {
    userId: found.userId,
    sessionId: `api-key-${found.id}`,
    impersonatorUserId: null,
    roleId: RoleId.application,
    isSu: false,
    isAdmin: false,
    adminPermissions: [],
    companyId: found.companyId,
    companyIds: [found.companyId],
    roles: found.roles as PermissionMap,
  };
}
