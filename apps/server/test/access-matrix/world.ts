import {
  adminPermissions,
  CompanyRoleId,
  permissionKeys,
  RoleId,
  type AdminPermission,
  type PermissionKey,
  type PermissionMap,
} from '@hiring/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import * as t from '../../src/db/schema/index.js';
import {
  addMember,
  addStep,
  createApplication,
  createBoardColumns,
  createCandidate,
  createChat,
  createCompany,
  createJob,
  createUser,
  setCandidatePreference,
} from '../../src/db/seed/factories.js';
import { memberWithRole } from '../fixtures.js';

/** Who calls: one signed-in user per kind, or nobody. */
export type CallerKind =
  | 'anonymous'
  | 'candidate'
  | 'companyAdminA'
  | 'memberNoneA'
  | 'memberAllUA'
  | 'memberJobsCRestU'
  | `memberU:${PermissionKey}`
  | `memberC:${PermissionKey}`
  | 'companyAdminB'
  | `admin:${AdminPermission}`
  | `adminExcept:${AdminPermission}`
  | 'adminNone'
  | 'superUser'
  | 'impersonatorAsAdminA';

/**
 * Text that only company A's private records carry (and its own members may read): a response to
 * anyone else that contains one of them is a leak.
 */
export const MARKERS = [
  'MxJobLive',
  'MxJobDraft',
  'MxNoteBody',
  'MxChatBody',
  'MxSavedSearch',
  'MxSavedNote',
  'mx-applicant@',
  'Mxapplicantlast',
  'MxInvitee',
  'MxApiKey',
  'MxJobInviteMsg',
  'MxMeetingNote',
  'MxFileName',
] as const;

export type World = Awaited<ReturnType<typeof buildWorld>>;

const letters = (letter: 'U' | 'C'): PermissionMap =>
  Object.fromEntries(permissionKeys.map((k) => [k, letter])) as PermissionMap;

/**
 * Company A with records owned by a recruiter who never calls (so U-only callers act on someone
 * else's records), company B, and one user per caller kind.
 */
