import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  defaultBoardColumns,
  isLockedColumn,
  type BoardCard,
  type BoardColumn,
  type BoardPayload,
  type SpecialColumn,
  type StepStyle,
} from '@hiring/domain';
import type { Database } from '../../db/client.js';
import {
  application,
  applicationStep,
  applicationStepType,
  job,
  jobApplicationStatus,
  user,
  userDetail,
} from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { resultRows } from '../search/result-rows.js';
import { visibleJob } from './board-access.js';
import type { BoardCache } from './board-cache.js';

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

function columnsQuery(db: Database, jobId: number) {
  return db
    .select({
      id: jobApplicationStatus.id,
      name: jobApplicationStatus.name,
      order: jobApplicationStatus.order,
      special: jobApplicationStatus.special,
    })
    .from(jobApplicationStatus)
    .where(and(eq(jobApplicationStatus.jobId, jobId), isNull(jobApplicationStatus.deletedAt)))
    .orderBy(asc(jobApplicationStatus.order), asc(jobApplicationStatus.id));
}

/**
 * Gives a job without columns the default ones (spec section 4), named by their keys (the web app
 * names them in the reader's language). The job's row lock makes parallel first reads wait for
 * each other: the second finds the columns.
 */
export async function ensureDefaultColumns(db: Database, jobId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: job.id }).from(job).where(eq(job.id, jobId)).for('update');
    const [existing] = await tx
      .select({ id: jobApplicationStatus.id })
      .from(jobApplicationStatus)
      .where(and(eq(jobApplicationStatus.jobId, jobId), isNull(jobApplicationStatus.deletedAt)))
      .limit(1);
    if (existing) return;
    await tx
      .insert(jobApplicationStatus)
      .values(defaultBoardColumns.map((c) => ({ jobId, name: c.name, order: c.order, special: c.special })));
  });
}

/** The cards of a job: applications with their candidate and last step, in one query (no N+1). */
async function boardCards(
  db: Database,
  jobId: number,
  lockedColumns: ReadonlySet<number>,
  onlyId?: number,
): Promise<BoardCard[]> {
  const last = db
    .select({
      key: applicationStepType.key,
      style: applicationStepType.style,
      createdAt: applicationStep.createdAt,
    })
    .from(applicationStep)
    .innerJoin(applicationStepType, eq(applicationStepType.id, applicationStep.applicationStepTypeId))
    .where(eq(applicationStep.applicationId, application.id))
    .orderBy(desc(applicationStep.createdAt), desc(applicationStep.id))
    .limit(1)
    .as('last_step');
  const rows = await db
    .select({
      id: application.id,
      jobApplicationStatusId: application.jobApplicationStatusId,
      viewedAt: application.viewedAt,
      createdAt: application.createdAt,
      withdrawnAt: application.withdrawnAt,
      userId: user.id,
      firstname: user.firstname,
      lastname: user.lastname,
      picture: user.picture,
      headline: userDetail.headline,
      stepKey: last.key,
      stepStyle: last.style,
      stepAt: last.createdAt,
    })
    .from(application)
    .innerJoin(user, eq(user.id, application.userId))
    .leftJoin(userDetail, eq(userDetail.userId, application.userId))
    .leftJoinLateral(last, sql`true`)
    .where(
      and(
        eq(application.jobId, jobId),
        isNull(application.deletedAt),
        onlyId === undefined ? undefined : eq(application.id, onlyId),
      ),
    )
    .orderBy(desc(application.createdAt), desc(application.id));
  return rows.map((r) => ({
    id: r.id,
    jobApplicationStatusId: r.jobApplicationStatusId,
    viewedAt: iso(r.viewedAt),
    createdAt: r.createdAt.toISOString(),
    locked:
      r.withdrawnAt !== null ||
      (r.jobApplicationStatusId !== null && lockedColumns.has(r.jobApplicationStatusId)),
    candidate: {
      userId: r.userId,
      firstname: r.firstname,
      lastname: r.lastname,
      picture: r.picture,
      headline: r.headline,
    },
    lastStep:
      r.stepKey === null || r.stepAt === null
        ? null
        : { key: r.stepKey, style: r.stepStyle as StepStyle, createdAt: r.stepAt.toISOString() },
  }));
}

const lockedIds = (columns: ReadonlyArray<{ id: number; special: string | null }>) =>
  new Set(columns.filter((c) => isLockedColumn(c.special)).map((c) => c.id));

/** One card, as the board shows it (the answer of a single move). */
export async function loadCard(db: Database, jobId: number, applicationId: number): Promise<BoardCard> {
  const [card] = await boardCards(db, jobId, lockedIds(await columnsQuery(db, jobId)), applicationId);
  return card!;
}

/** A JSON value's text, or `null` (a NULL in `||` would blank the whole card). */
const jsonText = (value: SQL) => sql`coalesce(to_json(${value})::text, 'null')`;

/** A timestamp(3) with time zone as the JSON string `Date.toISOString()` writes (UTC, ms, `Z`), or `null`. */
const isoJson = (column: SQL) =>
  sql`coalesce('"' || to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"', 'null')`;

