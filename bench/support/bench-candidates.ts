import { sql, type SQL } from 'drizzle-orm';
import { RoleId, type SearchQuery } from '@hiring/domain';
import type { Database } from '../../apps/server/src/db/client.js';
import {
  firstNamesFemale,
  firstNamesMale,
  headlines as demoHeadlines,
  lastNames,
} from '../../apps/server/src/db/seed/demo-names.js';
import { resultRows } from '../../apps/server/src/modules/search/result-rows.js';

/** The e-mail domain of the generated candidates (the demo seed never uses it). */
export const CANDIDATE_DOMAIN = 'candidates.bench.test';

/** Reference ids of the seed (apps/server/src/db/seed/reference/*.json) the spread leans on. */
export const ref = {
  itWorkArea: 1,
  italian: 1,
  english: 2,
  native: 7,
  licenceB: 6,
  milano: 13,
  /** The ten largest cities of the seed (torino, milano, verona, padova, bologna, firenze, ancona, roma, napoli, bari). */
  bigCities: [1, 13, 24, 29, 43, 52, 63, 69, 80, 84],
};

/** More IT headlines than the demo's: a third of the generated candidates work in IT. */
const headlines: Record<number, string[]> = {
  ...demoHeadlines,
  1: [
    ...demoHeadlines[1]!,
    'Software developer Node.js',
    'Mobile developer Flutter e Kotlin',
    'Sviluppatore PHP Laravel',
    'Software engineer Go e microservizi',
    'QA engineer e test automation',
    'Sistemista Linux',
    'Data engineer Spark e Airflow',
    'Developer .NET e Azure',
  ],
};

const employers = [
  'Acme Software S.p.A.',
  'Tecnoware S.r.l.',
  'Logistica Adriatica S.p.A.',
  'DataCorp',
  'Banca Lombarda',
  'Ospedale San Carlo',
  'Comune di Bologna',
  'Metalmeccanica Veneta S.r.l.',
  'Supermercati Uniti',
  'Hotel Bellavista',
  'Studio Legale Marini',
  'Costruzioni Ferri S.p.A.',
  'Moda Italia S.r.l.',
  'Consulenza Cloud S.r.l.',
  'Trasporti Rapidi',
];

/**
 * A deterministic number in [0, 1) per key and salt: the spread is the same on every run and
 * database, without a random() state that a pool of connections would not share.
 */
const rnd = (key: SQL, salt: number) =>
  sql`(mod(hashint4((${key}) * 31 + ${sql.raw(String(salt))})::bigint + 2147483648, 1000003) / 1000003.0)`;
/** A whole number from 0 to n - 1, with the same spread. */
const pick = (key: SQL, salt: number, n: SQL | number) =>
  sql`floor(${rnd(key, salt)} * ${typeof n === 'number' ? sql.raw(String(n)) : n})::int`;
/** The first value whose cumulative weight (in %) exceeds a draw: `weighted(key, salt, [[id, %], ...])`. */
function weighted(key: SQL, salt: number, table: Array<[number, number]>): SQL {
  let sum = 0;
  const whens = table.map(([value, weight]) => {
    sum += weight;
    return sql.raw(`WHEN r < ${sum / 100} THEN ${value}`);
  });
  return sql`(SELECT CASE ${sql.join(whens, sql` `)} ELSE ${sql.raw(String(table.at(-1)![0]))} END
    FROM (SELECT ${rnd(key, salt)} AS r) x)`;
}

/** A constant of this file as SQL text (a bound parameter would have no type inside a UNION). */
const lit = (n: number) => sql.raw(String(n));
const list = (values: string[]) => sql`string_to_array(${values.join('|')}, '|')`;

const users = (from: number, to: number) => sql`
  INSERT INTO "user" (email, firstname, lastname, role_id, picture, email_verified_at, created_at, updated_at)
  SELECT 'cand-' || g || '@${sql.raw(CANDIDATE_DOMAIN)}',
    CASE WHEN ${rnd(sql`g`, 1)} < 0.5 THEN f[1 + ${pick(sql`g`, 2, sql`cardinality(f)`)}]
      ELSE m[1 + ${pick(sql`g`, 2, sql`cardinality(m)`)}] END,
    l[1 + ${pick(sql`g`, 3, sql`cardinality(l)`)}],
    ${lit(RoleId.user)},
    CASE WHEN ${rnd(sql`g`, 4)} < 0.3 THEN 'https://cdn.example/p/' || g || '.jpg' END,
    now(), t, t
  FROM generate_series(${from}::int, ${to}::int) g
  CROSS JOIN (SELECT ${list(firstNamesFemale)} AS f, ${list(firstNamesMale)} AS m, ${list(lastNames)} AS l) n
  CROSS JOIN LATERAL (SELECT now() - ${rnd(sql`g`, 5)} * interval '1095 days' AS t) c`;

