import { z } from 'zod';
import { newPasswordSchema } from '../auth/password-policy.js';
import { normalizeEmail } from '../auth/session.js';
import { permissionKeys, type PermissionKey, type PermissionMap } from '../access/permissions.js';

const dbId = z.number().int().positive().max(2_147_483_647);
const queryId = z.coerce.number().int().positive().max(2_147_483_647);
const email = z.string().max(320).transform(normalizeEmail).pipe(z.email());
const personName = z.string().trim().min(1).max(100);

/** How long an invitation link stays valid. */
export const INVITATION_DAYS = 7;

/** Texts the team endpoints answer with (spec section 8: the web app translates them in the `api` namespace). */
export const TeamErrorText = {
  invitesDisabled: 'Invitations are disabled',
  noSeats: 'The licence has no free seats: remove a member or revoke an invitation, or upgrade the licence',
  lastAdmin: 'The last company admin cannot be removed or lose the admin role',
  lastAdminLeave: 'You are the last admin of this company: give the admin role to another member first',
  alreadyMember: 'This person is already a member of the company',
  notInvitable: 'This address belongs to an account that cannot join a company',
  invitationInvalid: 'This invitation link is not valid',
  invitationExpired: 'This invitation has expired: ask for a new one',
  invitationRevoked: 'This invitation has been withdrawn',
  invitationUsed: 'This invitation has already been accepted: sign in',
  emailRegistered: 'An account with this email exists already: sign in, then ask to be added to the team',
  roleNotFound: 'This company role does not exist',
  roleInUse: 'This company role is in use: give its members another role first',
  roleNameTaken: 'A company role with this name exists already',
  roleNoAdminLeft: 'This change would leave the company without an admin',
  defaultRoleReadOnly: 'The default company roles cannot be changed',
  reassignToSelf: 'The jobs cannot be handed to the member who is removed',
  reassignConflict: 'The new owner has interviews at the same times as some of the removed member’s',
} as const;

/** What inviting an address would do (POST /user-company/check-email). */
export const inviteCheckKinds = [
  /** Already in the active company. */
  'member',
  /** A staff account exists: the invitation adds it to the company at once. */
  'existing-account',
  /** An open invitation exists: inviting again replaces it (a new link). */
  'invitation-pending',
  /** Nobody with this address: an invitation link is mailed. */
  'new',
  /** A candidate, back-office or disabled account: it cannot join a company. */
  'not-invitable',
] as const;
export type InviteCheckKind = (typeof inviteCheckKinds)[number];

export const checkEmailRequestSchema = z.object({ email }).strict();
export type CheckEmailRequest = z.input<typeof checkEmailRequestSchema>;

export const seatsSchema = z.object({ used: z.number().int(), total: z.number().int() });
export type Seats = z.infer<typeof seatsSchema>;

export const checkEmailResultSchema = z.object({
  email: z.string(),
  kind: z.enum(inviteCheckKinds),
  /** The licence's seats: an invitation needs a free one (members and open invitations hold them). */
  seats: seatsSchema,
});
export type CheckEmailResult = z.infer<typeof checkEmailResultSchema>;

export const inviteRequestSchema = z
  .object({
    email,
    companyRoleId: dbId,
    /** For the greeting of the acceptance page; the invitee may change them there. */
    firstname: personName.optional(),
    lastname: personName.optional(),
    /** The language of the mail (default: the inviter's). */
    lang: z.enum(['it', 'en']).optional(),
  })
  .strict();
export type InviteRequest = z.input<typeof inviteRequestSchema>;

export const inviteResultSchema = z.object({
  /** added: an existing account joined at once; invited: a link was mailed. */
  outcome: z.enum(['added', 'invited']),
  membershipId: z.number().int().nullable(),
  invitationId: z.number().int().nullable(),
});
export type InviteResult = z.infer<typeof inviteResultSchema>;

