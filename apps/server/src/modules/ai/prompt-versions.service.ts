import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { aiPrompt, aiPromptVersion, user } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { defineResource } from '../../http/resources/define-resource.js';
import type { listQuerySchema } from '../../http/resources/list-query.js';
import { parseListQuery } from '../../http/resources/list-query.js';
import { countRows, listRows, type Row } from '../../http/resources/read.js';
import { recordAudit } from '../admin/audit.js';
import type { z } from 'zod';
import { requiredPlaceholders } from './prompts.js';

const ADMIN = { admin: 'ai-tweaking' } as const;

/** The prompts as the back office lists them (the texts are read one prompt at a time). */
export const aiPromptList = defineResource({
  name: 'ai-prompt',
  table: aiPrompt,
  verbs: [],
  read: ADMIN,
  scope: () => undefined,
  fields: [
    'id',
    'key',
    'lang',
    'version',
    'temperature',
    'model',
    'maxTokens',
    'updatedByUserId',
    'createdAt',
    'updatedAt',
  ],
});

/** A prompt's saved versions (the history), without their texts. */
export const aiPromptVersionList = defineResource({
  name: 'ai-prompt-version',
  table: aiPromptVersion,
  verbs: [],
  read: ADMIN,
  scope: () => undefined,
  fields: [
    'id',
    'promptId',
    'version',
    'temperature',
    'model',
    'maxTokens',
    'note',
    'createdByUserId',
    'createdAt',
  ],
});

/** What a version of a prompt says: the texts and the model settings. */
export interface PromptDraft {
  system: string;
  template: string;
  temperature: number;
  model: string | null;
  maxTokens: number | null;
}

type ListParams = z.infer<typeof listQuerySchema>;

/** `{ id: 'Anna Alfa' }` for the given user ids. */
async function userNames(db: Database, ids: Array<number | null>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: user.id, firstname: user.firstname, lastname: user.lastname })
    .from(user)
    .where(inArray(user.id, wanted));
  return new Map(rows.map((r) => [r.id, `${r.firstname} ${r.lastname}`.trim()]));
}

async function withNames(db: Database, rows: Row[], idField: string, nameField: string): Promise<Row[]> {
  const names = await userNames(
    db,
    rows.map((r) => r[idField] as number | null),
  );
  return rows.map((r) => ({ ...r, [nameField]: names.get(r[idField] as number) ?? null }));
}

/** The prompts, paged, sorted and filtered like a generic list, with who last changed each. */
export async function listPrompts(db: Database, actor: Actor, params: ListParams) {
  const q = parseListQuery(aiPromptList, params);
  const ctx = { db, actor };
  const rows = await listRows(ctx, aiPromptList, q);
  const data = await withNames(db, rows, 'updatedByUserId', 'updatedByName');
  return q.count ? { data, total: await countRows(ctx, aiPromptList, q) } : { data };
}

/** A prompt's versions (newest first unless the query orders otherwise), with who saved each. */
export async function listPromptVersions(db: Database, actor: Actor, promptId: number, params: ListParams) {
  await promptRow(db, promptId);
  const ordered = params.order === undefined && params.orderBy === undefined;
  const parsed = parseListQuery(aiPromptVersionList, ordered ? { ...params, orderBy: '-version' } : params);
  const q = { ...parsed, where: and(eq(aiPromptVersion.promptId, promptId), parsed.where) };
  const ctx = { db, actor };
  const rows = await listRows(ctx, aiPromptVersionList, q);
  const data = await withNames(db, rows, 'createdByUserId', 'createdByName');
  return q.count ? { data, total: await countRows(ctx, aiPromptVersionList, q) } : { data };
}

async function promptRow(db: Database, id: number) {
  const [row] = await db.select().from(aiPrompt).where(eq(aiPrompt.id, id));
  if (!row) throw notFound(`ai-prompt ${id} not found`);
  return row;
}

/** One prompt with its texts, who changed it last and the placeholders its template must keep. */
export async function readPrompt(db: Database, id: number) {
  const row = await promptRow(db, id);
  const names = await userNames(db, [row.updatedByUserId]);
  return {
    id: row.id,
    key: row.key,
    lang: row.lang,
    version: row.version,
    system: row.system,
    template: row.template,
    temperature: row.temperature,
    model: row.model,
    maxTokens: row.maxTokens,
    updatedByUserId: row.updatedByUserId,
    updatedByName: row.updatedByUserId ? (names.get(row.updatedByUserId) ?? null) : null,
    updatedAt: row.updatedAt.toISOString(),
    requiredPlaceholders: [...(requiredPlaceholders[row.key] ?? [])],
  };
}

/**
 * One version's texts. Version 0 is the shipped text: its row is written on the first save; before
 * that, the prompt row itself is version 0.
 */