/** The candidates' profiles; `u` ranges over the new users of ids from..to. */
const details = (from: number, to: number) => sql`
  INSERT INTO user_detail (user_id, headline, location_id, availability_id, seniority_id, work_area_id,
    education_id, employed, employer_name, created_at, updated_at)
  SELECT p.id,
    coalesce(h.list ->> ${pick(sql`p.id`, 20, sql`greatest(jsonb_array_length(h.list), 1)`)},
      s.name || ' – ' || lower(w.name)),
    p.location_id, p.availability_id, p.seniority_id, p.work_area_id, p.education_id, p.employed,
    CASE WHEN p.employed OR ${rnd(sql`p.id`, 21)} < 0.5
      THEN (${list(employers)})[1 + ${pick(sql`p.id`, 22, employers.length)}] END,
    p.created_at, p.created_at + ${rnd(sql`p.id`, 23)} * (now() - p.created_at)
  FROM (
    SELECT u.id, u.created_at,
      CASE WHEN ${rnd(sql`u.id`, 10)} < 0.35 THEN ${lit(ref.itWorkArea)} ELSE 2 + ${pick(sql`u.id`, 11, 22)} END AS work_area_id,
      CASE WHEN ${rnd(sql`u.id`, 12)} < 0.03 THEN NULL
        WHEN ${rnd(sql`u.id`, 13)} < 0.4 THEN (${sql.raw(`ARRAY[${ref.bigCities.join(',')}]`)})[1 + ${pick(sql`u.id`, 14, ref.bigCities.length)}]
        ELSE 1 + ${pick(sql`u.id`, 15, sql`(SELECT count(*) FROM location)`)} END AS location_id,
      1 + ${pick(sql`u.id`, 16, 6)} AS availability_id,
      ${weighted(sql`u.id`, 17, [
        [1, 8],
        [2, 25],
        [3, 30],
        [4, 24],
        [5, 10],
        [6, 3],
      ])} AS seniority_id,
      ${weighted(sql`u.id`, 18, [
        [1, 1],
        [2, 6],
        [3, 8],
        [4, 35],
        [5, 4],
        [6, 20],
        [7, 20],
        [8, 4],
        [9, 1],
        [10, 1],
      ])} AS education_id,
      ${rnd(sql`u.id`, 19)} < 0.55 AS employed
    FROM "user" u WHERE u.id BETWEEN ${from} AND ${to} AND u.email LIKE ${`%@${CANDIDATE_DOMAIN}`}
  ) p
  JOIN work_area w ON w.id = p.work_area_id
  JOIN seniority s ON s.id = p.seniority_id
  LEFT JOIN LATERAL (SELECT ${JSON.stringify(headlines)}::jsonb -> p.work_area_id::text AS list) h ON true`;

/** Generated candidates' profiles of user ids from..to (`d` in the list inserts). */
const profilesIn = (from: number, to: number) => sql`user_detail d WHERE d.user_id BETWEEN ${from} AND ${to}`;

/** 3–8 skills, mostly from the candidate's work area and its more common skills, 0–11 years each. */
const skills = (from: number, to: number) => sql`
  INSERT INTO user_professional_skill (user_id, professional_skill_id, years)
  SELECT a.user_id, a.ids[1 + mod(a.start + k, cardinality(a.ids))],
    floor(power(${rnd(sql`a.user_id * 8 + k`, 31)}, 1.4) * 12)::int
  FROM (
    SELECT d.user_id, ids,
      floor(power(${rnd(sql`d.user_id`, 32)}, 2) * cardinality(ids))::int AS start,
      3 + ${pick(sql`d.user_id`, 33, 6)} AS n
    FROM user_detail d
    JOIN (SELECT work_area_id, array_agg(id ORDER BY id) AS ids FROM professional_skill
      WHERE deleted_at IS NULL GROUP BY work_area_id) ps ON ps.work_area_id = d.work_area_id
    WHERE d.user_id BETWEEN ${from} AND ${to}
  ) a
  CROSS JOIN generate_series(0, 7) k
  WHERE k < a.n
  ON CONFLICT DO NOTHING`;

