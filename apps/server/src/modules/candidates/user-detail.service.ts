import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { UserDetailWrite } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';

type RefTable = PgTable & { id: PgColumn; deletedAt: PgColumn };

/** The reference table each id of the payload points at. */
const singleRefs = {
  locationId: t.location,
  availabilityId: t.availability,
  seniorityId: t.seniority,
  workAreaId: t.workArea,
  educationId: t.education,
} satisfies Record<string, RefTable>;

/** Every id the payload names, per reference table and field, to check in one query each. */
function referencedIds(input: UserDetailWrite): Array<{ field: string; table: RefTable; ids: number[] }> {
  const out: Array<{ field: string; table: RefTable; ids: number[] }> = [];
  for (const [field, table] of Object.entries(singleRefs)) {
    const value = input[field as keyof typeof singleRefs];
    if (typeof value === 'number') out.push({ field, table, ids: [value] });
  }
  const lists: Array<[string, RefTable, number[] | undefined]> = [
    ['professionalSkills.skillId', t.professionalSkill, input.professionalSkills?.map((s) => s.skillId)],
    ['languages.languageId', t.language, input.languages?.map((l) => l.languageId)],
    ['languages.levelId', t.languageLevel, input.languages?.map((l) => l.levelId)],
    ['softSkillIds', t.softSkill, input.softSkillIds],
    ['driverLicenseIds', t.driverLicense, input.driverLicenseIds],
    ['protectedClassIds', t.protectedClass, input.protectedClassIds],
  ];
  for (const [field, table, ids] of lists)
    if (ids?.length) out.push({ field, table, ids: [...new Set(ids)] });
  return out;
}

/** 400 naming every id that is not a live reference row (before anything is written). */
async function assertReferences(db: Database, input: UserDetailWrite): Promise<void> {
  const problems: string[] = [];
  for (const { field, table, ids } of referencedIds(input)) {
    const found = await db
      .select({ id: table.id })
      .from(table)
      .where(and(inArray(table.id, ids), isNull(table.deletedAt)));
    const known = new Set(found.map((r) => r.id as number));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length) problems.push(`${field}: unknown id ${unknown.join(', ')}`);
  }
  if (problems.length) throw badRequest(problems);
}

/** Replaces the candidate's rows of each list that was sent. */
async function replaceLists(tx: Database, userId: number, input: UserDetailWrite): Promise<void> {
  if (input.professionalSkills) {
    await tx.delete(t.userProfessionalSkill).where(eq(t.userProfessionalSkill.userId, userId));
    if (input.professionalSkills.length)
      await tx
        .insert(t.userProfessionalSkill)
        .values(
          input.professionalSkills.map((s) => ({ userId, professionalSkillId: s.skillId, years: s.years })),
        );
  }
  if (input.languages) {
    await tx.delete(t.userLanguage).where(eq(t.userLanguage.userId, userId));
    if (input.languages.length)
      await tx
        .insert(t.userLanguage)
        .values(
          input.languages.map((l) => ({ userId, languageId: l.languageId, languageLevelId: l.levelId })),
        );
  }
  const idLists = [
    [input.softSkillIds, t.userSoftSkill, 'softSkillId'],
    [input.driverLicenseIds, t.userDriverLicense, 'driverLicenseId'],
    [input.protectedClassIds, t.userProtectedClass, 'protectedClassId'],
  ] as const;
  for (const [ids, table, column] of idLists) {
    if (!ids) continue;
    await tx.delete(table).where(eq(table.userId, userId));
    if (ids.length) await tx.insert(table).values(ids.map((id) => ({ userId, [column]: id }) as never));
  }
}

function detailValues(input: UserDetailWrite) {
  const {
    professionalSkills: _skills,
    languages: _languages,
    softSkillIds: _soft,
    driverLicenseIds: _licences,
    protectedClassIds: _classes,
    ...scalars
  } = input;
  return scalars;
}

/**
 * `POST /user-detail`: the candidate writes their profile (once; a deleted one comes back).
 * Returns the user_detail id.
 */
export async function createUserDetail(db: Database, actor: Actor, input: UserDetailWrite): Promise<number> {
  await assertReferences(db, input);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: t.userDetail.id, deletedAt: t.userDetail.deletedAt })
      .from(t.userDetail)
      .where(eq(t.userDetail.userId, actor.userId))
      .for('update');
    if (existing && !existing.deletedAt) {
      throw conflict(`The profile already exists: PATCH /user-detail/${existing.id}`);
    }
    let id: number;
    if (existing) {
      await tx
        .update(t.userDetail)
        .set({ ...detailValues(input), deletedAt: null, updatedAt: new Date() })
        .where(eq(t.userDetail.id, existing.id));
      id = existing.id;
    } else {
      const [created] = await tx
        .insert(t.userDetail)
        .values({ ...detailValues(input), userId: actor.userId })
        .returning({ id: t.userDetail.id });
      id = created!.id;
    }
    await replaceLists(tx, actor.userId, input);
    return id;
  });
}

/** `PATCH /user-detail/{id}`: only the candidate's own live profile (404 otherwise). */
export async function updateUserDetail(
  db: Database,
  actor: Actor,
  id: number,
  input: UserDetailWrite,
): Promise<void> {
  await assertReferences(db, input);
  await db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: t.userDetail.id })
      .from(t.userDetail)
      .where(
        and(eq(t.userDetail.id, id), eq(t.userDetail.userId, actor.userId), isNull(t.userDetail.deletedAt)),
      )
      .for('update');
    if (!own) throw notFound(`user-detail ${id} not found`);
    // updatedAt moves even when only the lists change: the profile changed.
    await tx
      .update(t.userDetail)
      .set({ ...detailValues(input), updatedAt: new Date() })
      .where(eq(t.userDetail.id, id));
    await replaceLists(tx, actor.userId, input);
  });
}
