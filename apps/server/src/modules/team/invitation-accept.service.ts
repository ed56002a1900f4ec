import { eq, sql } from 'drizzle-orm';
import { RoleId, TeamErrorText, type InvitationPreview } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { company, companyRole, invitation, user } from '../../db/schema/index.js';
import { conflict, notFound } from '../../http/errors.js';
import { assertNotCommonPassword, hashPassword } from '../auth/passwords.js';
import { hashToken } from '../auth/sessions.js';
import { emailTaken } from '../auth/signup.service.js';
import { addOrRestoreMembership, inTransaction } from './team-access.js';

type InvitationRow = typeof invitation.$inferSelect;

/** The invitation a link's token names, locked when asked; unknown → 404; accepted, revoked, expired → 409. */
async function usableInvitation(db: Database, token: string, lock = false): Promise<InvitationRow> {
  const query = db
    .select()
    .from(invitation)
    .where(eq(invitation.tokenHash, hashToken(token)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(TeamErrorText.invitationInvalid);
  if (row.acceptedAt) throw conflict(TeamErrorText.invitationUsed);
  if (row.revokedAt) throw conflict(TeamErrorText.invitationRevoked);
  if (row.expiresAt.getTime() <= Date.now()) throw conflict(TeamErrorText.invitationExpired);
  return row;
}

/** POST /invitation/@preview: what the /join page shows before the invitee accepts. */
export async function previewInvitation(db: Database, token: string): Promise<InvitationPreview> {
  const row = await usableInvitation(db, token);
  const [found] = await db
    .select({
      companyName: company.name,
      companyLogo: company.logo,
      inviterName: sql<string>`${user.firstname} || ' ' || ${user.lastname}`,
      roleName: companyRole.name,
      roleNameEn: companyRole.nameEn,
    })
    .from(company)
    .innerJoin(user, eq(user.id, row.invitedByUserId))
    .innerJoin(companyRole, eq(companyRole.id, row.companyRoleId))
    .where(eq(company.id, row.companyId));
  if (!found) throw notFound(TeamErrorText.invitationInvalid);
  return { ...found, email: row.email, expiresAt: row.expiresAt.toISOString() };
}

export interface AcceptInput {
  token: string;
  firstname: string;
  lastname: string;
  password: string;
  lang?: 'it' | 'en' | undefined;
}

/**
 * POST /invitation/@accept: the invitee becomes a user (recruiter role; the address counts as
 * verified, the mail proved it) and a member with the invited role, in one transaction; the link is
 * spent. An address that has an account meanwhile is refused: its owner signs in and is added instead.
 */
export async function acceptInvitation(db: Database, input: AcceptInput): Promise<{ userId: number }> {
  await assertNotCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return inTransaction(db, async (tx) => {
    const row = await usableInvitation(tx, input.token, true);
    if (await emailTaken(tx, row.email)) throw conflict(TeamErrorText.emailRegistered);
    const [created] = await tx
      .insert(user)
      .values({
        email: row.email,
        passwordHash,
        firstname: input.firstname,
        lastname: input.lastname,
        lang: input.lang ?? row.lang,
        roleId: RoleId.recruiter,
        emailVerifiedAt: sql`now()`,
        currentCompanyId: row.companyId,
      })
      .returning({ id: user.id });
    await addOrRestoreMembership(tx, {
      userId: created!.id,
      companyId: row.companyId,
      companyRoleId: row.companyRoleId,
    });
    await tx
      .update(invitation)
      .set({ acceptedAt: sql`now()`, acceptedUserId: created!.id })
      .where(eq(invitation.id, row.id));
    return { userId: created!.id };
  });
}
