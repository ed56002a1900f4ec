import { and, count, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { TeamErrorText, type CompanyRoleView, type PermissionMap } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { companyRole, invitation, model, userCompany } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import { activeCompanyId } from '../../http/resources/scopes.js';
import { adminsAfter, assertManagesWholeTeam, inTransaction, lockCompany } from './team-access.js';

type RoleRow = typeof companyRole.$inferSelect;

const view = (row: RoleRow): CompanyRoleView => ({
  id: row.id,
  name: row.name,
  nameEn: row.nameEn,
  key: row.key,
  companyId: row.companyId,
  roles: row.roles as Record<string, string>,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Company roles are reference data the web app keeps locally (model `company_role`): moving the
 * registry's time makes clients fetch the rows changed since their last sync, deleted ones included.
 */
async function touchRoleRegistry(tx: Database): Promise<void> {
  await tx
    .update(model)
    .set({ updatedAt: sql`now()` })
    .where(eq(model.name, 'company_role'));
}

/** Names are unique among the roles the company sees (the defaults and its own), whatever the case. */
async function assertNameFree(tx: Database, companyId: number, name: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: companyRole.id })
    .from(companyRole)
    .where(
      and(
        isNull(companyRole.deletedAt),
        or(isNull(companyRole.companyId), eq(companyRole.companyId, companyId)),
        or(
          sql`lower(${companyRole.name}) = lower(${name})`,
          sql`lower(${companyRole.nameEn}) = lower(${name})`,
        ),
        exceptId === undefined ? undefined : ne(companyRole.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw conflict(TeamErrorText.roleNameTaken);
}

/** A role the active company defined, locked; a default role is read-only (403), another company's 404. */
async function ownRole(tx: Database, actor: Actor, id: number): Promise<RoleRow> {
  const companyId = activeCompanyId(actor);
  const [row] = await tx
    .select()
    .from(companyRole)
    .where(
      and(
        eq(companyRole.id, id),
        isNull(companyRole.deletedAt),
        or(isNull(companyRole.companyId), eq(companyRole.companyId, companyId)),
      ),
    )
    .for('update');
  if (!row) throw notFound(`company-role ${id} not found`);
  if (row.companyId === null) throw forbidden(TeamErrorText.defaultRoleReadOnly);
  return row;
}

export interface RoleInput {
  name?: string | undefined;
  nameEn?: string | undefined;
  roles?: PermissionMap | undefined;
}

/** POST /company-role: a role of the active company (C on team). */
export async function createCompanyRole(
  db: Database,
  actor: Actor,
  input: Required<Pick<RoleInput, 'name' | 'roles'>> & RoleInput,
): Promise<CompanyRoleView> {
  assertManagesWholeTeam(actor);
  const companyId = activeCompanyId(actor);
  return inTransaction(db, async (tx) => {
    await lockCompany(tx, companyId);
    await assertNameFree(tx, companyId, input.name);
    if (input.nameEn && input.nameEn !== input.name) await assertNameFree(tx, companyId, input.nameEn);
    const [row] = await tx
      .insert(companyRole)
      .values({ name: input.name, nameEn: input.nameEn ?? input.name, companyId, roles: input.roles })
      .returning();
    await touchRoleRegistry(tx);
    return view(row!);
  });
}

/** PATCH /company-role/{id}: name and letters of an own role; no edit leaves the company without an admin. */
export async function updateCompanyRole(
  db: Database,
  actor: Actor,
  id: number,
  input: RoleInput,
): Promise<CompanyRoleView> {
  assertManagesWholeTeam(actor);
  const companyId = activeCompanyId(actor);
  return inTransaction(db, async (tx) => {
    await lockCompany(tx, companyId);
    const current = await ownRole(tx, actor, id);
    if (input.name !== undefined) await assertNameFree(tx, companyId, input.name, id);
    if (input.nameEn !== undefined && input.nameEn !== input.name)
      await assertNameFree(tx, companyId, input.nameEn, id);
    if (input.roles !== undefined) {
      const changed = { ...current, roles: input.roles };
      if ((await adminsAfter(tx, companyId, { role: changed })) === 0) {
        throw conflict(TeamErrorText.roleNoAdminLeft);
      }
    }
    const [row] = await tx
      .update(companyRole)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.nameEn !== undefined ? { nameEn: input.nameEn } : {}),
        ...(input.roles !== undefined ? { roles: input.roles } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(companyRole.id, id))
      .returning();
    await touchRoleRegistry(tx);
    return view(row!);
  });
}

/** DELETE /company-role/{id}: an own role no member holds and no open invitation gives. */
export async function deleteCompanyRole(db: Database, actor: Actor, id: number): Promise<void> {
  assertManagesWholeTeam(actor);
  const companyId = activeCompanyId(actor);
  await inTransaction(db, async (tx) => {
    await lockCompany(tx, companyId);
    await ownRole(tx, actor, id);
    const [[members], [invited]] = await Promise.all([
      tx
        .select({ n: count() })
        .from(userCompany)
        .where(and(eq(userCompany.companyRoleId, id), isNull(userCompany.deletedAt))),
      tx
        .select({ n: count() })
        .from(invitation)
        .where(
          and(eq(invitation.companyRoleId, id), isNull(invitation.acceptedAt), isNull(invitation.revokedAt)),
        ),
    ]);
    if ((members?.n ?? 0) > 0 || (invited?.n ?? 0) > 0) throw conflict(TeamErrorText.roleInUse);
    await tx
      .update(companyRole)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(companyRole.id, id));
    await touchRoleRegistry(tx);
  });
}
