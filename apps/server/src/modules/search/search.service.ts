import { sql, type SQL } from 'drizzle-orm';
import {
  defaultSearchOrder,
  RoleId,
  type ParsedSearchQuery,
  type SearchMatch,
  type SearchResult,
  type SearchResultItem,
} from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { filterParts, type FilterPart } from './search-filters.js';
import { loadReferenceFacts } from './search-reference.js';
import { resultRows } from './result-rows.js';

/** How many of a candidate's skills a result carries (the most years first). */
export const RESULT_SKILLS = 5;

/**
 * The candidates a company may find: users with the candidate role, not deleted, with a profile,
 * and not hidden by their preference (searchable defaults to true without a preference row).
 */
const SEARCHABLE = sql`u.role_id = ${RoleId.user} AND u.deleted_at IS NULL AND d.deleted_at IS NULL
  AND NOT EXISTS (SELECT 1 FROM user_preference p WHERE p.user_id = u.id AND NOT p.searchable)`;

const figureColumn = (part: number, name: string) => sql.raw(`"f${part}_${name}"`);
const strengthColumn = (part: number) => sql.raw(`s${part}`);

/** The candidates matching every filter, with their figures (`m` in the queries below). */
function matchingCandidates(parts: FilterPart[]): SQL {
  const figures = parts.flatMap((p, i) =>
    Object.entries(p.figures).map(([name, expr]) => sql`, ${expr} AS ${figureColumn(i, name)}`),
  );
  const where = parts.map((p) => sql` AND ${p.where}`);
  return sql`SELECT u.id AS user_id, u.firstname, u.lastname, u.picture, u.created_at,
      d.updated_at, d.headline, d.employed, d.location_id, d.work_area_id, d.seniority_id
      ${sql.join(figures, sql``)}
    FROM "user" u JOIN user_detail d ON d.user_id = u.id
    WHERE ${SEARCHABLE}${sql.join(where, sql``)}`;
}

function orderBy(query: ParsedSearchQuery): SQL {
  const dir = sql.raw((query.order ?? defaultSearchOrder(query.sort)) === 'asc' ? 'ASC' : 'DESC');
  const keys: Record<ParsedSearchQuery['sort'], SQL> = {
    rank: sql`rank ${dir}, updated_at DESC`,
    name: sql`lower(firstname) ${dir}, lower(lastname) ${dir}`,
    lastname: sql`lower(lastname) ${dir}, lower(firstname) ${dir}`,
    created: sql`created_at ${dir}`,
    modified: sql`updated_at ${dir}`,
  };
  return sql`${keys[query.sort]}, user_id ASC`;
}

type Row = Record<string, unknown> & {
  user_id: number;
  firstname: string;
  lastname: string;
  picture: string | null;
  headline: string | null;
  employed: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  rank: number;
  total: number;
  location: { id: number; name: string; province: string } | null;
  work_area: { id: number; name: string } | null;
  seniority: { id: number; name: string } | null;
  skills: Array<{ skillId: number; name: string; years: number }> | null;
};

const iso = (v: Date | string) => new Date(v).toISOString();
const rounded = (v: unknown) => Math.round(Number(v) * 1000) / 1000;

function toItem(row: Row, parts: FilterPart[]): SearchResultItem {
  const matches: SearchMatch[] = parts.map((part, i) => {
    const figures = Object.fromEntries(Object.keys(part.figures).map((name) => [name, row[`f${i}_${name}`]]));
    return part.explain(figures, rounded(row[`s${i}`]));
  });
  return {
    userId: row.user_id,
    firstname: row.firstname,
    lastname: row.lastname,
    picture: row.picture,
    headline: row.headline,
    location: row.location,
    workArea: row.work_area,
    seniority: row.seniority,
    employed: row.employed,
    skills: row.skills ?? [],
    rank: rounded(row.rank),
    matches,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** The whole search in one statement (plus a count when the page is past the end). */
export function searchStatement(query: ParsedSearchQuery, parts: FilterPart[]): SQL {
  const strengths = parts.map(
    (p, i) =>
      sql`, (${p.strength((name) => sql`m.${figureColumn(i, name)}`)})::float8 AS ${strengthColumn(i)}`,
  );
  const rank = parts.length
    ? sql.join(
        parts.map((_p, i) => strengthColumn(i)),
        sql` + `,
      )
    : sql`0`;
  const order = orderBy(query);
  return sql`SELECT page.*,
      CASE WHEN loc.id IS NULL THEN NULL ELSE json_build_object('id', loc.id, 'name', loc.name, 'province', loc.province) END AS location,
      CASE WHEN wa.id IS NULL THEN NULL ELSE json_build_object('id', wa.id, 'name', wa.name) END AS work_area,
      CASE WHEN sen.id IS NULL THEN NULL ELSE json_build_object('id', sen.id, 'name', sen.name) END AS seniority,
      sk.skills
    FROM (
      SELECT ranked.*, count(*) OVER ()::int AS total FROM (
        SELECT sx.*, (${rank})::float8 AS rank FROM (
          SELECT m.*${sql.join(strengths, sql``)} FROM (${matchingCandidates(parts)}) m
        ) sx
      ) ranked
      ORDER BY ${order}
      LIMIT ${query.take} OFFSET ${query.skip}
    ) page
    LEFT JOIN location loc ON loc.id = page.location_id
    LEFT JOIN work_area wa ON wa.id = page.work_area_id
    LEFT JOIN seniority sen ON sen.id = page.seniority_id
    LEFT JOIN LATERAL (
      SELECT json_agg(json_build_object('skillId', top.id, 'name', top.name, 'years', top.years)
        ORDER BY top.years DESC, top.name) AS skills
      FROM (
        SELECT ps.id, ps.name, s.years FROM user_professional_skill s
        JOIN professional_skill ps ON ps.id = s.professional_skill_id
        WHERE s.user_id = page.user_id ORDER BY s.years DESC, ps.name LIMIT ${RESULT_SKILLS}
      ) top
    ) sk ON true
    ORDER BY ${order}`;
}

/** Candidate search (spec section 9): every filter given, AND-ed, ranked and explained. */
export async function searchCandidates(db: Database, query: ParsedSearchQuery): Promise<SearchResult> {
  const facts = await loadReferenceFacts(db, query.filters);
  const parts = filterParts(query.filters, facts);
  const rows = resultRows<Row>(await db.execute(searchStatement(query, parts)));
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.skip > 0) {
    const counted = resultRows<{ total: number }>(
      await db.execute(sql`SELECT count(*)::int AS total FROM (${matchingCandidates(parts)}) m`),
    );
    total = Number(counted[0]?.total ?? 0);
  }
  return { total: Number(total), items: rows.map((row) => toItem(row, parts)) };
}
