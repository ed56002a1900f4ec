import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { customer, user } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, notFound } from '../../http/errors.js';
import { recordAudit } from '../admin/audit.js';
import { publicBaseUrl } from '../auth/auth-deps.js';
import { issueSignupCode, mailIssuedSignupCode } from '../auth/email.routes.js';
import { completeSignup, SIGNUP_REJECTED } from '../auth/signup.service.js';
import type { Mailer } from '../mail/mailer.js';
import type { adminListQuerySchema } from '../admin/admin-list.js';
import { listField, parseAdminListQuery } from '../admin/admin-list.js';
import type { z } from 'zod';

/** A signup's state as the back office sees it: spec 4's three, and the back office's refusal. */
export const enrollmentStates = ['requested', 'verified', 'completed', 'rejected'] as const;
export type EnrollmentState = (typeof enrollmentStates)[number];

/** The state in SQL (filterable and sortable like a column): the same rule as `signupStatus` of the domain. */
export const enrollmentStateSql = sql<EnrollmentState>`(case
  when ${customer.rejectedAt} is not null then 'rejected'
  when ${customer.completedAt} is not null and ${customer.companyId} is not null and ${customer.adminUserId} is not null then 'completed'
  when ${customer.emailVerifiedAt} is not null then 'verified'
  else 'requested' end)`;

export const enrollmentStateOf = (row: {
  rejectedAt: Date | null;
  completedAt: Date | null;
  companyId: number | null;
  adminUserId: number | null;
  emailVerifiedAt: Date | null;
}): EnrollmentState => {
  if (row.rejectedAt) return 'rejected';
  if (row.completedAt && row.companyId !== null && row.adminUserId !== null) return 'completed';
  return row.emailVerifiedAt ? 'verified' : 'requested';
};

const reviewer = alias(user, 'reviewer');

const fields = {
  id: listField(customer.id, 'integer'),
  email: listField(customer.email, 'string'),
  companyName: listField(customer.companyName, 'string'),
  firstname: listField(customer.firstname, 'string'),
  lastname: listField(customer.lastname, 'string'),
  vatId: listField(customer.vatId, 'string', true),
  lang: listField(customer.lang, 'string'),
  state: listField(enrollmentStateSql, 'string'),
  createdAt: listField(customer.createdAt, 'date'),
  emailVerifiedAt: listField(customer.emailVerifiedAt, 'date', true),
  completedAt: listField(customer.completedAt, 'date', true),
  rejectedAt: listField(customer.rejectedAt, 'date', true),
};
const filterable = Object.keys(fields);
const orderable = Object.keys(fields);

const columns = {
  id: customer.id,
  email: customer.email,
  companyName: customer.companyName,
  firstname: customer.firstname,
  lastname: customer.lastname,
  vatId: customer.vatId,
  lang: customer.lang,
  state: enrollmentStateSql,
  createdAt: customer.createdAt,
  emailVerifiedAt: customer.emailVerifiedAt,
  completedAt: customer.completedAt,
  rejectedAt: customer.rejectedAt,
  rejectReason: customer.rejectReason,
  companyId: customer.companyId,
  adminUserId: customer.adminUserId,
  reviewedByUserId: customer.reviewedByUserId,
  reviewedByName: sql<
    string | null
  >`nullif(trim(concat_ws(' ', ${reviewer.firstname}, ${reviewer.lastname})), '')`,
};

/** The signups with their reviewer's name (a query to finish with where, order and paging). */
const selectSignups = (db: Database) =>
  db.select(columns).from(customer).leftJoin(reviewer, eq(reviewer.id, customer.reviewedByUserId)).$dynamic();

export type EnrollmentRow = Awaited<ReturnType<typeof selectSignups>>[number];

const live = isNull(customer.deletedAt);

/** `GET /admin/customer`: the signups (replaced requests left out), filtered, sorted and paged, with the total. */
export async function listSignups(db: Database, q: z.infer<typeof adminListQuerySchema>) {
  const list = parseAdminListQuery({ name: 'customer', fields, filterable, orderable }, q);
  const where = and(live, list.where);
  const order =
    q.order === undefined && q.orderBy === undefined
      ? [sql`${customer.createdAt} desc`, ...list.order]
      : list.order;
  const [rows, [total]] = await Promise.all([
    selectSignups(db)
      .where(where)
      .orderBy(...order)
      .limit(list.take)
      .offset(list.skip),
    db.select({ n: count() }).from(customer).where(where),
  ]);
  return { data: rows, total: total?.n ?? 0 };
}

