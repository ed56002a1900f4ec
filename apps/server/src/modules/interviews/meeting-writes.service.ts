import { and, eq, sql } from 'drizzle-orm';
import { ErrorText, type BusyBlockCreate, type MeetingPatch, type MeetingStatus } from '@hiring/domain';
import { meeting } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { conflict, forbidden } from '../../http/errors.js';
import { activeCompanyId } from '../../http/resources/scopes.js';
import { assertBoardWrite, visibleApplication } from '../board/board-access.js';
import { calendarRange } from './calendar.service.js';
import { mailInterview, type InterviewMailDeps } from './interview-mail.js';
import { writeInterviewStep, type InterviewStepKey } from './interview-steps.js';
import { meetingById, reachedMeeting, type MeetingRow } from './meeting-access.js';
import { invitationSequence, refusingOverlaps } from './set-interview.service.js';

type Target = MeetingPatch['status'];

/** Who may move an interview to a status, from which statuses, and the step it writes (spec 4). */
const transitions: Record<
  Target,
  { by: 'candidate' | 'staff' | 'either'; from: MeetingStatus[]; step: InterviewStepKey }
> = {
  accepted: { by: 'candidate', from: ['requested'], step: 'interview-accepted' },
  confirmed: { by: 'staff', from: ['accepted'], step: 'interview-confirmed' },
  completed: { by: 'staff', from: ['confirmed'], step: 'interview-completed' },
  cancelled: { by: 'either', from: ['requested', 'accepted', 'confirmed'], step: 'interview-cancelled' },
};

const byText = { candidate: 'the candidate', staff: 'the company' } as const;

/**
 * `PATCH /meeting/{id}` `{status}` and the cancel of `DELETE /meeting/{id}`: the candidate accepts,
 * the company confirms and completes, either cancels. The UPDATE re-checks the status it read, so
 * two concurrent transitions cannot both land; an illegal one is a 409 that says why.
 */
export async function changeMeetingStatus(
  deps: InterviewMailDeps,
  actor: Actor,
  id: number,
  status: Target,
): Promise<MeetingRow> {
  const { db } = deps;
  const current = await reachedMeeting(db, actor, id);
  if (current.meetingTypeId === 3) throw conflict('A busy block has no status; delete it instead');
  const rule = transitions[status];
  const side = actor.companyId === null ? 'candidate' : 'staff';
  if (side === 'staff') {
    const app = await visibleApplication(db, actor, current.applicationId!);
    assertBoardWrite(actor, app.jobOwnerId);
  }
  if (rule.by !== 'either' && rule.by !== side)
    throw forbidden(`Only ${byText[rule.by]} may set an interview ${status}`);
  if (current.status === status) throw conflict(`The interview is already ${status}`);
  if (!rule.from.includes(current.status as MeetingStatus))
    throw conflict(`An interview that is ${current.status} cannot become ${status}`);
  const stamp = sql`now()`;
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(meeting)
      .set({
        status,
        updatedAt: stamp,
        ...(status === 'cancelled' ? { cancelledAt: stamp } : {}),
        ...(status === 'completed' ? { completedAt: stamp } : {}),
      })
      .where(and(eq(meeting.id, id), eq(meeting.status, current.status)))
      .returning({ id: meeting.id });
    if (updated.length === 0) throw conflict('The interview changed meanwhile; reload it');
    await writeInterviewStep(
      tx,
      {
        id,
        companyId: current.companyId,
        applicationId: current.applicationId!,
        jobId: current.jobId!,
        candidateUserId: current.candidateUserId!,
      },
      rule.step,
      actor.userId,
    );
  });
  const after = await meetingById(db, id);
  if (status === 'cancelled') {
    await mailInterview(deps, {
      meeting: after,
      kind: 'cancellation',
      sequence: await invitationSequence(db, id),
    });
  }
  return after;
}

/** `POST /meeting`: a busy block in the caller's own calendar (at most 31 days); it blocks slots like a meeting. */
export async function createBusyBlock(
  deps: InterviewMailDeps,
  actor: Actor,
  body: BusyBlockCreate,
): Promise<MeetingRow> {
  const { from, to } = calendarRange({ from: body.startsAt, to: body.endsAt });
  const companyId = activeCompanyId(actor);
  const id = await refusingOverlaps(async () => {
    const [row] = await deps.db
      .insert(meeting)
      .values({
        companyId,
        recruiterUserId: actor.userId,
        meetingTypeId: 3,
        startsAt: from,
        endsAt: to,
        note: body.note ?? null,
        status: 'confirmed',
        createdByUserId: actor.userId,
      })
      .returning({ id: meeting.id });
    return row!.id;
  });
  return meetingById(deps.db, id);
}

/** `DELETE /meeting/{id}`: an interview is cancelled (its step, its mail); a busy block is removed by its owner. */
export async function deleteMeeting(deps: InterviewMailDeps, actor: Actor, id: number): Promise<void> {
  const current = await reachedMeeting(deps.db, actor, id);
  if (current.meetingTypeId !== 3) {
    await changeMeetingStatus(deps, actor, id, 'cancelled');
    return;
  }
  if (current.recruiterUserId !== actor.userId) throw forbidden(ErrorText.unauthorized);
  await deps.db
    .update(meeting)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(meeting.id, id));
}
