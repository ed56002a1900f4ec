import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { toSnakeCase } from 'drizzle-orm/casing';
import { and, getTableColumns, getTableName, isNull, notInArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { applicationStepTypes, defaultCompanyRoles, meetingTypes, videoStatuses } from '@hiring/domain';
import type { Database } from '../client.js';
import * as t from '../schema/index.js';
import { seedAiPrompts } from './ai-prompt-seed.js';

type Row = Record<string, unknown>;

const file = (name: string): Row[] =>
  JSON.parse(readFileSync(new URL(`./reference/${name}.json`, import.meta.url), 'utf8')) as Row[];

/** Each reference table with its rows and the API path a client syncs it from. */
interface ReferenceTable {
  table: PgTable;
  path: string;
  rows: Row[];
  model?: string;
  /**
   * `add-only`: the back office edits the table (the licence catalogue), so shipped rows are only
   * added when missing, never overwritten or deleted. `shipped-rows`: the table also holds rows
   * the product did not ship (a company's own roles), which are never deleted.
   */
  ownership?: 'add-only' | 'shipped-rows';
}

function referenceTables(): ReferenceTable[] {
  const workAreas = file('work-area');
  const pairs = workAreas.flatMap((w) =>
    (w.softSkillSeniorities as Array<{ softSkillId: number; seniorityId: number }>).map((p) => ({
      workAreaId: w.id,
      ...p,
    })),
  );
  return [
    { table: t.seniority, path: 'seniority', rows: file('seniority') },
    { table: t.questionArea, path: 'question-area', rows: file('question-area') },
    { table: t.question, path: 'question', rows: file('question') },
    { table: t.softSkill, path: 'soft-skill', rows: file('soft-skill') },
    { table: t.workArea, path: 'work-area', rows: workAreas.map(({ softSkillSeniorities: _s, ...w }) => w) },
    {
      table: t.workAreaSoftSkillSeniority,
      path: 'work-area',
      model: 'work_area',
      rows: pairs.map((p, i) => ({ id: i + 1, ...p })),
    },
    { table: t.professionalSkill, path: 'professional-skill', rows: file('professional-skill') },
    { table: t.language, path: 'language', rows: file('language') },
    { table: t.languageLevel, path: 'language-level', rows: file('language-level') },
    { table: t.education, path: 'education', rows: file('education') },
    { table: t.driverLicense, path: 'driver-license', rows: file('driver-license') },
    { table: t.protectedClass, path: 'protected-class', rows: file('protected-class') },
    { table: t.availability, path: 'availability', rows: file('availability') },
    { table: t.affiliation, path: 'affiliation', rows: file('affiliation') },
    { table: t.location, path: 'location', rows: file('location') },
    { table: t.meetingType, path: 'meeting-type', rows: meetingTypes.map(({ key: _k, ...m }) => m) },
    {
      table: t.applicationStepType,
      path: 'application-step-type',
      rows: applicationStepTypes.map((s) => ({ ...s })),
    },
    { table: t.videoStatus, path: 'video-status', rows: videoStatuses.map((s) => ({ ...s })) },
    { table: t.updateIcon, path: 'update-icon', rows: file('update-icon') },
    { table: t.userColor, path: 'user-color', rows: file('user-color') },
    { table: t.license, path: 'license', rows: file('license'), ownership: 'add-only' },
    {
      table: t.companyRole,
      path: 'company-role',
      rows: defaultCompanyRoles.map((r) => ({ ...r })),
      ownership: 'shipped-rows',
    },
  ];
}

/**
 * Brings the reference tables to the shipped content: new rows are added, changed rows updated
 * (their updatedAt moves, so clients re-sync them), rows no longer shipped are soft-deleted.
 * Skipped entirely when the content has not changed since the last run.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  // The AI prompts keep their own idempotent upsert (admin edits survive it).
  await seedAiPrompts(db);
  const tables = referenceTables();
  const digest = createHash('sha256')
    .update(JSON.stringify(tables.map((x) => x.rows)))
    .digest('hex');
  const [last] = await db
    .select()
    .from(t.appMeta)
    .where(sql`${t.appMeta.key} = 'reference-digest'`);
  if (last?.value === digest) return;

  await db.transaction(async (tx) => {
    for (const entry of tables) await upsertRows(tx as unknown as Database, entry);
    // The registry holds one entry per synced model: its newest change (the join table counts for work_area).
    const latest = new Map<string, { path: string; updatedAt: Date }>();
    for (const { table, path, model } of tables) {
      const [row] = rowsOf<{ max: string | null }>(
        await tx.execute(sql`SELECT max(updated_at) AS max FROM ${table}`),
      );
      const updatedAt = row?.max ? new Date(row.max) : new Date();
      const name = model ?? getTableName(table);
      const prev = latest.get(name);
      if (!prev || updatedAt > prev.updatedAt) latest.set(name, { path, updatedAt });
    }
    for (const [name, { path, updatedAt }] of latest) {
      await tx
        .insert(t.model)
        .values({ name, path, updatedAt })
        .onConflictDoUpdate({ target: t.model.name, set: { path, updatedAt, deletedAt: null } });
    }
    await tx
      .insert(t.appMeta)
      .values({ key: 'reference-digest', value: digest })
      .onConflictDoUpdate({ target: t.appMeta.key, set: { value: digest } });
  });
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

async function upsertRows(db: Database, { table, rows, ownership }: ReferenceTable): Promise<void> {
  const columns = getTableColumns(table);
  if (ownership === 'add-only') {
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insert(table)
        .values(rows.slice(i, i + 500) as never)
        .onConflictDoNothing();
    await moveIdentityPastIds(db, table);
    return;
  }
  const content = Object.keys(rows[0] ?? {}).filter((k) => k !== 'id' && k in columns);
  // Columns are declared without names; the database's names are their snake_case form.
  const excluded = (key: string) => sql.raw(`excluded."${toSnakeCase(key)}"`);
  const set: Record<string, unknown> = { updatedAt: sql`now()`, deletedAt: null };
  for (const key of content) set[key] = excluded(key);
  const distinct = sql.join(
    content.map((key) => sql`${columns[key]!} IS DISTINCT FROM ${excluded(key)}`),
    sql` OR `,
  );
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(table)
      .values(rows.slice(i, i + 500) as never)
      .onConflictDoUpdate({
        target: columns.id as never,
        set: set as never,
        setWhere: sql`${distinct} OR ${columns.deletedAt!} IS NOT NULL`,
      });
  }
  const ids = rows.map((r) => r.id as number);
  const shipped = ownership === 'shipped-rows' ? isNull(columns.companyId!) : undefined;
  await db
    .update(table)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` } as never)
    .where(and(isNull(columns.deletedAt!), ids.length ? notInArray(columns.id!, ids) : undefined, shipped));
  await moveIdentityPastIds(db, table);
}

/** Explicit ids leave the identity sequence behind; move it past them. */
async function moveIdentityPastIds(db: Database, table: PgTable): Promise<void> {
  const name = getTableName(table);
  await db.execute(
    sql.raw(
      `SELECT setval(pg_get_serial_sequence('"${name}"', 'id'), GREATEST((SELECT max(id) FROM "${name}"), 1))`,
    ),
  );
}