/** A member of the active company as the team page shows them. */
export const teamMemberSchema = z.object({
  /** The membership (user-company) id: /team/{id}. */
  id: z.number().int(),
  userId: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  picture: z.string().nullable(),
  companyRoleId: z.number().int(),
  roleName: z.string(),
  roleNameEn: z.string(),
  /** The role holds C on `team`: a company admin (the last one is never removed or demoted). */
  isAdmin: z.boolean(),
  /** The newest use of any of the member's sessions; null when they never signed in. */
  lastActiveAt: z.string().nullable(),
  joinedAt: z.string(),
  /** How many live job posts of the company the member owns. */
  jobCount: z.number().int(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const invitationStatuses = ['open', 'expired'] as const;

/** An invitation not yet accepted nor revoked (expired ones too: they may be sent again). */
export const pendingInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  companyRoleId: z.number().int(),
  roleName: z.string(),
  roleNameEn: z.string(),
  invitedByUserId: z.number().int(),
  invitedByName: z.string(),
  lang: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(invitationStatuses),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** `PATCH /user-company/{id}`. */
export const memberPatchSchema = z.object({ companyRoleId: dbId }).strict();
export type MemberPatch = z.infer<typeof memberPatchSchema>;

/** `DELETE /user-company/{id}?reassignTo=`: the member whose jobs and open interviews the removed one's go to. */
export const memberRemoveQuerySchema = z.object({ reassignTo: queryId.optional() }).strict();

export const memberRemovedSchema = z.object({
  jobsReassigned: z.number().int(),
  meetingsReassigned: z.number().int(),
});
export type MemberRemoved = z.infer<typeof memberRemovedSchema>;

const invitationToken = z.string().min(20).max(200);

/** The public calls of the /join page carry the link's token in the body, never in a URL. */
export const invitationTokenSchema = z.object({ token: invitationToken }).strict();

/** What the /join page shows of an invitation before it is accepted. */
export const invitationPreviewSchema = z.object({
  companyName: z.string(),
  companyLogo: z.string().nullable(),
  email: z.string(),
  inviterName: z.string(),
  roleName: z.string(),
  roleNameEn: z.string(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const acceptInvitationSchema = z
  .object({
    token: invitationToken,
    firstname: personName,
    lastname: personName,
    password: newPasswordSchema,
    lang: z.enum(['it', 'en']).optional(),
    /** As at signup: the terms and the privacy policy accepted (invitation.acceptedAt keeps the moment). */
    termsAccepted: z.literal(true, { error: 'The terms and conditions must be accepted' }),
  })
  .strict();
export type AcceptInvitationRequest = z.input<typeof acceptInvitationSchema>;

/** The letters a company role may hold per key in the roles editor: own records (U) or the company's (C). */
export const roleLetterSchema = z.enum(['U', 'C']);

/** A roles map as the editor sends it: only the domain's keys, each U or C (a key left out: no access). */
export const roleMapSchema = z
  .record(z.string(), roleLetterSchema)
  .superRefine((map, ctx) => {
    for (const key of Object.keys(map)) {
      if (!(permissionKeys as readonly string[]).includes(key)) {
        ctx.addIssue({ code: 'custom', message: `Unknown permission key '${key}'`, path: [key] });
      }
    }
  })
  .transform((map) => map as PermissionMap);

export const companyRoleCreateSchema = z
  .object({
    name: z.string().trim().min(2).max(80),
    nameEn: z.string().trim().min(2).max(80).optional(),
    roles: roleMapSchema,
  })
  .strict();
export type CompanyRoleCreate = z.input<typeof companyRoleCreateSchema>;

export const companyRoleUpdateSchema = companyRoleCreateSchema.partial().strict();
export type CompanyRoleUpdate = z.input<typeof companyRoleUpdateSchema>;

export const companyRoleViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  key: z.string().nullable(),
  companyId: z.number().int().nullable(),
  roles: z.record(z.string(), z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CompanyRoleView = z.infer<typeof companyRoleViewSchema>;

/** A company admin's role: C on `team` (they manage members, invitations and roles). */
export function isAdminRole(roles: PermissionMap | Record<string, string> | null | undefined): boolean {
  return (roles?.['team' satisfies PermissionKey] ?? '').includes('C');
}
