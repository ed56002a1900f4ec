import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { ErrorText, isAdminRole, RoleId, TeamErrorText, type PermissionMap } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { company, companyRole, recruiterPreference, user, userCompany } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { activeCompanyId } from '../../http/resources/scopes.js';

/**
 * The `team` letters (spec 6) for the team's own records: C manages the whole team (roles, members,
 * every invitation, the roles editor); U only invites with roles that are not admin roles and manages
 * the invitations the member sent. Any letter reads.
 */
export function managesWholeTeam(actor: Actor): boolean {
  return (actor.roles.team ?? '').includes('C');
}

export function assertManagesWholeTeam(actor: Actor): void {
  if (!managesWholeTeam(actor)) throw forbidden(ErrorText.forbidden);
}

/** Runs `work` in a transaction with a Database-typed handle (services take one type). */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Database));
}

/**
 * Takes the company's row lock: the writes that change who is a member, with which role, and how many
 * seats are held (invite, role change, removal, role edits) run one at a time per company, so two
 * admins demoting each other at once never leave it without an admin.
 */
export async function lockCompany(tx: Database, companyId: number): Promise<void> {
  await tx.select({ id: company.id }).from(company).where(eq(company.id, companyId)).for('update');
}

export interface AssignableRole {
  id: number;
  name: string;
  nameEn: string;
  companyId: number | null;
  roles: PermissionMap;
}

/** A role the active company may give: a default role or one of its own, live; 400 otherwise. */
export async function assignableRole(db: Database, actor: Actor, roleId: number): Promise<AssignableRole> {
  const companyId = activeCompanyId(actor);
  const [role] = await db
    .select({
      id: companyRole.id,
      name: companyRole.name,
      nameEn: companyRole.nameEn,
      companyId: companyRole.companyId,
      roles: companyRole.roles,
    })
    .from(companyRole)
    .where(
      and(
        eq(companyRole.id, roleId),
        isNull(companyRole.deletedAt),
        or(isNull(companyRole.companyId), eq(companyRole.companyId, companyId)),
      ),
    );
  if (!role) throw badRequest(`companyRoleId: ${TeamErrorText.roleNotFound}`);
  return role;
}

/** The live members of a company with their roles' maps (to count the admins). */
export async function memberRoles(db: Database, companyId: number) {
  return (
    db
      .select({
        id: userCompany.id,
        userId: userCompany.userId,
        companyRoleId: userCompany.companyRoleId,
        roles: companyRole.roles,
      })
      .from(userCompany)
      .innerJoin(companyRole, eq(companyRole.id, userCompany.companyRoleId))
      // An API key's machine user never counts as the company's admin.
      .innerJoin(user, and(eq(user.id, userCompany.userId), ne(user.roleId, RoleId.application)))
      .where(and(eq(userCompany.companyId, companyId), isNull(userCompany.deletedAt)))
  );
}

/**
 * How many admins the company would have if the membership `without` left and every member of role
 * `roleId` held `roles` instead: the last-admin rule asks whether this stays above zero.
 */
export async function adminsAfter(
  db: Database,
  companyId: number,
  change: { without?: number; membershipRole?: { id: number; roles: PermissionMap }; role?: AssignableRole },
): Promise<number> {
  const members = await memberRoles(db, companyId);
  return members.filter((m) => {
    if (m.id === change.without) return false;
    if (change.membershipRole && m.id === change.membershipRole.id)
      return isAdminRole(change.membershipRole.roles);
    if (change.role && m.companyRoleId === change.role.id) return isAdminRole(change.role.roles);
    return isAdminRole(m.roles);
  }).length;
}

/**
 * Makes a user a member (again): a membership removed before comes back with the new role (the pair
 * is unique), with the recruiter preferences every member has.
 */
export async function addOrRestoreMembership(
  db: Database,
  values: { userId: number; companyId: number; companyRoleId: number },
) {
  const [row] = await db
    .insert(userCompany)
    .values(values)
    .onConflictDoUpdate({
      target: [userCompany.userId, userCompany.companyId],
      set: {
        companyRoleId: values.companyRoleId,
        deletedAt: null,
        createdAt: sql`now()`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  await db.insert(recruiterPreference).values({ userId: values.userId }).onConflictDoNothing();
  return row!;
}
