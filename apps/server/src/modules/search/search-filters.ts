import { sql, type SQL } from 'drizzle-orm';
import type { SearchFilters, SearchMatch } from '@hiring/domain';
import type { ReferenceFacts } from './search-reference.js';

/**
 * One filter of the candidate search as SQL: the condition on a candidate (`u` is the user row,
 * `d` their user_detail), the figures behind the match (selected per candidate), and how strong the
 * match is (0..1, computed in SQL from those figures so the rank can order and page in the database).
 * Every value from the request is a bound parameter; the SQL text is this file's own.
 */
export interface FilterPart {
  where: SQL;
  /** Named figures, computed per matching candidate (`f.<name>` in `strength`). */
  figures: Record<string, SQL>;
  /** The strength over the figures; `f(name)` renders the figure's column. */
  strength: (f: (name: string) => SQL) => SQL;
  /** The explanation of the match, from the figures as read back. */
  explain: (figures: Record<string, unknown>, strength: number) => SearchMatch;
}

const num = (v: unknown) => (v === null || v === undefined ? undefined : Number(v));
const round = (v: number | undefined, digits = 2) =>
  v === undefined ? undefined : Math.round(v * 10 ** digits) / 10 ** digits;

/** A LIKE pattern containing `text` literally (the wildcards in it escaped). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const FULL_NAME = sql`(u.firstname || ' ' || u.lastname)`;
const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE = 111.045;

/** The great-circle distance in km from a point to the `l` location row (haversine). */
function distanceKm(lat: number, lng: number): SQL {
  return sql`(2 * ${EARTH_RADIUS_KM}::float8 * asin(sqrt(
    power(sin(radians(l.lat - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(l.lat)) * power(sin(radians(l.lng - ${lng}::float8) / 2), 2))))`;
}

/** A user_detail column among the ids given (work area, seniority, availability, education). */
function detailColumnPart(filter: SearchMatch['filter'], column: SQL, ids: number[]): FilterPart {
  return {
    where: sql`${column} IN ${ids}`,
    figures: { id: column },
    strength: () => sql`1.0`,
    explain: (f, strength) => ({ filter, strength, detail: { id: num(f.id) } }),
  };
}

/** The candidate holds this reference item (one part per id: soft skills, driver licences). */
function holdsPart(filter: SearchMatch['filter'], table: SQL, column: SQL, id: number): FilterPart {
  return {
    where: sql`EXISTS (SELECT 1 FROM ${table} x WHERE x.user_id = u.id AND ${column} = ${id})`,
    figures: {},
    strength: () => sql`1.0`,
    explain: (_f, strength) => ({ filter, strength, detail: { id } }),
  };
}

function skillPart(skill: { skillId: number; years: number }): FilterPart {
  const minYears = skill.years;
  return {
    where: sql`EXISTS (SELECT 1 FROM user_professional_skill s
      WHERE s.user_id = u.id AND s.professional_skill_id = ${skill.skillId} AND s.years >= ${minYears})`,
    figures: {
      years: sql`(SELECT s.years FROM user_professional_skill s
        WHERE s.user_id = u.id AND s.professional_skill_id = ${skill.skillId})`,
    },
    // Meeting the minimum is 0.6; each year over it adds 0.08, up to 1 at five years over.
    strength: (f) => sql`LEAST(1.0, 0.6 + 0.08 * (${f('years')} - ${minYears}))`,
    explain: (f, strength) => ({
      filter: 'professionalSkills',
      strength,
      detail: { id: skill.skillId, years: num(f.years), minYears },
    }),
  };
}

function languagePart(lang: { languageId: number; levelId: number }, facts: ReferenceFacts): FilterPart {
  const minOrder = facts.levelOrder.get(lang.levelId)!;
  // Levels compare by their order; the ids at or above the minimum let the (language, level) index answer.
  const enough = [...facts.levelOrder].filter(([, order]) => order >= minOrder).map(([id]) => id);
  const own = sql`FROM user_language ul WHERE ul.user_id = u.id AND ul.language_id = ${lang.languageId}`;
  return {
    where: sql`EXISTS (SELECT 1 ${own} AND ul.language_level_id IN ${enough})`,
    figures: {
      levelId: sql`(SELECT ul.language_level_id ${own})`,
      levelOrder: sql`(SELECT ll."order" FROM user_language ul JOIN language_level ll ON ll.id = ul.language_level_id
        WHERE ul.user_id = u.id AND ul.language_id = ${lang.languageId})`,
    },
    // The minimum level is 0.6; each level over it adds 0.2.
    strength: (f) => sql`LEAST(1.0, 0.6 + 0.2 * (${f('levelOrder')} - ${minOrder}))`,
    explain: (f, strength) => ({
      filter: 'languages',
      strength,
      detail: {
        id: lang.languageId,
        levelId: num(f.levelId),
        levelOrder: num(f.levelOrder),
        minLevelOrder: minOrder,
      },
    }),
  };
}

function locationPart(centre: { lat: number; lng: number }, radiusKm: number): FilterPart {
  const { lat, lng } = centre;
  const dLat = radiusKm / KM_PER_DEGREE;
  const cosLat = Math.cos((lat * Math.PI) / 180);
  const dLng = cosLat < 0.01 ? 180 : Math.min(180, radiusKm / (KM_PER_DEGREE * cosLat));
  // The bounding box narrows the municipalities on the (lat, lng) index; the haversine makes it a circle.
  return {
    where: sql`d.location_id IN (SELECT l.id FROM location l
      WHERE l.lat BETWEEN ${lat - dLat}::float8 AND ${lat + dLat}::float8
        AND l.lng BETWEEN ${lng - dLng}::float8 AND ${lng + dLng}::float8
        AND ${distanceKm(lat, lng)} <= ${radiusKm}::float8)`,
    figures: { distanceKm: sql`(SELECT ${distanceKm(lat, lng)} FROM location l WHERE l.id = d.location_id)` },
    // The centre is 1, the edge of the circle 0.5.
    strength: (f) => sql`GREATEST(0.5, 1.0 - 0.5 * ${f('distanceKm')} / ${radiusKm}::float8)`,
    explain: (f, strength) => ({
      filter: 'location',
      strength,
      detail: { distanceKm: round(num(f.distanceKm), 1), radiusKm },
    }),
  };
}

