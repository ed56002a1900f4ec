import { sql, type SQL } from 'drizzle-orm';
import type { SearchFilters } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { cachedReference } from '../../db/reference-cache.js';
import { badRequest } from '../../http/errors.js';
import { resultRows } from './result-rows.js';
import { containsPattern } from '../../http/resources/where.js';
import { textTokens } from './search-filters.js';

/**
 * What the filters need from the reference tables: language level orders, the radius centre, and
 * for each word of the free text the skills whose name contains it.
 */
export interface ReferenceFacts {
  levelOrder: Map<number, number>;
  centre: { lat: number; lng: number } | null;
  /** By word of `textTokens(filters.text)`: the ids of the skills named with it (often none). */
  textSkillIds: number[][];
}

/** The reference table each id list of the filters points into (their own SQL, never the request's). */
function idLists(filters: SearchFilters): Array<{ key: string; table: SQL; ids: number[] }> {
  const lists = [
    {
      key: 'professionalSkills',
      table: sql`professional_skill`,
      ids: filters.professionalSkills?.map((s) => s.skillId),
    },
    { key: 'workAreaIds', table: sql`work_area`, ids: filters.workAreaIds },
    { key: 'seniorityIds', table: sql`seniority`, ids: filters.seniorityIds },
    { key: 'softSkillIds', table: sql`soft_skill`, ids: filters.softSkillIds },
    { key: 'availabilityIds', table: sql`availability`, ids: filters.availabilityIds },
    { key: 'protectedClassIds', table: sql`protected_class`, ids: filters.protectedClassIds },
    { key: 'educationIds', table: sql`education`, ids: filters.educationIds },
    { key: 'languages', table: sql`language`, ids: filters.languages?.map((l) => l.languageId) },
    { key: 'driverLicenseIds', table: sql`driver_license`, ids: filters.driverLicenseIds },
  ];
  return lists.filter((l): l is { key: string; table: SQL; ids: number[] } => !!l.ids?.length);
}

/** The facts' query, in one statement, and the 400 it gives for unknown ids (centre: a municipality's). */
async function queryReferenceFacts(
  filters: SearchFilters,
  lists: ReturnType<typeof idLists>,
  tokens: string[],
  run: (query: SQL) => Promise<unknown[]>,
): Promise<ReferenceFacts> {
  const locationId = filters.location?.locationId;
  const branches: SQL[] = lists.map(
    (l) => sql`SELECT ${l.key}::text AS k, id, NULL::float8 AS a, NULL::float8 AS b
      FROM ${l.table} WHERE id IN ${l.ids} AND deleted_at IS NULL`,
  );
  if (filters.languages) {
    branches.push(
      sql`SELECT 'level'::text AS k, id, "order"::float8 AS a, NULL::float8 AS b FROM language_level WHERE deleted_at IS NULL`,
    );
  }
  if (locationId) {
    branches.push(
      sql`SELECT 'location'::text AS k, id, lat AS a, lng AS b FROM location WHERE id = ${locationId} AND deleted_at IS NULL`,
    );
  }
  tokens.forEach((token, i) => {
    const p = containsPattern(token);
    branches.push(
      sql`SELECT 'text'::text AS k, id, ${i}::float8 AS a, NULL::float8 AS b FROM professional_skill
        WHERE name ILIKE ${p} OR name_en ILIKE ${p}`,
    );
  });
  const facts: ReferenceFacts = { levelOrder: new Map(), centre: null, textSkillIds: tokens.map(() => []) };
  if (branches.length === 0) return facts;

  const rows = (await run(sql.join(branches, sql` UNION ALL `))) as Array<{
    k: string;
    id: number;
    a: number | null;
    b: number | null;
  }>;
  const found = new Set(rows.map((r) => `${r.k}:${r.id}`));
  const errors: string[] = [];
  for (const l of lists) {
    const missing = [...new Set(l.ids)].filter((id) => !found.has(`${l.key}:${id}`));
    if (missing.length > 0) errors.push(`filters.${l.key}: unknown id ${missing.join(', ')}`);
  }
  for (const r of rows) {
    if (r.k === 'level') facts.levelOrder.set(Number(r.id), Number(r.a));
    else if (r.k === 'text') facts.textSkillIds[Number(r.a)]?.push(Number(r.id));
  }
  for (const l of filters.languages ?? []) {
    if (!facts.levelOrder.has(l.levelId)) errors.push(`filters.languages: unknown levelId ${l.levelId}`);
  }
  if (locationId) {
    const loc = rows.find((r) => r.k === 'location');
    if (loc) facts.centre = { lat: Number(loc.a), lng: Number(loc.b) };
    else errors.push(`filters.location: unknown locationId ${locationId}`);
  }
  if (errors.length > 0) throw badRequest(errors);
  return facts;
}

/**
 * Checks that every id the filters name exists (400 naming the unknown ones) and reads what the
 * filters need: the language levels' order, the centre of a municipality and the skills each word
 * of the free text names (so the search's statement asks for a candidate's skills only when some
 * skill has that word in its name). One query, its answer reused for a minute for the same
 * filters (db/reference-cache.ts).
 */
export async function loadReferenceFacts(
  db: Database,
  filters: SearchFilters,
  /** How to run the query: on `db` unless given (the search runs it on its own connection). */
  run: (query: SQL) => Promise<unknown[]> = async (query) => resultRows(await db.execute(query)),
): Promise<ReferenceFacts> {
  const lists = idLists(filters);
  const tokens = filters.text ? textTokens(filters.text) : [];
  // Everything the query reads from the filters, and nothing else.
  const key = JSON.stringify([
    lists.map((l) => [l.key, l.ids]),
    filters.languages?.map((l) => l.levelId) ?? null,
    filters.location?.locationId ?? null,
    tokens,
  ]);
  const stored = await cachedReference(db, key, () => queryReferenceFacts(filters, lists, tokens, run));
  const place = filters.location?.place;
  const placeCentre = place ? { lng: place.center[0], lat: place.center[1] } : null;
  return { ...stored, centre: stored.centre ?? placeCentre };
}
