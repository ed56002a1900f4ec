import { and, count, eq, gt, isNotNull, isNull, max, ne, sql } from 'drizzle-orm';
import {
  ErrorText,
  isAdminRole,
  RoleId,
  TeamErrorText,
  type MemberPatch,
  type TeamMember,
} from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { companyRole, job, meeting, session, user, userCompany } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, conflict, forbidden, notFound, pgErrorCode } from '../../http/errors.js';
import { activeCompanyId } from '../../http/resources/scopes.js';
import {
  adminsAfter,
  assertManagesWholeTeam,
  assignableRole,
  inTransaction,
  lockCompany,
  managesWholeTeam,
} from './team-access.js';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** The members of the company with what the team page shows; `membershipId` narrows to one. */
async function memberRows(db: Database, companyId: number, membershipId?: number): Promise<TeamMember[]> {
  const lastActive = db
    .select({ userId: session.userId, at: max(session.lastUsedAt).as('last_active_at') })
    .from(session)
    .where(isNull(session.impersonatorUserId))
    .groupBy(session.userId)
    .as('last_active');
  const jobs = db
    .select({ userId: job.userId, n: count().as('job_count') })
    .from(job)
    .where(and(eq(job.companyId, companyId), isNull(job.deletedAt)))
    .groupBy(job.userId)
    .as('jobs');
  const rows = await db
    .select({
      id: userCompany.id,
      userId: userCompany.userId,
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      picture: user.picture,
      companyRoleId: userCompany.companyRoleId,
      roleName: companyRole.name,
      roleNameEn: companyRole.nameEn,
      roles: companyRole.roles,
      lastActiveAt: lastActive.at,
      joinedAt: userCompany.createdAt,
      jobCount: jobs.n,
    })
    .from(userCompany)
    .innerJoin(user, eq(user.id, userCompany.userId))
    .innerJoin(companyRole, eq(companyRole.id, userCompany.companyRoleId))
    .leftJoin(lastActive, eq(lastActive.userId, userCompany.userId))
    .leftJoin(jobs, eq(jobs.userId, userCompany.userId))
    .where(
      and(
        eq(userCompany.companyId, companyId),
        isNull(userCompany.deletedAt),
        // API keys' machine users are members too, but listed with the keys, not the team.
        ne(user.roleId, RoleId.application),
        membershipId === undefined ? undefined : eq(userCompany.id, membershipId),
      ),
    )
    .orderBy(user.lastname, user.firstname, userCompany.id);
  return rows.map(({ roles, ...row }) => ({
    ...row,
    isAdmin: isAdminRole(roles),
    lastActiveAt: iso(row.lastActiveAt),
    joinedAt: iso(row.joinedAt)!,
    jobCount: Number(row.jobCount ?? 0),
  }));
}

/** GET /user-company/@team: every member of the active company (any member reads). */
export function listMembers(db: Database, actor: Actor): Promise<TeamMember[]> {
  return memberRows(db, activeCompanyId(actor));
}

/** One member of the active company; 404 for anyone else's membership. */
export async function getMember(db: Database, actor: Actor, membershipId: number): Promise<TeamMember> {
  const [found] = await memberRows(db, activeCompanyId(actor), membershipId);
  if (!found) throw notFound(`user-company ${membershipId} not found`);
  return found;
}

/** The live membership in the active company, locked for the change; 404 outside it. */
async function membershipForWrite(tx: Database, companyId: number, membershipId: number) {
  const [row] = await tx
    .select({
      id: userCompany.id,
      userId: userCompany.userId,
      companyRoleId: userCompany.companyRoleId,
      roles: companyRole.roles,
    })
    .from(userCompany)
    .innerJoin(companyRole, eq(companyRole.id, userCompany.companyRoleId))
    .where(
      and(
        eq(userCompany.id, membershipId),
        eq(userCompany.companyId, companyId),
        isNull(userCompany.deletedAt),
      ),
    );
  if (!row) throw notFound(`user-company ${membershipId} not found`);
  return row;
}