export async function readPromptVersion(db: Database, promptId: number, version: number) {
  const prompt = await promptRow(db, promptId);
  const [row] = await db
    .select()
    .from(aiPromptVersion)
    .where(and(eq(aiPromptVersion.promptId, promptId), eq(aiPromptVersion.version, version)));
  if (row) {
    const names = await userNames(db, [row.createdByUserId]);
    return {
      version: row.version,
      system: row.system,
      template: row.template,
      temperature: row.temperature,
      model: row.model,
      maxTokens: row.maxTokens,
      note: row.note,
      createdByUserId: row.createdByUserId,
      createdByName: row.createdByUserId ? (names.get(row.createdByUserId) ?? null) : null,
      createdAt: row.createdAt.toISOString(),
    };
  }
  if (version === 0 && prompt.version === 0) {
    return {
      version: 0,
      system: prompt.system,
      template: prompt.template,
      temperature: prompt.temperature,
      model: prompt.model,
      maxTokens: prompt.maxTokens,
      note: null,
      createdByUserId: null,
      createdByName: null,
      createdAt: prompt.updatedAt.toISOString(),
    };
  }
  throw notFound(`version ${version} of ai-prompt ${promptId} not found`);
}

/** 400 when a template lacks a placeholder its key needs (a job draft without `{description}` drafts from nothing). */
export function assertPlaceholders(key: string, template: string): void {
  const missing = (requiredPlaceholders[key] ?? []).filter((name) => !template.includes(`{${name}}`));
  if (missing.length > 0) {
    throw badRequest(missing.map((name) => `template: the placeholder {${name}} is missing`));
  }
}

type Tx = Database;

/**
 * Writes a new version of a prompt and makes it the one in use, in one transaction: the caller sends
 * the version it edited (`baseVersion`); if the prompt moved on meanwhile, 409. The shipped text is
 * kept as version 0 on the first save, so it can be compared and rolled back to.
 */
async function writeVersion(
  db: Database,
  actor: Actor,
  input: { promptId: number; baseVersion: number; draft: PromptDraft; note: string | null },
  audit: (
    prompt: { key: string; lang: string },
    version: number,
  ) => { action: string; data: Record<string, unknown> },
) {
  const by = actor.impersonatorUserId ?? actor.userId;
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Tx;
    const [current] = await tx.select().from(aiPrompt).where(eq(aiPrompt.id, input.promptId)).for('update');
    if (!current) throw notFound(`ai-prompt ${input.promptId} not found`);
    if (current.version !== input.baseVersion) {
      throw conflict(`The prompt has changed since v${input.baseVersion}: v${current.version} is in use now`);
    }
    assertPlaceholders(current.key, input.draft.template);
    if (current.version === 0) {
      await tx
        .insert(aiPromptVersion)
        .values({
          promptId: current.id,
          version: 0,
          system: current.system,
          template: current.template,
          temperature: current.temperature,
          model: current.model,
          maxTokens: current.maxTokens,
          note: null,
          createdByUserId: null,
          createdAt: current.updatedAt,
        })
        .onConflictDoNothing();
    }
    const version = current.version + 1;
    await tx.insert(aiPromptVersion).values({
      promptId: current.id,
      version,
      ...input.draft,
      note: input.note,
      createdByUserId: by,
    });
    await tx
      .update(aiPrompt)
      .set({ ...input.draft, version, updatedByUserId: by, updatedAt: new Date() })
      .where(eq(aiPrompt.id, current.id));
    await recordAudit(tx, actor, audit(current, version));
  });
  return readPrompt(db, input.promptId);
}

/** Saves an edited prompt as its next version (audited `prompt-save`). */
export function savePromptVersion(
  db: Database,
  actor: Actor,
  promptId: number,
  input: PromptDraft & { baseVersion: number; note: string | null },
) {
  const { baseVersion, note, system, template, temperature, model, maxTokens } = input;
  return writeVersion(
    db,
    actor,
    { promptId, baseVersion, note, draft: { system, template, temperature, model, maxTokens } },
    (prompt, version) => ({ action: 'prompt-save', data: { key: prompt.key, lang: prompt.lang, version } }),
  );
}

/** Makes version N the one in use again, as a new version copying it (note "rollback to vN"; audited `prompt-rollback`). */
export async function rollbackPrompt(
  db: Database,
  actor: Actor,
  promptId: number,
  input: { version: number; baseVersion: number },
) {
  const target = await readPromptVersion(db, promptId, input.version);
  if (input.version === input.baseVersion) {
    throw badRequest(`version: v${input.version} is already the version in use`);
  }
  const { system, template, temperature, model, maxTokens } = target;
  return writeVersion(
    db,
    actor,
    {
      promptId,
      baseVersion: input.baseVersion,
      note: `rollback to v${input.version}`,
      draft: { system, template, temperature, model, maxTokens },
    },
    (prompt, version) => ({
      action: 'prompt-rollback',
      data: { key: prompt.key, lang: prompt.lang, version, from: input.version },
    }),
  );
}
