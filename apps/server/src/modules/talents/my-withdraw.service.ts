import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { isWithdrawable, myApplicationState, myJobStatus, type MyApplication } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { application, job, jobApplicationStatus, meeting } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { conflict, HttpError, notFound } from '../../http/errors.js';
import { recordJobEvent } from '../board/board-journal.js';
import { writeSteps } from '../board/moves.service.js';
import type { InterviewMailDeps } from '../interviews/interview-mail.js';
import { changeMeetingStatus } from '../interviews/meeting-writes.service.js';
import { readMyApplication } from './my-applications.service.js';

export const ALREADY_WITHDRAWN = 'The application is already withdrawn';

/**
 * The caller's live application, with its job and company, if it can be withdrawn: 404 for anyone
 * else's, 409 when already withdrawn or no longer live. With `lock`, under the application's row lock.
 */
async function withdrawable(db: Database, actor: Actor, id: number, lock: boolean) {
  const query = db
    .select({
      jobId: application.jobId,
      withdrawnAt: application.withdrawnAt,
      columnSpecial: jobApplicationStatus.special,
      companyId: job.companyId,
      publishedAt: job.publishedAt,
      suspendedAt: job.suspendedAt,
      archivedAt: job.archivedAt,
      importedAt: job.importedAt,
      deletedAt: job.deletedAt,
    })
    .from(application)
    .innerJoin(job, eq(job.id, application.jobId))
    .leftJoin(jobApplicationStatus, eq(jobApplicationStatus.id, application.jobApplicationStatusId))
    .where(and(eq(application.id, id), eq(application.userId, actor.userId), isNull(application.deletedAt)));
  const [row] = lock ? await query.for('update', { of: application }) : await query;
  if (!row) throw notFound(`application ${id} not found`);
  const state = myApplicationState({ ...row, jobStatus: myJobStatus(row) });
  if (state === 'withdrawn') throw conflict(ALREADY_WITHDRAWN);
  if (!isWithdrawable(state)) throw conflict(`An application that is ${state} cannot be withdrawn`);
  return row;
}

/**
 * `POST /talents/applications/{id}/withdraw`: the candidate takes back one of their live applications
 * (docs/talents.md). Its interviews not yet over are cancelled first, as if the candidate cancelled
 * each (their step, their mail with the .ics). Then, in one transaction under the application's row
 * lock (so a second call waits and answers 409): `withdrawn_at`, a `withdrawn` step with its STEP
 * notice to the job's team, and the job's journal. The card stays on the board, locked, the
 * withdrawal its last step.
 */
export async function withdrawMyApplication(
  deps: InterviewMailDeps,
  actor: Actor,
  id: number,
): Promise<MyApplication> {
  const { db } = deps;
  await withdrawable(db, actor, id, false);
  await cancelLiveInterviews(deps, actor, id);
  await db.transaction(async (tx) => {
    const row = await withdrawable(tx, actor, id, true);
    await tx
      .update(application)
      .set({ withdrawnAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(application.id, id));
    const target = { companyId: row.companyId, jobId: row.jobId, applicationIds: [id] };
    await writeSteps(tx, actor, { ...target, key: 'withdrawn' });
    await recordJobEvent(tx, {
      jobId: row.jobId,
      actor,
      kind: 'application-withdrawn',
      data: { applicationId: id },
    });
  });
  return readMyApplication(db, actor, id);
}

async function cancelLiveInterviews(deps: InterviewMailDeps, actor: Actor, applicationId: number) {
  const live = await deps.db
    .select({ id: meeting.id })
    .from(meeting)
    .where(
      and(
        eq(meeting.applicationId, applicationId),
        eq(meeting.candidateUserId, actor.userId),
        inArray(meeting.status, ['requested', 'accepted', 'confirmed']),
        gt(meeting.endsAt, sql`now()`),
        isNull(meeting.deletedAt),
      ),
    );
  for (const { id } of live) {
    // One the company changed or cancelled meanwhile (409) is left as it is.
    await changeMeetingStatus(deps, actor, id, 'cancelled').catch((err: unknown) => {
      if (!(err instanceof HttpError && err.statusCode === 409)) throw err;
    });
  }
}
