import { and, eq, isNull } from 'drizzle-orm';
import { ErrorText, planJobStatusChange, type JobStatusAction } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { company, job } from '../../db/schema/index.js';
import { holdsAdminPermission, type Actor } from '../../http/actor.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { recordJobEvent } from './job-events.js';
import { jobInScope } from './job-scope.js';

/**
 * `PATCH /job/status/{id}`: ACTIVE, HOLD or CLOSE by the rules of `planJobStatusChange` (domain),
 * under the job's row lock, journalled with the status before and after.
 */
export async function setJobStatus(db: Database, actor: Actor, id: number, action: JobStatusAction) {
  await db.transaction(async (tx) => {
    const current = await jobInScope(tx, actor, id, true);
    const [owner] = await tx
      .select({ requiresApproval: company.requiresApproval })
      .from(company)
      .where(eq(company.id, current.companyId));
    const plan = planJobStatusChange({
      job: current,
      action,
      requiresApproval: owner?.requiresApproval ?? false,
      now: new Date(),
    });
    if (!plan.ok) throw badRequest(plan.message);
    if (Object.keys(plan.set).length === 0) return;
    // Asking for approval again clears the back office's last rejection (it stays in the audit log).
    const clearRejection =
      plan.set.approvalRequestedAt !== undefined
        ? { approvalRejectedAt: null, approvalRejectReason: null }
        : {};
    await tx
      .update(job)
      .set({ ...plan.set, ...clearRejection, updatedAt: new Date() })
      .where(eq(job.id, id));
    await recordJobEvent(tx, {
      jobId: id,
      actor,
      kind: 'status',
      data: {
        action,
        from: plan.from,
        to: plan.to,
        ...(plan.approvalRequested ? { approvalRequested: true } : {}),
      },
    });
  });
}

/** Approving and rejecting posts: super users and admins holding `human-approval`. */
function assertMayReview(actor: Actor): void {
  if (!holdsAdminPermission(actor, 'human-approval')) throw forbidden(ErrorText.forbidden);
}

/** A live post waiting for approval, under its row lock (400 when it is not waiting, 404 when unknown). */
async function lockWaitingJob(tx: Database, jobId: number) {
  const [current] = await tx
    .select()
    .from(job)
    .where(and(eq(job.id, jobId), isNull(job.deletedAt)))
    .for('update');
  if (!current) throw notFound(`job ${jobId} not found`);
  if (current.approvedAt) throw badRequest('The job is already approved');
  if (!current.approvalRequestedAt) throw badRequest('The job is not waiting for approval');
  return current;
}

/**
 * The back office approves a post waiting for it (companies flagged `requiresApproval`): records
 * who approved and when, and publishes it unless it was closed meanwhile (400 when it lacks what
 * publishing needs). Super users and admins holding `human-approval` only; the admin queue's route
 * comes with the admin pages.
 */
export async function approveJob({
  db,
  actor,
  jobId,
  onApproved,
}: {
  db: Database;
  actor: Actor;
  jobId: number;
  /** Runs in the approving transaction (the back office's audit record). */
  onApproved?: (tx: Database, row: typeof job.$inferSelect) => Promise<void>;
}) {
  assertMayReview(actor);
  return db.transaction(async (tx) => {
    const current = await lockWaitingJob(tx as unknown as Database, jobId);
    const now = new Date();
    // Publishing on approval follows the rules of ACTIVE (a name and a description); a closed post
    // is approved but stays closed, and one already live stays as it is.
    let publish = false;
    if (!current.archivedAt) {
      const plan = planJobStatusChange({ job: current, action: 'ACTIVE', requiresApproval: false, now });
      if (!plan.ok) throw badRequest(plan.message);
      publish = plan.set.publishedAt !== undefined;
    }
    const [row] = await tx
      .update(job)
      .set({
        approvedAt: now,
        approvedByUserId: actor.impersonatorUserId ?? actor.userId,
        ...(publish ? { publishedAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(job.id, jobId))
      .returning();
    await recordJobEvent(tx, { jobId, actor, kind: 'approved', data: { published: publish } });
    await onApproved?.(tx as unknown as Database, row!);
    return row!;
  });
}

/**
 * The back office refuses a post waiting for approval, with a reason the company sees (job editor,
 * job list) and is mailed: the request is cleared, so publishing again asks again (and clears the
 * rejection). Same access as `approveJob`.
 */
export async function rejectJob({
  db,
  actor,
  jobId,
  reason,
  onRejected,
}: {
  db: Database;
  actor: Actor;
  jobId: number;
  reason: string;
  /** Runs in the rejecting transaction (the back office's audit record). */
  onRejected?: (tx: Database, row: typeof job.$inferSelect) => Promise<void>;
}) {
  assertMayReview(actor);
  return db.transaction(async (tx) => {
    await lockWaitingJob(tx as unknown as Database, jobId);
    const now = new Date();
    const [row] = await tx
      .update(job)
      .set({
        approvalRequestedAt: null,
        approvalRejectedAt: now,
        approvalRejectReason: reason,
        updatedAt: now,
      })
      .where(eq(job.id, jobId))
      .returning();
    await onRejected?.(tx as unknown as Database, row!);
    return row!;
  });
}
