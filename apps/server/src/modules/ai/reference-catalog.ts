import { asc, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cachedReference } from '../../db/reference-cache.js';
import {
  language,
  languageLevel,
  location,
  professionalSkill,
  seniority,
  workArea,
} from '../../db/schema/index.js';
import type { ReferenceCatalog } from './offline/catalog.js';

async function load(db: Database): Promise<ReferenceCatalog> {
  const [skills, workAreas, seniorities, locations, languages, languageLevels] = await Promise.all([
    db
      .select({
        id: professionalSkill.id,
        name: professionalSkill.name,
        nameEn: professionalSkill.nameEn,
        workAreaId: professionalSkill.workAreaId,
      })
      .from(professionalSkill)
      .where(isNull(professionalSkill.deletedAt))
      .orderBy(asc(professionalSkill.id)),
    db
      .select({ id: workArea.id, name: workArea.name, nameEn: workArea.nameEn })
      .from(workArea)
      .where(isNull(workArea.deletedAt))
      .orderBy(asc(workArea.id)),
    db
      .select({ id: seniority.id, name: seniority.name, nameEn: seniority.nameEn, order: seniority.order })
      .from(seniority)
      .where(isNull(seniority.deletedAt))
      .orderBy(asc(seniority.order)),
    db
      .select({
        id: location.id,
        name: location.name,
        province: location.province,
        lat: location.lat,
        lng: location.lng,
      })
      .from(location)
      .where(isNull(location.deletedAt))
      .orderBy(asc(location.id)),
    db
      .select({ id: language.id, name: language.name, nameIt: language.nameIt, code: language.code })
      .from(language)
      .where(isNull(language.deletedAt))
      .orderBy(asc(language.id)),
    db
      .select({
        id: languageLevel.id,
        name: languageLevel.name,
        nameEn: languageLevel.nameEn,
        order: languageLevel.order,
      })
      .from(languageLevel)
      .where(isNull(languageLevel.deletedAt))
      .orderBy(asc(languageLevel.order)),
  ]);
  return { skills, workAreas, seniorities, locations, languages, languageLevels };
}

/** The reference rows the generators match against, cached per database for a minute (db/reference-cache.ts). */
export function loadReferenceCatalog(db: Database, now = Date.now()): Promise<ReferenceCatalog> {
  return cachedReference(db, 'ai-reference-catalog', () => load(db), now);
}