/** PATCH /user-company/{id}: another role for a member (C on team); the last admin keeps theirs. */
export async function changeMemberRole(
  db: Database,
  actor: Actor,
  membershipId: number,
  patch: MemberPatch,
): Promise<TeamMember> {
  assertManagesWholeTeam(actor);
  const companyId = activeCompanyId(actor);
  await inTransaction(db, async (tx) => {
    await lockCompany(tx, companyId);
    const member = await membershipForWrite(tx, companyId, membershipId);
    const role = await assignableRole(tx, actor, patch.companyRoleId);
    if (member.companyRoleId === role.id) return;
    if (isAdminRole(member.roles) && !isAdminRole(role.roles)) {
      const left = await adminsAfter(tx, companyId, { membershipRole: { id: member.id, roles: role.roles } });
      if (left === 0) throw conflict(TeamErrorText.lastAdmin);
    }
    await tx
      .update(userCompany)
      .set({ companyRoleId: role.id, updatedAt: sql`now()` })
      .where(eq(userCompany.id, member.id));
  });
  return getMember(db, actor, membershipId);
}

export interface RemovedMember {
  jobsReassigned: number;
  meetingsReassigned: number;
}

/**
 * DELETE /user-company/{id}: C on team removes a member; anyone may remove their own membership
 * (leave). The company keeps at least one admin. The member's job posts stay with the company: with
 * `reassignTo` (a member) they and the member's upcoming interviews go to that member, else they
 * stay theirs, reached by the members whose role holds C on jobs. Access ends at once: the guard
 * reads the memberships on every request.
 */
export async function removeMember(
  db: Database,
  actor: Actor,
  membershipId: number,
  reassignTo: number | undefined,
): Promise<RemovedMember> {
  const companyId = activeCompanyId(actor);
  return inTransaction(db, async (tx) => {
    await lockCompany(tx, companyId);
    const member = await membershipForWrite(tx, companyId, membershipId);
    const leaving = member.userId === actor.userId;
    if (!leaving && !managesWholeTeam(actor)) throw forbidden(ErrorText.forbidden);
    if (isAdminRole(member.roles) && (await adminsAfter(tx, companyId, { without: member.id })) === 0) {
      throw conflict(leaving ? TeamErrorText.lastAdminLeave : TeamErrorText.lastAdmin);
    }
    let moved: RemovedMember = { jobsReassigned: 0, meetingsReassigned: 0 };
    if (reassignTo !== undefined) {
      const [target] = await tx
        .select({ userId: userCompany.userId })
        .from(userCompany)
        .where(
          and(
            eq(userCompany.id, reassignTo),
            eq(userCompany.companyId, companyId),
            isNull(userCompany.deletedAt),
          ),
        );
      if (!target) throw badRequest(`reassignTo: user-company ${reassignTo} is not a member of the company`);
      if (target.userId === member.userId) throw badRequest(`reassignTo: ${TeamErrorText.reassignToSelf}`);
      moved = await reassignWork(tx, companyId, member.userId, target.userId);
    }
    await tx
      .update(userCompany)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(userCompany.id, member.id));
    // The company they last switched to is no longer theirs: the guard falls back to their first.
    await tx
      .update(user)
      .set({ currentCompanyId: null })
      .where(and(eq(user.id, member.userId), eq(user.currentCompanyId, companyId)));
    return moved;
  });
}

/** The removed member's job posts and upcoming, live interviews of the company go to `toUserId`. */
async function reassignWork(
  tx: Database,
  companyId: number,
  fromUserId: number,
  toUserId: number,
): Promise<RemovedMember> {
  const jobs = await tx
    .update(job)
    .set({ userId: toUserId, updatedAt: sql`now()` })
    .where(and(eq(job.companyId, companyId), eq(job.userId, fromUserId), isNull(job.deletedAt)))
    .returning({ id: job.id });
  let meetings: { id: number }[];
  try {
    meetings = await tx
      .update(meeting)
      .set({ recruiterUserId: toUserId, updatedAt: sql`now()` })
      .where(
        and(
          eq(meeting.companyId, companyId),
          eq(meeting.recruiterUserId, fromUserId),
          isNotNull(meeting.applicationId),
          isNull(meeting.cancelledAt),
          isNull(meeting.completedAt),
          isNull(meeting.deletedAt),
          gt(meeting.startsAt, sql`now()`),
        ),
      )
      .returning({ id: meeting.id });
  } catch (error) {
    // The database's no-overlap rule: the new owner is busy when one of the interviews takes place.
    if (pgErrorCode(error) === '23P01') throw conflict(TeamErrorText.reassignConflict);
    throw error;
  }
  return { jobsReassigned: jobs.length, meetingsReassigned: meetings.length };
}
