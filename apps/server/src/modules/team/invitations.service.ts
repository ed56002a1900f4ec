import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  ErrorText,
  INVITATION_DAYS,
  isAdminRole,
  RoleId,
  TeamErrorText,
  type CheckEmailResult,
  type InviteCheckKind,
  type InviteResult,
  type PendingInvitation,
} from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { company, companyRole, invitation, user, userCompany } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import { activeCompanyId } from '../../http/resources/scopes.js';
import { hashToken } from '../auth/sessions.js';
import { licenseUsage } from '../companies/license-usage.js';
import {
  addOrRestoreMembership,
  assertManagesWholeTeam,
  assignableRole,
  inTransaction,
  lockCompany,
  managesWholeTeam,
} from './team-access.js';

const DAY_MS = 86_400_000;

/** A new link secret: 32 random bytes; only its SHA-256 is stored. */
export const newInvitationToken = () => randomBytes(32).toString('base64url');

const invitationExpiry = (now = Date.now()) => new Date(now + INVITATION_DAYS * DAY_MS);

/** The invitation not yet accepted nor revoked of an address in a company (at most one: a unique index). */
async function openInvitation(db: Database, companyId: number, email: string) {
  const [row] = await db
    .select()
    .from(invitation)
    .where(
      and(
        eq(invitation.companyId, companyId),
        eq(invitation.email, email),
        isNull(invitation.acceptedAt),
        isNull(invitation.revokedAt),
      ),
    );
  return row;
}

/** The account of an address and whether it is a live member of the company. */
async function accountOf(db: Database, companyId: number, email: string) {
  const [found] = await db
    .select({
      id: user.id,
      roleId: user.roleId,
      isAdmin: user.isAdmin,
      isSu: user.isSu,
      deletedAt: user.deletedAt,
      membershipId: userCompany.id,
    })
    .from(user)
    .leftJoin(
      userCompany,
      and(
        eq(userCompany.userId, user.id),
        eq(userCompany.companyId, companyId),
        isNull(userCompany.deletedAt),
      ),
    )
    .where(eq(user.email, email));
  return found;
}

type Account = Awaited<ReturnType<typeof accountOf>>;

/** Only staff accounts join companies: candidates, machine clients, back-office and disabled users do not. */
const invitable = (account: NonNullable<Account>) =>
  account.deletedAt === null && account.roleId === RoleId.recruiter && !account.isAdmin && !account.isSu;

function checkKind(account: Account, open: Awaited<ReturnType<typeof openInvitation>>): InviteCheckKind {
  if (account) {
    if (account.membershipId !== null) return 'member';
    return invitable(account) ? 'existing-account' : 'not-invitable';
  }
  return open ? 'invitation-pending' : 'new';
}

/** POST /user-company/check-email: what inviting the address would do, and the licence's seats. */
export async function checkInviteEmail(db: Database, actor: Actor, email: string): Promise<CheckEmailResult> {
  const companyId = activeCompanyId(actor);
  const [account, open, usage] = await Promise.all([
    accountOf(db, companyId, email),
    openInvitation(db, companyId, email),
    licenseUsage(db, companyId),
  ]);
  return { email, kind: checkKind(account, open), seats: { used: usage.seatsUsed, total: usage.seats } };
}

/** A seat is needed unless the address already holds one (an open invitation not yet expired). */
async function assertSeatFree(tx: Database, companyId: number, holdsSeat: boolean): Promise<void> {
  if (holdsSeat) return;
  const usage = await licenseUsage(tx, companyId);
  if (usage.seatsUsed >= usage.seats) throw conflict(TeamErrorText.noSeats);
}

const stillValid = (row: { expiresAt: Date }, now = Date.now()) => row.expiresAt.getTime() > now;

/** What the invitation mail needs: who invites, to which company. */
async function mailContext(db: Database, actor: Actor) {
  const [row] = await db
    .select({ inviterName: sql<string>`${user.firstname} || ' ' || ${user.lastname}`, lang: user.lang })
    .from(user)
    .where(eq(user.id, actor.userId));
  const [found] = await db
    .select({ name: company.name })
    .from(company)
    .where(eq(company.id, activeCompanyId(actor)));
  return {
    inviterName: row?.inviterName ?? '',
    inviterLang: row?.lang ?? 'it',
    companyName: found?.name ?? '',
  };
}

export interface InviteMail {
  to: string;
  lang: string;
  data: { inviterName: string; companyName: string; link: string };
}

export interface InviteDone {
  result: InviteResult;
  mail: InviteMail;
}

export interface InviteInput {
  email: string;
  companyRoleId: number;
  firstname?: string | undefined;
  lastname?: string | undefined;
  lang?: 'it' | 'en' | undefined;
}

/**
 * POST /user-company/invite. An existing staff account joins at once and is told by mail; anyone else
 * gets a single-use link (7 days; inviting again replaces the open invitation). A role that makes an
 * admin needs C on team. The licence must have a free seat (members and open invitations hold one).
 * Returns the mail to send once the transaction has committed.
 */