export async function buildWorld(db: Database) {
  const companyA = await createCompany(db, { name: 'Matrice Alfa' });
  const companyB = await createCompany(db, { name: 'Matrice Beta' });
  const ownerA = await createUser(db, { firstname: 'Olga', lastname: 'Owner' });
  await addMember(db, { userId: ownerA.id, companyId: companyA.id, companyRoleId: CompanyRoleId.recruiter });
  const users = new Map<CallerKind, number>();
  const member = async (kind: CallerKind, roles: PermissionMap) =>
    users.set(kind, (await memberWithRole(db, companyA.id, roles, kind.replace(/\W/g, ''))).id);

  const adminA = await createUser(db, { firstname: 'Anna', lastname: 'Alfa' });
  await addMember(db, {
    userId: adminA.id,
    companyId: companyA.id,
    companyRoleId: CompanyRoleId.companyAdmin,
  });
  users.set('companyAdminA', adminA.id);
  await member('memberNoneA', {});
  await member('memberAllUA', letters('U'));
  // Reaches every job of A, but U on the rest: reads their boards, moves no card (docs/permissions.md).
  await member('memberJobsCRestU', { ...letters('U'), jobs: 'C' });
  for (const key of permissionKeys) {
    await member(`memberU:${key}`, { [key]: 'U' });
    await member(`memberC:${key}`, { [key]: 'C' });
  }
  const adminB = await createUser(db, { firstname: 'Bruno', lastname: 'Beta' });
  await addMember(db, {
    userId: adminB.id,
    companyId: companyB.id,
    companyRoleId: CompanyRoleId.companyAdmin,
  });
  users.set('companyAdminB', adminB.id);
  users.set('candidate', (await createCandidate(db, { firstname: 'Carlo', lastname: 'Altro' })).id);
  const admin = async (kind: CallerKind, perms: AdminPermission[]) =>
    users.set(
      kind,
      (await createUser(db, { roleId: RoleId.admin, isAdmin: true, adminPermissions: perms })).id,
    );
  await admin('adminNone', []);
  for (const p of adminPermissions) {
    await admin(`admin:${p}`, [p]);
    await admin(
      `adminExcept:${p}`,
      adminPermissions.filter((q) => q !== p),
    );
  }
  users.set('superUser', (await createUser(db, { roleId: RoleId.admin, isSu: true })).id);

  const jobLive = await createJob(
    db,
    { companyId: companyA.id, userId: ownerA.id, name: 'MxJobLive' },
    'published',
  );
  const jobDraft = await createJob(db, { companyId: companyA.id, userId: ownerA.id, name: 'MxJobDraft' });
  const columns = await createBoardColumns(db, jobLive.id);
  await createBoardColumns(db, jobDraft.id);
  // Not searchable: company B may find them through nothing but A's application.
  const applicant = await createCandidate(db, {
    firstname: 'Mxapplicantfirst',
    lastname: 'Mxapplicantlast',
    email: `mx-applicant@example.test`,
  });
  await setCandidatePreference(db, applicant.id, { searchable: false });
  const application = await createApplication(db, {
    jobId: jobLive.id,
    userId: applicant.id,
    jobApplicationStatusId: columns[0]!.id,
  });
  const [stepType] = await db.select().from(t.applicationStepType).limit(1);
  const step = await addStep(db, {
    applicationId: application.id,
    applicationStepTypeId: stepType!.id,
    userId: ownerA.id,
    note: 'MxNoteBody',
  });
  const [note] = await db
    .insert(t.applicationNote)
    .values({ applicationId: application.id, userId: ownerA.id, body: 'MxNoteBody' })
    .returning();
  const chat = await createChat(
    db,
    { companyId: companyA.id, candidateUserId: applicant.id, userId: ownerA.id, jobId: jobLive.id },
    [{ senderUserId: ownerA.id, body: 'MxChatBody' }],
  );
  const [message] = await db.select().from(t.message).limit(1);
  const [savedSearch] = await db
    .insert(t.savedSearch)
    .values({ companyId: companyA.id, userId: ownerA.id, name: 'MxSavedSearch', filters: {} })
    .returning();
  const [savedUser] = await db
    .insert(t.savedUser)
    .values({ companyId: companyA.id, userId: ownerA.id, savedUserId: applicant.id, note: 'MxSavedNote' })
    .returning();
  const [jobInvitation] = await db
    .insert(t.jobInvitation)
    .values({
      jobId: jobLive.id,
      userId: applicant.id,
      invitedByUserId: ownerA.id,
      message: 'MxJobInviteMsg',
    })
    .returning();
  const [invitation] = await db
    .insert(t.invitation)
    .values({
      companyId: companyA.id,
      email: 'mxinvitee@example.test',
      companyRoleId: CompanyRoleId.recruiter,
      invitedByUserId: ownerA.id,
      tokenHash: 'mx-token-hash',
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const file = { fileKey: 'mx-file-key', fileName: 'MxFileName.pdf', mimeType: 'application/pdf', size: 10 };
  const [snapshot] = await db
    .insert(t.applicationUserDetail)
    .values({
      applicationId: application.id,
      data: { firstname: 'Mxapplicantfirst', lastname: 'Mxapplicantlast' },
    })
    .returning();
  const [snapshotCv] = await db
    .insert(t.applicationUserCurriculum)
    .values({ applicationId: application.id, ...file })
    .returning();
  const [companyFile] = await db
    .insert(t.companyFile)
    .values({ companyId: companyA.id, userId: ownerA.id, ...file })
    .returning();
  const [meetingType] = await db.select().from(t.meetingType).limit(1);
  const [meeting] = await db
    .insert(t.meeting)
    .values({
      companyId: companyA.id,
      applicationId: application.id,
      jobId: jobLive.id,
      recruiterUserId: ownerA.id,
      candidateUserId: applicant.id,
      meetingTypeId: meetingType!.id,
      startsAt: new Date(Date.now() + 86_400_000),
      endsAt: new Date(Date.now() + 90_000_000),
      note: 'MxMeetingNote',
    })
    .returning();
  const [apiKey] = await db
    .insert(t.apiKey)
    .values({
      companyId: companyA.id,
      userId: ownerA.id,
      companyRoleId: CompanyRoleId.recruiter,
      name: 'MxApiKey',
      prefix: 'hk_mx',
      secretHash: 'mx-secret-hash',
      createdByUserId: ownerA.id,
    })
    .returning();
  const [licence] = await db
    .select()
    .from(t.companyLicense)
    .where(eq(t.companyLicense.companyId, companyA.id));
  const [profile] = await db.select().from(t.userDetail).where(eq(t.userDetail.userId, applicant.id));
  const [membership] = await db.select().from(t.userCompany).where(eq(t.userCompany.userId, ownerA.id));
  const [ownerPreference] = await db
    .select()
    .from(t.recruiterPreference)
    .where(eq(t.recruiterPreference.userId, ownerA.id));
  const [customRole] = await db.select().from(t.companyRole).where(eq(t.companyRole.companyId, companyA.id));

  return {
    users,
    companyA,
    companyB,
    ownerA,
    adminA,
    applicant,
    /** Company A's record ids, by the resource a path's id names. */
    ids: {
      company: companyA.id,
      job: jobLive.id,
      board: jobLive.id,
      application: application.id,
      /** `/talents/applications/:id`: the candidate's own applications (A's applicant's here). */
      applications: application.id,
      'application-set-viewed': application.id,
      'job-application-status': columns[0]!.id,
      'application-step': step.id,
      'application-note': note!.id,
      chat: chat.id,
      message: message!.id,
      'last-message': message!.id,
      'saved-search': savedSearch!.id,
      'saved-user': savedUser!.id,
      'job-invitation': jobInvitation!.id,
      invitation: invitation!.id,
      'user-company': membership!.id,
      'recruiter-preference': ownerPreference!.id,
      'company-role': customRole!.id,
      user: applicant.id,
      'api-key': apiKey!.id,
      meeting: meeting!.id,
      'company-file': companyFile!.id,
      'application-user-detail': snapshot!.id,
      'application-user-curriculum': snapshotCv!.id,
      'user-detail': profile!.id,
      'company-license': licence!.id,
    } as Record<string, number>,
  };
}
