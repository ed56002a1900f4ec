import { RoleId, defaultBoardColumns } from '@hiring/domain';
import type { Database } from '../client.js';
import * as t from '../schema/index.js';
import { addMembership } from '../../modules/companies/membership.js';
import { grantLicense, STARTER_LICENSE_ID } from '../../modules/companies/company-license.js';

/** Builders shared by the demo seed and the tests; each inserts one thing and returns it. */

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export type NewUser = typeof t.user.$inferInsert;

export async function createUser(db: Database, values: Partial<NewUser> = {}) {
  const [row] = await db
    .insert(t.user)
    .values({
      email: `user-${unique()}@example.test`,
      firstname: 'Test',
      lastname: 'User',
      roleId: RoleId.recruiter,
      emailVerifiedAt: new Date(),
      ...values,
    })
    .returning();
  return row!;
}

/** A company on a licence of the catalogue (Free unless given), held from today. */
export async function createCompany(
  db: Database,
  {
    licenseId = STARTER_LICENSE_ID,
    ...values
  }: Partial<typeof t.company.$inferInsert> & { licenseId?: number } = {},
) {
  const [row] = await db
    .insert(t.company)
    .values({ name: `Company ${unique()}`, ...values })
    .returning();
  await grantLicense(db, { companyId: row!.id, licenseId });
  return row!;
}

export const addMember = addMembership;

export type JobStatusSeed = 'draft' | 'published' | 'suspended' | 'archived' | 'imported';

/** A job whose timestamps give it the wanted derived status (spec section 4). */
export async function createJob(
  db: Database,
  values: Partial<typeof t.job.$inferInsert> & { companyId: number; userId: number },
  status: JobStatusSeed = 'draft',
) {
  const now = new Date();
  const stamps: Partial<typeof t.job.$inferInsert> = {
    draft: {},
    published: { publishedAt: now },
    suspended: { publishedAt: now, suspendedAt: now },
    archived: { publishedAt: now, archivedAt: now },
    imported: { importedAt: now },
  }[status];
  const [row] = await db
    .insert(t.job)
    .values({ name: `Job ${unique()}`, ...stamps, ...values })
    .returning();
  return row!;
}

/** The default board columns of a job (spec section 4), named by their keys. */
export async function createBoardColumns(db: Database, jobId: number) {
  return db
    .insert(t.jobApplicationStatus)
    .values(
      defaultBoardColumns.map((c) => ({
        jobId,
        name: c.name,
        order: c.order,
        special: c.special,
      })),
    )
    .returning();
}

export async function createApplication(db: Database, values: typeof t.application.$inferInsert) {
  const [row] = await db.insert(t.application).values(values).returning();
  return row!;
}

export async function addStep(db: Database, values: typeof t.applicationStep.$inferInsert) {
  const [row] = await db.insert(t.applicationStep).values(values).returning();
  return row!;
}

export interface CandidateProfile {
  detail?: Partial<typeof t.userDetail.$inferInsert>;
  skills?: Array<{ professionalSkillId: number; years: number }>;
  languages?: Array<{ languageId: number; languageLevelId: number }>;
  softSkillIds?: number[];
  driverLicenseIds?: number[];
  protectedClassIds?: number[];
}

/** A candidate (role user) with their profile and its lists. */
export async function createCandidate(
  db: Database,
  user: Partial<NewUser> = {},
  profile: CandidateProfile = {},
) {
  const candidate = await createUser(db, { roleId: RoleId.user, ...user });
  const userId = candidate.id;
  await db.insert(t.userDetail).values({ userId, ...profile.detail });
  if (profile.skills?.length)
    await db.insert(t.userProfessionalSkill).values(profile.skills.map((s) => ({ userId, ...s })));
  if (profile.languages?.length)
    await db.insert(t.userLanguage).values(profile.languages.map((l) => ({ userId, ...l })));
  if (profile.softSkillIds?.length) {
    await db
      .insert(t.userSoftSkill)
      .values(profile.softSkillIds.map((softSkillId) => ({ userId, softSkillId })));
  }
  if (profile.driverLicenseIds?.length) {
    await db
      .insert(t.userDriverLicense)
      .values(profile.driverLicenseIds.map((driverLicenseId) => ({ userId, driverLicenseId })));
  }
  if (profile.protectedClassIds?.length) {
    await db
      .insert(t.userProtectedClass)
      .values(profile.protectedClassIds.map((protectedClassId) => ({ userId, protectedClassId })));
  }
  return candidate;
}

export async function createChat(
  db: Database,
  values: typeof t.chat.$inferInsert,
  messages: Array<{ senderUserId: number; body: string; createdAt?: Date }>,
) {
  const [chat] = await db.insert(t.chat).values(values).returning();
  if (messages.length) await db.insert(t.message).values(messages.map((m) => ({ chatId: chat!.id, ...m })));
  return chat!;
}

/** A candidate's preferences, e.g. `{ searchable: false }` to hide them from company searches. */
export async function setCandidatePreference(
  db: Database,
  userId: number,
  values: Partial<Omit<typeof t.userPreference.$inferInsert, 'userId'>>,
) {
  const [row] = await db
    .insert(t.userPreference)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: t.userPreference.userId, set: values })
    .returning();
  return row!;
}
