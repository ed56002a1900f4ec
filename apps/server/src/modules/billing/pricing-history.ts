import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { auditLog, company, user } from '../../db/schema/index.js';
import { badRequest } from '../../http/errors.js';
import type { FieldInfo, FieldKind } from '../../http/resources/fields.js';
import { parseWhere } from '../../http/resources/where.js';

/** The audit actions of pricing (docs/billing.md, "The back office"). */
export const PRICING_ACTIONS = [
  'tier-update',
  'price-set',
  'price-override',
  'price-override-end',
  'license-create',
  'license-update',
  'license-delete',
  'license-grant',
  'license-change',
  'license-end',
  'license-withdraw',
] as const;

export const HISTORY_MAX_TAKE = 100;

const jsonInt = (path: string) =>
  sql<number | null>`nullif(${auditLog.data} #>> ${sql.raw(`'{${path}}'`)}, '')::int`;

const actorName = sql<string>`concat_ws(' ', ${user.firstname}, ${user.lastname})`;

/** The table's columns: what a client may filter and sort on, and their kinds. */
const columns: Record<string, { expr: SQL | PgColumn; kind: FieldKind }> = {
  id: { expr: auditLog.id, kind: 'integer' },
  createdAt: { expr: auditLog.createdAt, kind: 'date' },
  action: { expr: auditLog.action, kind: 'string' },
  actor: { expr: actorName, kind: 'string' },
  company: { expr: company.name, kind: 'string' },
  subject: { expr: sql<string | null>`${auditLog.data} ->> 'subject'`, kind: 'string' },
  publishCents: { expr: jsonInt('after,publishCents'), kind: 'integer' },
  dayCents: { expr: jsonInt('after,dayCents'), kind: 'integer' },
  monthlyPriceCents: { expr: jsonInt('after,monthlyPriceCents'), kind: 'integer' },
};

const fields = new Map<string, FieldInfo>(
  Object.entries(columns).map(([name, c]) => [
    name,
    // The where parser builds conditions on the expression as it would on a column.
    { name, column: c.expr as unknown as PgColumn, kind: c.kind, nullable: name !== 'id' },
  ]),
);
const fieldNames = new Set(fields.keys());

export const historyQuery = z
  .object({
    take: z.coerce.number().int().min(1).max(HISTORY_MAX_TAKE).optional(),
    skip: z.coerce.number().int().min(0).max(1_000_000).optional(),
    where: z
      .unknown()
      .optional()
      .describe('conditions on the columns: {field: value | {op: value}}, AND, OR'),
    order: z.unknown().optional().describe('{field: ASC|DESC}'),
    count: z.unknown().optional().describe('accepted for the lazy tables; the total is always given'),
  })
  .strict();

const person = z.object({ id: z.number().int(), name: z.string() });

export const historyRowSchema = z.object({
  id: z.number().int(),
  createdAt: z.date(),
  action: z.string(),
  actor: person,
  companyId: z.number().int().nullable(),
  company: z.string().nullable(),
  subject: z.string().nullable(),
  publishCents: z.number().int().nullable(),
  dayCents: z.number().int().nullable(),
  monthlyPriceCents: z.number().int().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
});

function json(value: unknown, label: string): unknown {
  if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw badRequest(`${label}: not valid JSON`);
  }
}

function parseOrder(value: unknown): SQL[] {
  const order = json(value, 'order');
  const out: SQL[] = [];
  if (order !== undefined && order !== '') {
    if (typeof order !== 'object' || order === null || Array.isArray(order)) {
      throw badRequest('order: must be {field: ASC|DESC}');
    }
    for (const [name, raw] of Object.entries(order)) {
      const column = columns[name];
      if (!column) throw badRequest(`order: unknown or not sortable field '${name}'`);
      const dir = String(raw).toLowerCase();
      if (!['asc', 'desc', '1', '-1'].includes(dir)) throw badRequest(`order.${name}: must be ASC or DESC`);
      out.push(dir === 'asc' || dir === '1' ? asc(column.expr) : desc(column.expr));
    }
  }
  // Newest first by default; the id breaks ties so that pages never repeat or skip a row.
  if (out.length === 0) out.push(desc(auditLog.createdAt));
  out.push(desc(auditLog.id));
  return out;
}

/**
 * `GET /admin/pricing/history`: the pricing entries of the audit log (who, when, what, before and
 * after), paged, sorted and filtered like the generic lists (spec 9's match modes), with the total.
 */
export async function pricingHistory(db: Database, query: z.infer<typeof historyQuery>) {
  const filter = parseWhere(json(query.where, 'where'), fields, fieldNames, 'pricing history');
  const where = and(inArray(auditLog.action, [...PRICING_ACTIONS]), filter);
  const base = <T extends Record<string, unknown>>(select: T) =>
    db
      .select(select as never)
      .from(auditLog)
      .innerJoin(user, eq(user.id, auditLog.actorUserId))
      .leftJoin(company, eq(company.id, auditLog.companyId))
      .where(where);
  const [rows, [total]] = await Promise.all([
    base({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      action: auditLog.action,
      actorId: user.id,
      actorName,
      companyId: auditLog.companyId,
      company: company.name,
      subject: columns.subject!.expr,
      publishCents: columns.publishCents!.expr,
      dayCents: columns.dayCents!.expr,
      monthlyPriceCents: columns.monthlyPriceCents!.expr,
      data: auditLog.data,
    })
      .orderBy(...parseOrder(query.order))
      .limit(query.take ?? 20)
      .offset(query.skip ?? 0) as unknown as Promise<HistoryRow[]>,
    base({ total: count() }) as unknown as Promise<Array<{ total: number }>>,
  ]);
  return {
    data: rows.map(({ actorId, actorName: name, ...row }) => ({
      ...row,
      createdAt: new Date(row.createdAt),
      actor: { id: actorId, name },
      publishCents: row.publishCents === null ? null : Number(row.publishCents),
      dayCents: row.dayCents === null ? null : Number(row.dayCents),
      monthlyPriceCents: row.monthlyPriceCents === null ? null : Number(row.monthlyPriceCents),
    })),
    total: Number(total?.total ?? 0),
  };
}

interface HistoryRow {
  id: number;
  createdAt: Date;
  action: string;
  actorId: number;
  actorName: string;
  companyId: number | null;
  company: string | null;
  subject: string | null;
  publishCents: number | null;
  dayCents: number | null;
  monthlyPriceCents: number | null;
  data: Record<string, unknown> | null;
}
