import { and, eq, isNull, sql } from 'drizzle-orm';
import { can, deriveJobStatus, ErrorText, RoleId, stepTypeByKey } from '@hiring/domain';
import type { ApplyConsent } from '@hiring/domain/privacy/consent';
import type { Database } from '../../db/client.js';
import { application, applicationStep, job } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { loadProfileToSend, snapshotApplication } from '../candidates/application-snapshot.service.js';
import { checkApplyConsent, recordApplyConsent } from '../privacy/consents.service.js';
import { policyVersionInForce } from '../privacy/policy-version.js';
import {
  deleteApplicationNotices,
  markApplicationNoticesSeen,
  recordNoticeUpdate,
  UpdateIcon,
} from '../notices/notices.service.js';
import { visibleApplication, type VisibleApplication } from './board-access.js';
import { recordJobEvent } from './board-journal.js';
import { stepTypeId } from './moves.service.js';

/**
 * `POST /application` by a candidate: applies to a published job. The application starts in the
 * "new" list (no column), with an applied step, a snapshot of the profile as sent, and an APPL
 * notice for the job's team. It records the privacy-policy version in force; with `consentRequired`
 * (the `disableConsent` module off) the body's consent to that version is checked and kept as a
 * `consent` row in the same transaction (docs/privacy.md).
 */
export async function apply(
  db: Database,
  actor: Actor,
  input: { jobId: number; consent?: ApplyConsent | undefined },
  options: { consentRequired: boolean },
) {
  if (actor.roleId !== RoleId.user) throw forbidden(ErrorText.forbidden);
  const { jobId } = input;
  const policy = await policyVersionInForce(db);
  if (options.consentRequired) checkApplyConsent(input.consent, policy.version);
  const profile = await loadProfileToSend(db, actor.userId);
  return db.transaction(async (tx) => {
    // The job's row lock serialises two applications of the same candidate (no duplicate).
    const [target] = await tx
      .select({
        id: job.id,
        companyId: job.companyId,
        publishedAt: job.publishedAt,
        suspendedAt: job.suspendedAt,
        archivedAt: job.archivedAt,
        importedAt: job.importedAt,
      })
      .from(job)
      .where(and(eq(job.id, jobId), isNull(job.deletedAt)))
      .for('update');
    if (!target || deriveJobStatus(target) !== 'published')
      throw badRequest('The job is not open to applications');
    const [existing] = await tx
      .select({ id: application.id })
      .from(application)
      .where(
        and(
          eq(application.jobId, jobId),
          eq(application.userId, actor.userId),
          isNull(application.deletedAt),
        ),
      );
    if (existing) throw badRequest('You have already applied to this job');
    const [created] = await tx
      .insert(application)
      .values({ jobId, userId: actor.userId, policyVersion: policy.version })
      .returning({
        id: application.id,
        jobId: application.jobId,
        userId: application.userId,
        jobApplicationStatusId: application.jobApplicationStatusId,
        viewedAt: application.viewedAt,
        createdAt: application.createdAt,
        policyVersion: application.policyVersion,
      });
    await tx.insert(applicationStep).values({
      applicationId: created!.id,
      applicationStepTypeId: stepTypeId('applied'),
      userId: actor.userId,
    });
    await snapshotApplication(tx, created!.id, actor.userId, profile);
    if (options.consentRequired) {
      await recordApplyConsent(tx, {
        userId: actor.userId,
        policyVersion: policy.version,
        applicationId: created!.id,
        companyId: target.companyId,
      });
    }
    await recordNoticeUpdate(tx, {
      companyId: target.companyId,
      itemClass: 'APPL',
      itemIds: [created!.id],
      jobId,
      fromUserId: actor.userId,
      message: stepTypeByKey.get('applied')!.name,
      updateIconId: UpdateIcon.application,
      recipients: { jobTeam: true },
    });
    return created!;
  });
}

/** `PATCH /update/application-set-viewed/{id}`: viewedAt and the view step once; the caller's notices of it seen. */
export async function setViewed(db: Database, actor: Actor, app: VisibleApplication): Promise<void> {
  await db.transaction(async (tx) => {
    const first = await tx
      .update(application)
      .set({ viewedAt: sql`now()` })
      .where(and(eq(application.id, app.id), isNull(application.viewedAt)))
      .returning({ id: application.id });
    if (first.length > 0) {
      await tx
        .insert(applicationStep)
        .values({ applicationId: app.id, applicationStepTypeId: stepTypeId('view'), userId: actor.userId });
    }
    await markApplicationNoticesSeen(tx, actor.userId, app.id);
  });
}

/**
 * `DELETE /application/{id}/user` (spec section 8): an id that is not a positive integer, or not
 * visible in the caller's company, is 'Invalid application ID.'; visible without the right, 'Unauthorized...'.
 */
export async function removeApplication(db: Database, actor: Actor, rawId: string): Promise<void> {
  const id = /^[1-9][0-9]{0,9}$/.test(rawId) ? Number(rawId) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647 || actor.companyId === null) {
    throw badRequest(ErrorText.invalidApplicationId);
  }
  const app = await visibleApplication(db, actor, id).catch(() => {
    throw badRequest(ErrorText.invalidApplicationId);
  });
  if (!can(actor, 'board', app.jobOwnerId)) {
    throw forbidden(ErrorText.unauthorized);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(application)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(application.id, app.id));
    await deleteApplicationNotices(tx, [app.id]);
    await recordJobEvent(tx, {
      jobId: app.jobId,
      actor,
      kind: 'application-removed',
      data: { applicationId: app.id, userId: app.userId },
    });
  });
}
