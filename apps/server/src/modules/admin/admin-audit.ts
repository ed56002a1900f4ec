import { count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { auditLog, company, user } from '../../db/schema/index.js';
import { listField, parseAdminListQuery, type AdminList, type adminListQuerySchema } from './admin-list.js';

const actor = alias(user, 'actor');
const subject = alias(user, 'subject');
const fullName = (u: typeof actor | typeof subject) => sql<string | null>`(${u.firstname} || ' ' || ${u.lastname})`;
/** Null for the installation's own jobs (retention), which act on no one's behalf. */
const actorName = fullName(actor);
const subjectName = fullName(subject);

/**
 * The audit log as the back office reads it: every field filterable, names joined from the users (so
 * "who read candidate X": action profile-read and subjectUserId, subjectName or subjectEmail).
 */
export const adminAuditList: AdminList = {
  name: 'admin/audit',
  fields: {
    id: listField(auditLog.id, 'integer'),
    createdAt: listField(auditLog.createdAt, 'date'),
    action: listField(auditLog.action, 'string'),
    method: listField(auditLog.method, 'string', true),
    url: listField(auditLog.url, 'string', true),
    statusCode: listField(auditLog.statusCode, 'integer', true),
    actorUserId: listField(auditLog.actorUserId, 'integer', true),
    actorName: listField(actorName, 'string', true),
    actorEmail: listField(actor.email, 'string', true),
    subjectUserId: listField(auditLog.subjectUserId, 'integer', true),
    subjectName: listField(subjectName, 'string', true),
    subjectEmail: listField(subject.email, 'string', true),
    companyId: listField(auditLog.companyId, 'integer', true),
    companyName: listField(company.name, 'string', true),
  },
  filterable: [
    'id',
    'createdAt',
    'action',
    'method',
    'url',
    'statusCode',
    'actorUserId',
    'actorName',
    'actorEmail',
    'subjectUserId',
    'subjectName',
    'subjectEmail',
    'companyId',
    'companyName',
  ],
  orderable: [
    'id',
    'createdAt',
    'action',
    'method',
    'url',
    'statusCode',
    'actorName',
    'subjectName',
    'companyName',
  ],
};

const iso = (value: Date) => new Date(value).toISOString();

/** GET /admin/audit: a page of the audit log (newest first unless ordered) and how many rows match. */
export async function listAudit(db: Database, query: z.infer<typeof adminListQuerySchema>) {
  const q = parseAdminListQuery(adminAuditList, {
    ...query,
    order: query.order ?? (query.orderBy === undefined ? { id: 'DESC' } : undefined),
  });
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        createdAt: auditLog.createdAt,
        action: auditLog.action,
        method: auditLog.method,
        url: auditLog.url,
        statusCode: auditLog.statusCode,
        requestId: auditLog.requestId,
        data: auditLog.data,
        actorUserId: auditLog.actorUserId,
        actorName,
        actorEmail: actor.email,
        subjectUserId: auditLog.subjectUserId,
        subjectName,
        subjectEmail: subject.email,
        companyId: auditLog.companyId,
        companyName: company.name,
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
      .leftJoin(subject, eq(subject.id, auditLog.subjectUserId))
      .leftJoin(company, eq(company.id, auditLog.companyId))
      .where(q.where)
      .orderBy(...q.order)
      .limit(q.take)
      .offset(q.skip),
    db
      .select({ n: count() })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
      .leftJoin(subject, eq(subject.id, auditLog.subjectUserId))
      .leftJoin(company, eq(company.id, auditLog.companyId))
      .where(q.where),
  ]);
  return { data: rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) })), total: total?.n ?? 0 };
}
