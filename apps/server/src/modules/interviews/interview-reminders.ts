import { and, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { meeting } from '../../db/schema/index.js';
import { writeInterviewStep, type InterviewStepKey } from './interview-steps.js';

/** How long before its start an interview gets the "starting soon" step. */
export const REMIND_BEFORE_MS = 30 * 60_000;

const interviewRow = {
  id: meeting.id,
  companyId: meeting.companyId,
  applicationId: meeting.applicationId,
  jobId: meeting.jobId,
  candidateUserId: meeting.candidateUserId,
};

const liveInterview = and(
  isNull(meeting.cancelledAt),
  isNull(meeting.deletedAt),
  inArray(meeting.meetingTypeId, [1, 2]),
  isNotNull(meeting.applicationId),
  isNotNull(meeting.jobId),
  isNotNull(meeting.candidateUserId),
);

type ClaimedRow = { [K in keyof typeof interviewRow]: number | null };

/** Writes the step of each claimed interview (the claim itself was the UPDATE that returned it). */
async function stepEach(tx: Database, rows: ClaimedRow[], key: InterviewStepKey): Promise<void> {
  for (const row of rows) {
    await writeInterviewStep(
      tx,
      {
        id: row.id!,
        companyId: row.companyId!,
        applicationId: row.applicationId!,
        jobId: row.jobId!,
        candidateUserId: row.candidateUserId!,
      },
      key,
      null,
    );
  }
}

/**
 * The "starting soon" reminder (scheduled job): accepted or confirmed interviews starting within the
 * next 30 minutes that have not been reminded get `reminded_at` and an `interview-starting` step with
 * its STEP notice. The UPDATE claims each row once (`reminded_at IS NULL` is re-checked under the
 * row lock), so a second run, or a run on another instance at the same time, writes nothing more.
 */
export async function remindStartingSoon(db: Database, now: Date): Promise<{ reminded: number }> {
  const until = new Date(now.getTime() + REMIND_BEFORE_MS);
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(meeting)
      .set({ remindedAt: now, updatedAt: sql`now()` })
      .where(
        and(
          liveInterview,
          inArray(meeting.status, ['accepted', 'confirmed']),
          isNull(meeting.remindedAt),
          gt(meeting.startsAt, now),
          lte(meeting.startsAt, until),
        ),
      )
      .returning(interviewRow);
    await stepEach(tx, rows, 'interview-starting');
    return { reminded: rows.length };
  });
}

/**
 * Closes confirmed interviews whose end has passed (scheduled job): status completed, `completed_at`,
 * and an `interview-completed` step with its STEP notice. Idempotent: a completed interview no
 * longer matches `status = 'confirmed'`.
 */
export async function completePastInterviews(db: Database, now: Date): Promise<{ completed: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(meeting)
      .set({ status: 'completed', completedAt: now, updatedAt: sql`now()` })
      .where(and(liveInterview, eq(meeting.status, 'confirmed'), lte(meeting.endsAt, now)))
      .returning(interviewRow);
    await stepEach(tx, rows, 'interview-completed');
    return { completed: rows.length };
  });
}
