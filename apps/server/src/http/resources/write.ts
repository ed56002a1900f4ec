import { and, eq, sql } from 'drizzle-orm';
import { can, ErrorText } from '@hiring/domain';
import type { Actor } from '../actor.js';
import { conflict, forbidden, pgErrorCode } from '../errors.js';
import { assertAccess, readScope } from './access.js';
import type { ResourceDefinition, WriteContext } from './define-resource.js';
import { getRow, type Row } from './read.js';

const noShape = { select: undefined, include: [] };

function writeKey(def: ResourceDefinition) {
  return typeof def.write === 'object' && 'permission' in def.write ? def.write.permission : undefined;
}

/** The U/C rule on one record: the owner's own letter U, or C for anyone's. */
function assertMayWrite(def: ResourceDefinition, actor: Actor, ownerId: unknown): void {
  assertAccess(def.write!, actor);
  const key = writeKey(def);
  if (key && def.ownerField && !can(actor, key, typeof ownerId === 'number' ? ownerId : null)) {
    throw forbidden(ErrorText.unauthorized);
  }
}

/** The record as it stands in the caller's scope, for update and delete (404 outside it). */
async function loadForWrite(ctx: WriteContext, def: ResourceDefinition, id: number): Promise<Row> {
  assertAccess(def.write!, ctx.actor);
  const owner = def.ownerField;
  return getRow(ctx, def, id, { select: owner ? ['id', owner] : ['id'], include: [] });
}

export async function createRow(
  ctx: WriteContext,
  def: ResourceDefinition,
  input: Record<string, unknown>,
): Promise<Row> {
  assertAccess(def.write!, ctx.actor);
  const values = await def.create!.values(input, ctx);
  assertMayWrite(def, ctx.actor, def.ownerField ? values[def.ownerField] : undefined);
  const idColumn = def.columns.get('id')!.column;
  const [created] = await ctx.db
    .insert(def.table)
    .values(values as never)
    .returning({ id: idColumn });
  const after = await getRow(ctx, def, created!.id as number, noShape);
  await def.afterWrite?.(ctx, { verb: 'create', id: after.id as number, before: null, after });
  return after;
}

export async function updateRow(
  ctx: WriteContext,
  def: ResourceDefinition,
  id: number,
  input: Record<string, unknown>,
): Promise<Row> {
  const current = await loadForWrite(ctx, def, id);
  assertMayWrite(def, ctx.actor, def.ownerField ? current[def.ownerField] : undefined);
  const values = def.update!.values ? await def.update!.values(input, ctx) : input;
  if (Object.keys(values).length === 0) return getRow(ctx, def, id, noShape);
  const before = def.afterWrite ? await getRow(ctx, def, id, noShape) : null;
  const set = def.columns.has('updatedAt') ? { ...values, updatedAt: new Date() } : values;
  const idColumn = def.columns.get('id')!.column;
  await ctx.db
    .update(def.table)
    .set(set as never)
    .where(and(eq(idColumn, id), readScope(def, ctx)));
  const after = await getRow(ctx, def, id, noShape);
  await def.afterWrite?.(ctx, { verb: 'update', id, before, after });
  return after;
}

export async function deleteRow(ctx: WriteContext, def: ResourceDefinition, id: number): Promise<void> {
  const current = await loadForWrite(ctx, def, id);
  assertMayWrite(def, ctx.actor, def.ownerField ? current[def.ownerField] : undefined);
  const before = def.afterWrite ? await getRow(ctx, def, id, noShape) : null;
  const idColumn = def.columns.get('id')!.column;
  const where = and(eq(idColumn, id), readScope(def, ctx));
  if (def.hasSoftDelete) {
    await ctx.db
      .update(def.table)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` } as never)
      .where(where);
    await def.afterWrite?.(ctx, { verb: 'delete', id, before, after: null });
    return;
  }
  try {
    await ctx.db.delete(def.table).where(where);
  } catch (error) {
    if (pgErrorCode(error) === '23503') throw conflict('This record is still referenced by other records');
    throw error;
  }
  await def.afterWrite?.(ctx, { verb: 'delete', id, before, after: null });
}
