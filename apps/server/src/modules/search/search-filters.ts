import { sql, type SQL } from 'drizzle-orm';
import type { SearchFilters, SearchMatch } from '@hiring/domain';
import { intArray } from '../../db/int-array.js';
import type { ReferenceFacts } from './search-reference.js';
import { containsPattern } from '../../http/resources/where.js';

/**
 * One filter of the candidate search as SQL: the condition on a candidate (`u` is the user row,
 * `d` their user_detail), the figures behind the match (selected per candidate), and how strong the
 * match is (0..1, computed in SQL from those figures so the rank can order and page in the database).
 * Every value from the request is a bound parameter; the SQL text is this file's own.
 */
export interface FilterPart {
  /** The condition on the candidate, unless the join is all the filter needs. */
  where?: SQL;
  /**
   * Instead of `where`: a condition on the profile columns that user_detail's search index carries
   * (work area, location, seniority, availability, education, employed), for the alias given.
   */
  onProfile?: (d: SQL) => SQL;
  /**
   * The filter gives the leading key of that index (the work area): the profile conditions are then
   * checked on the index alone, before any profile row is read (see `matchingCandidates`).
   */
  keysProfileIndex?: boolean;
  /**
   * An inner join of the candidate query, one row per candidate at most (skills and languages are
   * unique per candidate): the planner may start from it, and its columns are the figures.
   */
  join?: SQL;
  /** A common table expression (`name AS (...)`) the figures read, computed once per search. */
  with?: SQL;
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
function detailColumnPart(filter: SearchMatch['filter'], column: string, ids: number[]): FilterPart {
  const name = sql.raw(column);
  return {
    onProfile: (d) => sql`${d}.${name} IN ${ids}`,
    ...(column === 'work_area_id' ? { keysProfileIndex: true } : {}),
    figures: { id: sql`d.${name}` },
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

function skillPart(skill: { skillId: number; years: number }, alias: SQL): FilterPart {
  const minYears = skill.years;
  return {
    join: sql`JOIN user_professional_skill ${alias} ON ${alias}.user_id = u.id
      AND ${alias}.professional_skill_id = ${skill.skillId} AND ${alias}.years >= ${minYears}`,
    figures: { years: sql`${alias}.years` },
    // Meeting the minimum is 0.6; each year over it adds 0.08, up to 1 at five years over.
    strength: (f) => sql`LEAST(1.0, 0.6 + 0.08 * (${f('years')} - ${minYears}))`,
    explain: (f, strength) => ({
      filter: 'professionalSkills',
      strength,
      detail: { id: skill.skillId, years: num(f.years), minYears },
    }),
  };
}

function languagePart(
  lang: { languageId: number; levelId: number },
  facts: ReferenceFacts,
  alias: SQL,
): FilterPart {
  const minOrder = facts.levelOrder.get(lang.levelId)!;
  // Levels compare by their order; the ids at or above the minimum let the (language, level) index answer.
  const enough = [...facts.levelOrder].filter(([, order]) => order >= minOrder);
  const orderOf = sql.join(
    enough.map(([id, order]) => sql`WHEN ${sql.raw(String(id))} THEN ${sql.raw(String(order))}`),
    sql` `,
  );
  return {
    join: sql`JOIN user_language ${alias} ON ${alias}.user_id = u.id
      AND ${alias}.language_id = ${lang.languageId} AND ${alias}.language_level_id IN ${enough.map(([id]) => id)}`,
    figures: { levelId: sql`${alias}.language_level_id` },
    // The minimum level is 0.6; each level over it adds 0.2.
    strength: (f) => sql`LEAST(1.0, 0.6 + 0.2 * ((CASE ${f('levelId')} ${orderOf} END) - ${minOrder}))`,
    explain: (f, strength) => ({
      filter: 'languages',
      strength,
      detail: {
        id: lang.languageId,
        levelId: num(f.levelId),
        levelOrder: facts.levelOrder.get(Number(f.levelId)),
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
  // The bounding box narrows the municipalities on the (lat, lng) index; the haversine makes it a
  // circle. Their ids, computed once, are a list user_detail's location index looks up in one scan.
  return {
    with: sql`near AS MATERIALIZED (SELECT l.id, ${distanceKm(lat, lng)} AS km FROM location l
      WHERE l.lat BETWEEN ${lat - dLat}::float8 AND ${lat + dLat}::float8
        AND l.lng BETWEEN ${lng - dLng}::float8 AND ${lng + dLng}::float8
        AND ${distanceKm(lat, lng)} <= ${radiusKm}::float8)`,
    onProfile: (d) => sql`${d}.location_id = ANY (ARRAY(SELECT id FROM near))`,
    figures: { distanceKm: sql`(SELECT near.km FROM near WHERE near.id = d.location_id)` },
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
 * candidate's skills (`skillIds`: by word, the skills named with it, read with the reference facts;
 * a word no skill is named with asks for no candidate's skills). When other filters narrow the
 * candidates, each word is checked on the candidates they leave (`checked`); when the text is all
 * there is to go by, each word is looked up in the trigram indexes (a UNION of the users whose
 * name, headline or skills contain it).
 */
function textPart(text: string, tokens: string[], skillIds: number[][], checked: boolean): FilterPart {
  const wordMatches = tokens.map((token, i) => {
    const p = containsPattern(token);
    const skills = skillIds[i] ?? [];
    if (checked) {
      const bySkill = skills.length
        ? sql` OR EXISTS (SELECT 1 FROM user_professional_skill ks
          WHERE ks.user_id = u.id AND ks.professional_skill_id = ANY (${intArray(skills)}))`
        : sql``;
      return sql`(${FULL_NAME} ILIKE ${p} OR d.headline ILIKE ${p}${bySkill})`;
    }
    const bySkill = skills.length
      ? sql` UNION SELECT ks.user_id FROM user_professional_skill ks WHERE ks.professional_skill_id = ANY (${intArray(skills)})`
      : sql``;
    return sql`u.id IN (
      SELECT nu.id FROM "user" nu WHERE (nu.firstname || ' ' || nu.lastname) ILIKE ${p}
      UNION SELECT hd.user_id FROM user_detail hd WHERE hd.headline ILIKE ${p}${bySkill})`;
  });
  const q = sql`${text}::text`;
  const likeness = sql`GREATEST(word_similarity(${q}, ps.name), word_similarity(${q}, ps.name_en))`;
  // A candidate's closest skill name. Few candidates (the text checked on what other filters
  // leave): looked up per skill. Many (the text alone): every skill's likeness once, in an array
  // by skill id, so each candidate costs a few subscripts.
  const skill = checked
    ? sql`coalesce((SELECT max((SELECT ${likeness} FROM professional_skill ps WHERE ps.id = s.professional_skill_id))
        FROM user_professional_skill s WHERE s.user_id = u.id), 0)`
    : sql`coalesce((SELECT max(ts.sim[s.professional_skill_id])
        FROM text_skill ts, user_professional_skill s WHERE s.user_id = u.id), 0)`;
  return {
    where: sql.join(wordMatches, sql` AND `),
    ...(checked
      ? {}
      : {
          with: sql`text_skill AS MATERIALIZED (
            SELECT array_agg(coalesce(${likeness}, 0) ORDER BY g.id) AS sim
            FROM generate_series(1, (SELECT coalesce(max(id), 0) FROM professional_skill)) g(id)
            LEFT JOIN professional_skill ps ON ps.id = g.id)`,
        }),
    figures: {
      name: sql`word_similarity(${q}, ${FULL_NAME})`,
      headline: sql`word_similarity(${q}, coalesce(d.headline, ''))`,
      skill,
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
  (filters.professionalSkills ?? []).forEach((skill, i) => {
    parts.push(skillPart(skill, sql.raw(`sk${i}`)));
  });
  if (filters.workAreaIds) parts.push(detailColumnPart('workAreaIds', 'work_area_id', filters.workAreaIds));
  if (filters.seniorityIds)
    parts.push(detailColumnPart('seniorityIds', 'seniority_id', filters.seniorityIds));
  for (const id of filters.softSkillIds ?? []) {
    parts.push(holdsPart('softSkillIds', sql`user_soft_skill`, sql`x.soft_skill_id`, id));
  }
  if (filters.availabilityIds) {
    parts.push(detailColumnPart('availabilityIds', 'availability_id', filters.availabilityIds));
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
    parts.push(detailColumnPart('educationIds', 'education_id', filters.educationIds));
  (filters.languages ?? []).forEach((lang, i) => {
    parts.push(languagePart(lang, facts, sql.raw(`lg${i}`)));
  });
  for (const id of filters.driverLicenseIds ?? []) {
    parts.push(holdsPart('driverLicenseIds', sql`user_driver_license`, sql`x.driver_license_id`, id));
  }
  // The free text comes first in the contract's order; it is checked per candidate when any other
  // filter narrows them (excluding the employed hardly does).
  const tokens = filters.text ? textTokens(filters.text) : [];
  if (filters.text && tokens.length > 0) {
    parts.unshift(textPart(filters.text, tokens, facts.textSkillIds, parts.length > 0));
  }
  if (filters.excludeEmployed) {
    parts.push({
      onProfile: (d) => sql`NOT ${d}.employed`,
      figures: {},
      strength: () => sql`1.0`,
      explain: (_f, strength) => ({ filter: 'excludeEmployed', strength, detail: {} }),
    });
  }
  return parts;
}
