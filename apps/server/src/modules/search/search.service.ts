import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import {
  defaultSearchOrder,
  RoleId,
  type ParsedSearchQuery,
  type SearchMatch,
  type SearchResult,
  type SearchResultItem,
} from '@hiring/domain';
import { postgresPool, type Database } from '../../db/client.js';
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

/**
 * The candidates matching every filter, with their figures: the common table expressions ending
 * with `m`, computed once (MATERIALIZED keeps the planner from inlining the figures' subqueries into
 * every expression that reads them).
 *
 * With the work area and a skill or language among the filters, the profile conditions are checked on a second reference
 * to user_detail (`dk`) that user_detail's search index answers alone (an index-only scan of
 * (work_area_id, location_id) carrying the other filter columns and the user id): the profile rows
 * (`d`) are then read only for the candidates the skills and languages leave, not for every
 * profile in the area and the radius.
 */
function matchingCandidates(parts: FilterPart[]): SQL {
  const figures = parts.flatMap((p, i) =>
    Object.entries(p.figures).map(([name, expr]) => sql`, ${expr} AS ${figureColumn(i, name)}`),
  );
  // Only when a skill or language join narrows the candidates first: over a whole area (every
  // profile read anyway) the second reference costs more than it saves.
  const keyed = parts.some((p) => p.keysProfileIndex) && parts.some((p) => p.join);
  const profile = keyed ? sql`dk` : sql`d`;
  const ctes = parts.flatMap((p) => (p.with ? [sql`${p.with}, `] : []));
  const joins = parts.flatMap((p) => (p.join ? [sql` ${p.join}`] : []));
  const where = parts.flatMap((p) => [
    ...(p.onProfile ? [sql` AND ${p.onProfile(profile)}`] : []),
    ...(p.where ? [sql` AND ${p.where}`] : []),
  ]);
  const from = keyed
    ? sql`user_detail dk JOIN "user" u ON u.id = dk.user_id JOIN user_detail d ON d.user_id = dk.user_id`
    : sql`"user" u JOIN user_detail d ON d.user_id = u.id`;
  return sql`${sql.join(ctes, sql``)}m AS MATERIALIZED (
    SELECT u.id AS user_id, u.firstname, u.lastname, u.picture, u.created_at,
      d.updated_at, d.headline, d.employed, d.location_id, d.work_area_id, d.seniority_id
      ${sql.join(figures, sql``)}
    FROM ${from}${sql.join(joins, sql``)}
    WHERE ${SEARCHABLE}${keyed ? sql` AND dk.deleted_at IS NULL` : sql``}${sql.join(where, sql``)})`;
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
  return sql`WITH ${matchingCandidates(parts)},
    page AS (
      SELECT ranked.*, count(*) OVER ()::int AS total FROM (
        SELECT sx.*, (${rank})::float8 AS rank FROM (
          SELECT m.*${sql.join(strengths, sql``)} FROM m
        ) sx
      ) ranked
      ORDER BY ${order}
      LIMIT ${query.take} OFFSET ${query.skip}
    ),
    -- The top skills of the page's candidates, in one pass (MATERIALIZED: computed once, not again
    -- for each row of the page when the planner nests the join below).
    top AS MATERIALIZED (
      SELECT user_id, json_agg(json_build_object('skillId', id, 'name', name, 'years', years)
        ORDER BY years DESC, name) AS skills
      FROM (
        SELECT s.user_id, ps.id, ps.name, s.years,
          row_number() OVER (PARTITION BY s.user_id ORDER BY s.years DESC, ps.name) AS n
        FROM user_professional_skill s JOIN professional_skill ps ON ps.id = s.professional_skill_id
        WHERE s.user_id IN (SELECT user_id FROM page)
      ) ranked_skills
      WHERE n <= ${RESULT_SKILLS}
      GROUP BY user_id
    )
    SELECT page.*,
      CASE WHEN loc.id IS NULL THEN NULL ELSE json_build_object('id', loc.id, 'name', loc.name, 'province', loc.province) END AS location,
      CASE WHEN wa.id IS NULL THEN NULL ELSE json_build_object('id', wa.id, 'name', wa.name) END AS work_area,
      CASE WHEN sen.id IS NULL THEN NULL ELSE json_build_object('id', sen.id, 'name', sen.name) END AS seniority,
      top.skills
    FROM page
    LEFT JOIN location loc ON loc.id = page.location_id
    LEFT JOIN work_area wa ON wa.id = page.work_area_id
    LEFT JOIN seniority sen ON sen.id = page.seniority_id
    LEFT JOIN top ON top.user_id = page.user_id
    ORDER BY ${order}`;
}

/** Runs one of the search's statements; `prepared`: as a named prepared statement (PostgreSQL only). */
type Run = <T>(query: SQL, prepared?: boolean) => Promise<T[]>;

/**
 * Names of the search statements prepared on PostgreSQL, by SQL text. The text depends only on the
 * query's shape (which filters, how many skills or languages, list lengths, the sort): every value
 * a request brings travels as a parameter. PostgreSQL then parses and plans a shape once per
 * connection instead of on every search (planning was 15–30 % of a search's database time); it
 * keeps planning each execution while its custom plans beat the generic one (plan_cache_mode auto).
 * At most MAX_PREPARED shapes: each connection keeps its plans, and the shapes past it run unnamed.
 */
const preparedNames = new Map<string, string>();
const MAX_PREPARED = 64;

function preparedName(text: string): string | undefined {
  let name = preparedNames.get(text);
  if (!name && preparedNames.size < MAX_PREPARED) {
    name = `search_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    preparedNames.set(text, name);
  }
  return name;
}

/**
 * The search's statements on one connection: on PostgreSQL one pooled client, its statements named
 * prepared statements; on PGlite (in its worker or in process), its one connection. No transaction:
 * the statements only read, and the planner costs they need are the connections' own
 * (db/planner-settings.ts), so a search is two round trips (the reference facts, the statement).
 */
async function onSearchConnection<T>(db: Database, body: (run: Run) => Promise<T>): Promise<T> {
  const client = postgresPool(db);
  if (client) {
    const dialect = (db as unknown as { dialect: PgDialect }).dialect;
    const conn = await client.connect();
    try {
      return await body(async <R>(query: SQL, prepared = false) => {
        const { sql: text, params } = dialect.sqlToQuery(query);
        const name = prepared ? preparedName(text) : undefined;
        const result = await conn.query(name ? { name, text, values: params } : { text, values: params });
        return result.rows as R[];
      });
    } finally {
      conn.release();
    }
  }
  return body(async <R>(query: SQL) => resultRows<R>(await db.execute(query)));
}

/** Candidate search (spec section 9): every filter given, AND-ed, ranked and explained. */
export async function searchCandidates(db: Database, query: ParsedSearchQuery): Promise<SearchResult> {
  return onSearchConnection(db, async (run) => {
    // One pooled connection for the whole search.
    const facts = await loadReferenceFacts(db, query.filters, run);
    const parts = filterParts(query.filters, facts);
    const rows = await run<Row>(searchStatement(query, parts), true);
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && query.skip > 0) {
      const counted = await run<{ total: number }>(
        sql`WITH ${matchingCandidates(parts)} SELECT count(*)::int AS total FROM m`,
      );
      total = Number(counted[0]?.total ?? 0);
    }
    return { total: Number(total), items: rows.map((row) => toItem(row, parts)) };
  });
}