export async function readSignup(db: Database, id: number): Promise<EnrollmentRow> {
  const [row] = await selectSignups(db).where(and(eq(customer.id, id), live));
  if (!row) throw notFound(`customer ${id} not found`);
  return row;
}

export const EnrollmentText = {
  resendNeedsRequested: 'Only a signup whose email is not confirmed yet (requested) gets a new code',
  completeUnverified:
    'The email of this signup is not confirmed: send unverified: true to complete it anyway',
  alreadyCompleted: 'This signup is already completed',
  alreadyRejected: 'This signup is already rejected',
  rejected: SIGNUP_REJECTED,
} as const;

interface ReviewDeps {
  db: Database;
  mailer: Mailer;
  config: Config;
  actor: Actor;
}

/** Mails a new confirmation code (requested signups only), as `GET /auth/send-email-confirmation-code` does. */
export async function resendSignupCode({ db, mailer, actor }: ReviewDeps, id: number) {
  const row = await readSignup(db, id);
  if (row.state !== 'requested') throw badRequest(EnrollmentText.resendNeedsRequested);
  const code = await db.transaction(async (tx) => {
    const issued = await issueSignupCode(tx as unknown as Database, row);
    await recordAudit(tx as unknown as Database, actor, {
      action: 'signup-resend-code',
      data: { customerId: id, email: row.email },
    });
    return issued;
  });
  await mailIssuedSignupCode(mailer, row, code);
  return readSignup(db, id);
}

/**
 * Completes a signup (verified; or requested when the admin confirms the email was not verified):
 * the company and its admin are created by `completeSignup`, the applicant is mailed the sign-in link.
 */
export async function completeSignupByReview(
  { db, mailer, config, actor }: ReviewDeps,
  id: number,
  options: { unverified: boolean },
) {
  const row = await readSignup(db, id);
  if (row.state === 'completed') throw badRequest(EnrollmentText.alreadyCompleted);
  if (row.state === 'rejected') throw badRequest(EnrollmentText.rejected);
  if (row.state === 'requested' && !options.unverified) throw badRequest(EnrollmentText.completeUnverified);
  const reviewerId = actor.impersonatorUserId ?? actor.userId;
  await completeSignup(db, id, {
    reviewedByUserId: reviewerId,
    onCompleted: (tx, done) =>
      recordAudit(tx, actor, {
        action: 'signup-complete',
        companyId: done.companyId,
        subjectUserId: done.adminUserId,
        data: { customerId: id, email: row.email, unverified: row.state === 'requested' },
      }),
  });
  await mailer.send({
    to: row.email,
    template: 'signup-completed',
    lang: row.lang,
    data: { firstname: row.firstname, companyName: row.companyName, link: `${publicBaseUrl(config)}/login` },
  });
  return readSignup(db, id);
}

/** Rejects a signup not completed yet, with a reason mailed to the applicant in their language. */
export async function rejectSignup({ db, mailer, actor }: ReviewDeps, id: number, reason: string) {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(customer)
      .where(and(eq(customer.id, id), live))
      .for('update');
    if (!current) throw notFound(`customer ${id} not found`);
    const state = enrollmentStateOf(current);
    if (state === 'completed') throw badRequest(EnrollmentText.alreadyCompleted);
    if (state === 'rejected') throw badRequest(EnrollmentText.alreadyRejected);
    const now = new Date();
    await tx
      .update(customer)
      .set({
        rejectedAt: now,
        rejectReason: reason,
        reviewedByUserId: actor.impersonatorUserId ?? actor.userId,
        // The future admin's password is not needed any more.
        passwordHash: null,
        updatedAt: now,
      })
      .where(eq(customer.id, id));
    await recordAudit(tx as unknown as Database, actor, {
      action: 'signup-reject',
      data: { customerId: id, email: current.email, reason, state },
    });
    return current;
  });
  await mailer.send({
    to: row.email,
    template: 'signup-rejected',
    lang: row.lang,
    data: { firstname: row.firstname, companyName: row.companyName, reason },
  });
  return readSignup(db, id);
}