/**
 * Every card of a job as the text of one JSON array, written by the database: the same cards, in
 * the same order, as `boardCards`, without 2,000 rows going through the driver, Drizzle's row mapping
 * and `JSON.stringify` in the server's process. The cards are concatenated text rather than
 * `json_build_object`, whose output puts a space around every `:` and `,` (13 % more bytes).
 * Strings go through `to_json`, which escapes them as JSON. The candidate is a subquery per card (two
 * key lookups): as a join, with the default planner costs and 100,000 candidates in the database,
 * PostgreSQL would read the whole user and user_detail tables to hash them (2–3 times slower).
 */
async function boardCardsJson(
  db: Database,
  jobId: number,
  lockedColumns: ReadonlySet<number>,
): Promise<string> {
  const locked = [...lockedColumns];
  // A withdrawn application (docs/talents.md) is locked wherever it sits.
  const lockedSql = locked.length
    ? sql`CASE WHEN a.withdrawn_at IS NOT NULL OR a.job_application_status_id IN (${sql.join(
        locked.map((id) => sql`${id}`),
        sql`, `,
      )}) THEN 'true' ELSE 'false' END`
    : sql`CASE WHEN a.withdrawn_at IS NOT NULL THEN 'true' ELSE 'false' END`;
  const rows = resultRows<{ cards: string | null }>(
    await db.execute(sql`
      SELECT '[' || string_agg(
        '{"id":' || a.id
        || ',"jobApplicationStatusId":' || coalesce(a.job_application_status_id::text, 'null')
        || ',"viewedAt":' || ${isoJson(sql`a.viewed_at`)}
        || ',"createdAt":' || ${isoJson(sql`a.created_at`)}
        || ',"locked":' || ${lockedSql}
        || ',"candidate":' || (
          SELECT '{"userId":' || u.id
            || ',"firstname":' || ${jsonText(sql`u.firstname`)}
            || ',"lastname":' || ${jsonText(sql`u.lastname`)}
            || ',"picture":' || ${jsonText(sql`u.picture`)}
            || ',"headline":' || ${jsonText(sql`d.headline`)} || '}'
          FROM "user" u LEFT JOIN user_detail d ON d.user_id = u.id
          WHERE u.id = a.user_id)
        || ',"lastStep":' || CASE WHEN ls.created_at IS NULL THEN 'null' ELSE
          '{"key":' || ${jsonText(sql`ls.key`)}
          || ',"style":' || ${jsonText(sql`ls.style`)}
          || ',"createdAt":' || ${isoJson(sql`ls.created_at`)} || '}' END
        || '}',
        ',' ORDER BY a.created_at DESC, a.id DESC) || ']' AS cards
      FROM application a
      LEFT JOIN LATERAL (
        SELECT t.key, t.style, s.created_at
        FROM application_step s JOIN application_step_type t ON t.id = s.application_step_type_id
        WHERE s.application_id = a.id
        ORDER BY s.created_at DESC, s.id DESC
        LIMIT 1
      ) ls ON true
      WHERE a.job_id = ${jobId} AND a.deleted_at IS NULL`),
  );
  return rows[0]?.cards ?? '[]';
}

/**
 * The columns and cards of a job's board, as the text `"columns":[…],"applications":[…]` (the
 * part of the answer the board cache keeps); `keep` is false when the job's default columns were
 * written here, which moved its version past the one the caller read.
 */
async function boardBodyJson(db: Database, jobId: number): Promise<{ text: string; keep: boolean }> {
  let columnRows = await columnsQuery(db, jobId);
  const keep = columnRows.length > 0;
  if (!keep) {
    await ensureDefaultColumns(db, jobId);
    columnRows = await columnsQuery(db, jobId);
  }
  const columns: BoardColumn[] = columnRows.map((c) => ({
    ...c,
    special: c.special as SpecialColumn | null,
    locked: isLockedColumn(c.special),
  }));
  const cards = await boardCardsJson(db, jobId, lockedIds(columns));
  return { text: `"columns":${JSON.stringify(columns)},"applications":${cards}`, keep };
}

/**
 * `GET /board/{jobId}`: the job, its columns (the defaults first if it has none) and its cards, as
 * the JSON text of `{ data: BoardPayload }` (the cards built in SQL, see `boardCardsJson`). The job
 * is read on every request with its access check and its `board_version`; the columns and cards
 * come from `cache` when it holds that version (board-cache.ts).
 */
export async function loadBoardJson(
  db: Database,
  actor: Actor,
  jobId: number,
  cache?: BoardCache,
): Promise<string> {
  const found = await visibleJob(db, actor, jobId);
  const job = {
    id: found.id,
    name: found.name,
    userId: found.userId,
    publishedAt: iso(found.publishedAt),
    suspendedAt: iso(found.suspendedAt),
    archivedAt: iso(found.archivedAt),
    importedAt: iso(found.importedAt),
  } satisfies BoardPayload['job'];
  const body = cache
    ? await cache.get(jobId, found.boardVersion, () => boardBodyJson(db, jobId))
    : (await boardBodyJson(db, jobId)).text;
  // `{"data":{"job":…,"columns":…,"applications":[…]}}`, the keys in BoardPayload's order.
  return `{"data":{"job":${JSON.stringify(job)},${body}}}`;
}