export async function invite(
  db: Database,
  actor: Actor,
  input: InviteInput,
  links: { join: (token: string, names: { firstname?: string; lastname?: string }) => string; home: string },
): Promise<InviteDone> {
  const companyId = activeCompanyId(actor);
  const context = await mailContext(db, actor);
  const lang = input.lang ?? (context.inviterLang === 'en' ? 'en' : 'it');
  return inTransaction(db, async (tx) => {
    await lockCompany(tx, companyId);
    const role = await assignableRole(tx, actor, input.companyRoleId);
    if (isAdminRole(role.roles)) assertManagesWholeTeam(actor);
    const account = await accountOf(tx, companyId, input.email);
    const open = await openInvitation(tx, companyId, input.email);
    const kind = checkKind(account, open);
    if (kind === 'member') throw conflict(TeamErrorText.alreadyMember);
    if (kind === 'not-invitable') throw conflict(TeamErrorText.notInvitable);
    // A U-only inviter replaces only the invitations they sent.
    if (open && !managesWholeTeam(actor) && open.invitedByUserId !== actor.userId) {
      throw forbidden(ErrorText.forbidden);
    }
    await assertSeatFree(tx, companyId, open !== undefined && stillValid(open));
    if (open) {
      await tx
        .update(invitation)
        .set({ revokedAt: sql`now()` })
        .where(eq(invitation.id, open.id));
    }
    const data = { inviterName: context.inviterName, companyName: context.companyName };
    if (account) {
      const membership = await addOrRestoreMembership(tx, {
        userId: account.id,
        companyId,
        companyRoleId: role.id,
      });
      return {
        result: { outcome: 'added', membershipId: membership.id, invitationId: null },
        mail: { to: input.email, lang, data: { ...data, link: links.home } },
      };
    }
    const token = newInvitationToken();
    const [created] = await tx
      .insert(invitation)
      .values({
        companyId,
        email: input.email,
        companyRoleId: role.id,
        invitedByUserId: actor.userId,
        tokenHash: hashToken(token),
        lang,
        expiresAt: invitationExpiry(),
      })
      .returning({ id: invitation.id });
    const names = { firstname: input.firstname, lastname: input.lastname };
    return {
      result: { outcome: 'invited', membershipId: null, invitationId: created!.id },
      mail: {
        to: input.email,
        lang,
        data: {
          ...data,
          link: links.join(
            token,
            Object.fromEntries(Object.entries(names).filter(([, v]) => v !== undefined)),
          ),
        },
      },
    };
  });
}

/** GET /invitation: the active company's invitations not accepted nor revoked, expired ones marked. */
export async function listPendingInvitations(db: Database, actor: Actor): Promise<PendingInvitation[]> {
  const companyId = activeCompanyId(actor);
  const rows = await db
    .select({
      id: invitation.id,
      email: invitation.email,
      companyRoleId: invitation.companyRoleId,
      roleName: companyRole.name,
      roleNameEn: companyRole.nameEn,
      invitedByUserId: invitation.invitedByUserId,
      invitedByName: sql<string>`${user.firstname} || ' ' || ${user.lastname}`,
      lang: invitation.lang,
      createdAt: invitation.createdAt,
      expiresAt: invitation.expiresAt,
    })
    .from(invitation)
    .innerJoin(companyRole, eq(companyRole.id, invitation.companyRoleId))
    .innerJoin(user, eq(user.id, invitation.invitedByUserId))
    .where(
      and(eq(invitation.companyId, companyId), isNull(invitation.acceptedAt), isNull(invitation.revokedAt)),
    )
    .orderBy(desc(invitation.createdAt), desc(invitation.id));
  const now = Date.now();
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    status: stillValid(row, now) ? 'open' : 'expired',
  }));
}

/** An open invitation of the active company the caller may manage (C: any; U: those they sent); 404 otherwise. */
async function managedInvitation(tx: Database, actor: Actor, id: number) {
  const [row] = await tx
    .select()
    .from(invitation)
    .where(
      and(
        eq(invitation.id, id),
        eq(invitation.companyId, activeCompanyId(actor)),
        isNull(invitation.acceptedAt),
        isNull(invitation.revokedAt),
      ),
    )
    .for('update');
  if (!row) throw notFound(`invitation ${id} not found`);
  if (!managesWholeTeam(actor) && row.invitedByUserId !== actor.userId) throw forbidden(ErrorText.forbidden);
  return row;
}

/** DELETE /invitation/{id}: the link stops working at once. */
export async function revokeInvitation(db: Database, actor: Actor, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const row = await managedInvitation(tx, actor, id);
    await tx
      .update(invitation)
      .set({ revokedAt: sql`now()` })
      .where(eq(invitation.id, row.id));
  });
}

/**
 * POST /invitation/{id}/resend: a new link (the old one stops working) valid for 7 days from now,
 * mailed again. An expired invitation needs a free seat again.
 */
export async function resendInvitation(
  db: Database,
  actor: Actor,
  id: number,
  joinLink: (token: string) => string,
): Promise<InviteMail> {
  const companyId = activeCompanyId(actor);
  const context = await mailContext(db, actor);
  return inTransaction(db, async (tx) => {
    await lockCompany(tx, companyId);
    const row = await managedInvitation(tx, actor, id);
    await assertSeatFree(tx, companyId, stillValid(row));
    const token = newInvitationToken();
    await tx
      .update(invitation)
      .set({ tokenHash: hashToken(token), expiresAt: invitationExpiry() })
      .where(eq(invitation.id, row.id));
    return {
      to: row.email,
      lang: row.lang,
      data: { inviterName: context.inviterName, companyName: context.companyName, link: joinLink(token) },
    };
  });
}