function companyPart(text: string): FilterPart {
  return {
    where: sql`d.employer_name ILIKE ${containsPattern(text)}`,
    figures: {
      value: sql`d.employer_name`,
      similarity: sql`similarity(d.employer_name, ${text}::text)`,
    },
    // Containing the text is 0.5; the closer the whole name is to it, the stronger.
    strength: (f) => sql`(0.5 + 0.5 * ${f('similarity')})`,
    explain: (f, strength) => ({
      filter: 'company',
      strength,
      detail: { value: f.value as string, similarity: round(num(f.similarity)) },
    }),
  };
}

/** The words of the free text a trigram index can look up (two characters or more, five at most). */
export function textTokens(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length >= 2);
  return [...new Set(words)].slice(0, 5);
}

/**
 * Free text: every word must appear in the full name, the headline or the name of one of the
 * candidate's skills. Each branch of the UNION uses its own trigram or btree index.
 */
function textPart(text: string, tokens: string[]): FilterPart {
  const wordMatches = tokens.map((token) => {
    const p = containsPattern(token);
    return sql`u.id IN (
      SELECT nu.id FROM "user" nu WHERE (nu.firstname || ' ' || nu.lastname) ILIKE ${p}
      UNION SELECT hd.user_id FROM user_detail hd WHERE hd.headline ILIKE ${p}
      UNION SELECT ks.user_id FROM user_professional_skill ks WHERE ks.professional_skill_id IN (
        SELECT ps.id FROM professional_skill ps WHERE ps.name ILIKE ${p} OR ps.name_en ILIKE ${p}))`;
  });
  const q = sql`${text}::text`;
  return {
    where: sql.join(wordMatches, sql` AND `),
    figures: {
      name: sql`word_similarity(${q}, ${FULL_NAME})`,
      headline: sql`word_similarity(${q}, coalesce(d.headline, ''))`,
      skill: sql`coalesce((SELECT max(GREATEST(word_similarity(${q}, ps.name), word_similarity(${q}, ps.name_en)))
        FROM user_professional_skill s JOIN professional_skill ps ON ps.id = s.professional_skill_id
        WHERE s.user_id = u.id), 0)`,
    },
    strength: (f) => sql`GREATEST(${f('name')}, ${f('headline')}, ${f('skill')})`,
    explain: (f, strength) => {
      const fields = (['name', 'headline', 'skill'] as const).map((field) => ({
        field,
        v: num(f[field]) ?? 0,
      }));
      const best = fields.reduce((a, b) => (b.v > a.v ? b : a));
      return { filter: 'text', strength, detail: { similarity: round(best.v), field: best.field } };
    },
  };
}

/** The SQL parts of every filter given, in the order of the contract. */
export function filterParts(filters: SearchFilters, facts: ReferenceFacts): FilterPart[] {
  const parts: FilterPart[] = [];
  const tokens = filters.text ? textTokens(filters.text) : [];
  if (filters.text && tokens.length > 0) parts.push(textPart(filters.text, tokens));
  for (const skill of filters.professionalSkills ?? []) parts.push(skillPart(skill));
  if (filters.workAreaIds)
    parts.push(detailColumnPart('workAreaIds', sql`d.work_area_id`, filters.workAreaIds));
  if (filters.seniorityIds)
    parts.push(detailColumnPart('seniorityIds', sql`d.seniority_id`, filters.seniorityIds));
  for (const id of filters.softSkillIds ?? []) {
    parts.push(holdsPart('softSkillIds', sql`user_soft_skill`, sql`x.soft_skill_id`, id));
  }
  if (filters.availabilityIds) {
    parts.push(detailColumnPart('availabilityIds', sql`d.availability_id`, filters.availabilityIds));
  }
  if (filters.protectedClassIds) {
    const ids = filters.protectedClassIds;
    const held = sql`FROM user_protected_class x WHERE x.user_id = u.id AND x.protected_class_id IN ${ids}`;
    parts.push({
      where: sql`EXISTS (SELECT 1 ${held})`,
      figures: { id: sql`(SELECT min(x.protected_class_id) ${held})` },
      strength: () => sql`1.0`,
      explain: (f, strength) => ({ filter: 'protectedClassIds', strength, detail: { id: num(f.id) } }),
    });
  }
  if (filters.location) parts.push(locationPart(facts.centre!, filters.location.radiusKm));
  if (filters.company) parts.push(companyPart(filters.company));
  if (filters.educationIds)
    parts.push(detailColumnPart('educationIds', sql`d.education_id`, filters.educationIds));
  for (const lang of filters.languages ?? []) parts.push(languagePart(lang, facts));
  for (const id of filters.driverLicenseIds ?? []) {
    parts.push(holdsPart('driverLicenseIds', sql`user_driver_license`, sql`x.driver_license_id`, id));
  }
  if (filters.excludeEmployed) {
    parts.push({
      where: sql`NOT d.employed`,
      figures: {},
      strength: () => sql`1.0`,
      explain: (_f, strength) => ({ filter: 'excludeEmployed', strength, detail: {} }),
    });
  }
  return parts;
}
