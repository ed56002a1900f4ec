import { and, inArray, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { JobContent } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { badRequest } from '../../http/errors.js';

type RefTable = PgTable & { id: PgColumn; deletedAt: PgColumn };

interface RefCheck {
  field: string;
  what: string;
  table: RefTable;
  ids: number[];
}

/** The reference ids a content names, per field (only the fields the content carries). */
function referenceChecks(c: JobContent): RefCheck[] {
  const one = (v: number | null | undefined) => (v == null ? [] : [v]);
  return [
    { field: 'workAreaId', what: 'work area', table: t.workArea, ids: one(c.workAreaId) },
    { field: 'seniorityId', what: 'seniority', table: t.seniority, ids: one(c.seniorityId) },
    { field: 'educationId', what: 'education', table: t.education, ids: one(c.educationId) },
    { field: 'availabilityId', what: 'availability', table: t.availability, ids: one(c.availabilityId) },
    { field: 'place', what: 'location', table: t.location, ids: one(c.place?.id) },
    {
      field: 'professionalSkills',
      what: 'professional skill',
      table: t.professionalSkill,
      ids: (c.professionalSkills ?? []).map((s) => s.skillId),
    },
    {
      field: 'languages',
      what: 'language',
      table: t.language,
      ids: (c.languages ?? []).map((l) => l.languageId),
    },
    {
      field: 'languages',
      what: 'language level',
      table: t.languageLevel,
      ids: (c.languages ?? []).map((l) => l.levelId),
    },
    { field: 'softSkillIds', what: 'soft skill', table: t.softSkill, ids: c.softSkillIds ?? [] },
    {
      field: 'driverLicenseIds',
      what: 'driver licence',
      table: t.driverLicense,
      ids: c.driverLicenseIds ?? [],
    },
    {
      field: 'protectedClassIds',
      what: 'protected class',
      table: t.protectedClass,
      ids: c.protectedClassIds ?? [],
    },
  ];
}

/** Lists that name the same item twice are refused: the editor never sends them. */
function duplicateMessages(c: JobContent): string[] {
  const lists: Array<[string, number[]]> = [
    ['professionalSkills', (c.professionalSkills ?? []).map((s) => s.skillId)],
    ['languages', (c.languages ?? []).map((l) => l.languageId)],
    ['softSkillIds', c.softSkillIds ?? []],
    ['driverLicenseIds', c.driverLicenseIds ?? []],
    ['protectedClassIds', c.protectedClassIds ?? []],
  ];
  return lists
    .filter(([, ids]) => new Set(ids).size !== ids.length)
    .map(([field]) => `${field}: an item is listed twice`);
}

/**
 * Every reference id of the content must name an existing (not deleted) row: 400 naming each
 * unknown one, instead of a foreign-key failure or a post pointing at nothing.
 */
export async function assertJobReferences(db: Database, content: JobContent): Promise<void> {
  const messages = duplicateMessages(content);
  for (const check of referenceChecks(content)) {
    const wanted = [...new Set(check.ids)];
    if (wanted.length === 0) continue;
    const found = await db
      .select({ id: check.table.id })
      .from(check.table)
      .where(and(inArray(check.table.id, wanted), isNull(check.table.deletedAt)));
    const known = new Set(found.map((r) => r.id as number));
    for (const id of wanted) {
      if (!known.has(id)) messages.push(`${check.field}: unknown ${check.what} ${id}`);
    }
  }
  if (messages.length > 0) throw badRequest(messages);
}