/** Italian for almost everyone (mostly native), English for three in four, a third language for one in four. */
const languages = (from: number, to: number) => sql`
  INSERT INTO user_language (user_id, language_id, language_level_id)
  SELECT d.user_id, ${lit(ref.italian)},
    CASE WHEN ${rnd(sql`d.user_id`, 40)} < 0.9 THEN ${lit(ref.native)} ELSE 3 + ${pick(sql`d.user_id`, 41, 4)} END
  FROM ${profilesIn(from, to)} AND ${rnd(sql`d.user_id`, 42)} < 0.97
  UNION ALL
  SELECT d.user_id, ${lit(ref.english)}, ${weighted(sql`d.user_id`, 43, [
    [1, 5],
    [2, 15],
    [3, 30],
    [4, 28],
    [5, 15],
    [6, 5],
    [7, 2],
  ])}
  FROM ${profilesIn(from, to)} AND ${rnd(sql`d.user_id`, 44)} < 0.75
  UNION ALL
  SELECT d.user_id, 3 + ${pick(sql`d.user_id`, 45, 10)}, 1 + ${pick(sql`d.user_id`, 46, 6)}
  FROM ${profilesIn(from, to)} AND ${rnd(sql`d.user_id`, 47)} < 0.25
  ON CONFLICT DO NOTHING`;

/** 2–5 distinct soft skills (a stride of 5 over the 22 never repeats one). */
const softSkills = (from: number, to: number) => sql`
  INSERT INTO user_soft_skill (user_id, soft_skill_id)
  SELECT d.user_id, 1 + mod(${pick(sql`d.user_id`, 50, 22)} + 5 * k, 22)
  FROM generate_series(0, 4) k, ${profilesIn(from, to)} AND k < 2 + ${pick(sql`d.user_id`, 51, 4)}
  ON CONFLICT DO NOTHING`;

/** Licence B for seven in ten; some motorbike, some truck licences with the CQC; protected classes for 6 %. */
const licencesAndClasses = (from: number, to: number) => [
  sql`INSERT INTO user_driver_license (user_id, driver_license_id)
    SELECT d.user_id, ${lit(ref.licenceB)} FROM ${profilesIn(from, to)} AND ${rnd(sql`d.user_id`, 60)} < 0.7
    UNION ALL
    SELECT d.user_id, 4 FROM ${profilesIn(from, to)} AND ${rnd(sql`d.user_id`, 61)} < 0.1
    UNION ALL
    SELECT d.user_id, x.id FROM user_detail d CROSS JOIN (VALUES (10), (17)) x(id)
      WHERE d.user_id BETWEEN ${from} AND ${to} AND ${rnd(sql`d.user_id`, 62)} < 0.05
    ON CONFLICT DO NOTHING`,
  sql`INSERT INTO user_protected_class (user_id, protected_class_id)
    SELECT d.user_id, 1 + ${pick(sql`d.user_id`, 70, 9)} FROM ${profilesIn(from, to)} AND ${rnd(sql`d.user_id`, 71)} < 0.06`,
  // A few candidates hide from searches (their preference), the rest have none or keep the default.
  sql`INSERT INTO user_preference (user_id, searchable)
    SELECT d.user_id, ${rnd(sql`d.user_id`, 80)} >= 0.2 FROM ${profilesIn(from, to)} AND ${rnd(sql`d.user_id`, 81)} < 0.15`,
];

/** The search benches' query: a JavaScript developer around Milan, five filters and free text. */
export const developerSearch: SearchQuery = {
  filters: {
    text: 'developer',
    professionalSkills: [{ skillId: 2, years: 2 }],
    workAreaIds: [ref.itWorkArea],
    seniorityIds: [3, 4],
    languages: [{ languageId: ref.english, levelId: 4 }],
    location: { locationId: ref.milano, radiusKm: 50 },
  },
  sort: 'rank',
  take: 200,
  skip: 0,
};

/**
 * Bulk-generates `total` candidates (role user) with full profiles, in SQL (INSERT ... SELECT over
 * generate_series, `chunk` users per statement), spread realistically over the reference data.
 */
export async function addCandidates(
  db: Database,
  total: number,
  chunk = 20_000,
  progress: (done: number) => void = () => undefined,
): Promise<void> {
  for (let g = 1; g <= total; g += chunk) {
    const last = Math.min(total, g + chunk - 1);
    const [{ lo, hi }] = resultRows<{ lo: number; hi: number }>(
      await db.execute(sql`WITH ins AS (${users(g, last)} RETURNING id)
        SELECT min(id)::int AS lo, max(id)::int AS hi FROM ins`),
    ) as [{ lo: number; hi: number }];
    for (const statement of [
      details(lo, hi),
      skills(lo, hi),
      languages(lo, hi),
      softSkills(lo, hi),
      ...licencesAndClasses(lo, hi),
    ]) {
      await db.execute(statement);
    }
    progress(last);
  }
}
