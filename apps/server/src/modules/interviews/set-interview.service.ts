import { randomBytes } from 'node:crypto';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { stepTypeByKey, type SetInterview } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { applicationStep, meeting } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, conflict, notFound, pgErrorCode } from '../../http/errors.js';
import { assertBoardWrite, assertNotWithdrawn, visibleApplication } from '../board/board-access.js';
import { companyRecruiter } from './calendar.service.js';
import { mailInterview, type InterviewMailDeps } from './interview-mail.js';
import { writeInterviewStep, type InterviewStepKey } from './interview-steps.js';
import { meetingById, type MeetingRow } from './meeting-access.js';

/** The answer to a booking or change the exclusion constraints refused (spec: no double booking). */
export const SLOT_TAKEN = 'The slot is no longer free';
/** The longest interview. */
const MAX_INTERVIEW_MS = 8 * 60 * 60_000;

const DEADLOCK_ATTEMPTS = 12;

/**
 * Runs a write transaction; an overlap the database refused (SQLSTATE 23P01, exclusion violation) is
 * a 409. Two parallel inserts that overlap each other can also wait on each other inside the
 * exclusion check, and PostgreSQL then aborts one of them as a deadlock (40P01): that one runs again,
 * and now meets the committed row (409) or, if the other rolled back, books the slot.
 */
export async function refusingOverlaps<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (err) {
      const code = pgErrorCode(err);
      if (code === '23P01') throw conflict(SLOT_TAKEN);
      if (code === '40P01') {
        // Many parallel bookings can deadlock again and again: back off a little, at random, so one lands;
        // past the last attempt the caller is told the slot is contended (409), never a 500.
        if (attempt >= DEADLOCK_ATTEMPTS) throw conflict(SLOT_TAKEN);
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
        continue;
      }
      throw err;
    }
  }
}

/** An online interview's link: the configured pattern with the meeting's id and a random token. */
export function meetingLink(pattern: string, meetingId: number): string {
  return pattern
    .replaceAll('{meetingId}', String(meetingId))
    .replaceAll('{token}', randomBytes(9).toString('base64url'));
}

/** Changes of an interview that move its SEQUENCE (RFC 5546's significant changes). */
const sequencedSteps: InterviewStepKey[] = [
  'recruiter-change',
  'type-change',
  'date-change',
  'interview-cancelled',
];

/** The SEQUENCE of a meeting's invitation: how many significant changes it had (0 for the first one). */
export async function invitationSequence(db: Database, meetingId: number): Promise<number> {
  const ids = sequencedSteps.map((key) => stepTypeByKey.get(key)!.id);
  const [row] = await db
    .select({ n: count() })
    .from(applicationStep)
    .where(
      and(eq(applicationStep.meetingId, meetingId), inArray(applicationStep.applicationStepTypeId, ids)),
    );
  return row?.n ?? 0;
}

export interface SetInterviewDeps extends InterviewMailDeps {
  meetingUrlPattern: string;
}

interface Times {
  startsAt: Date;
  endsAt: Date;
}

function interviewTimes(body: SetInterview, defaultMs: number, now: Date, checkPast: boolean): Times {
  const startsAt = new Date(body.startsAt);
  const endsAt = body.endsAt ? new Date(body.endsAt) : new Date(startsAt.getTime() + defaultMs);
  if (!(endsAt > startsAt)) throw badRequest('endsAt must be after startsAt');
  if (endsAt.getTime() - startsAt.getTime() > MAX_INTERVIEW_MS)
    throw badRequest('An interview lasts at most 8 hours');
  if (checkPast && startsAt < now) throw badRequest('The interview cannot start in the past');
  return { startsAt, endsAt };
}

/**
 * `POST /application-step/setInterview`. Without meetingId: books an interview (status requested,
 * step interview-request). With it: changes the interview — each change of recruiter, type or date
 * writes its step; a new date asks the candidate again (status back to requested). Online
 * interviews get a link from the configured pattern, onsite ones need a place. Two live meetings of
 * a recruiter or of a candidate never overlap: the exclusion constraints refuse the second write,
 * whatever runs in parallel, and that is a 409. Mails with the .ics go out after the commit.
 */
export async function setInterview(
  deps: SetInterviewDeps,
  actor: Actor,
  body: SetInterview,
  now: Date,
): Promise<{ meeting: MeetingRow; created: boolean }> {
  const { db } = deps;
  const app = await visibleApplication(db, actor, body.applicationId);
  assertBoardWrite(actor, app.jobOwnerId);
  assertNotWithdrawn(app);
  if (body.meetingId === undefined) return bookInterview(deps, actor, app, body, now);
  // A change to another recruiter: a member of the company (the booking checks its own).
  if (body.recruiterUserId !== undefined) await companyRecruiter(db, actor, body.recruiterUserId);
  return changeInterview(deps, actor, app, { ...body, meetingId: body.meetingId }, now);
}

type App = Awaited<ReturnType<typeof visibleApplication>>;

async function bookInterview(deps: SetInterviewDeps, actor: Actor, app: App, body: SetInterview, now: Date) {
  const { db } = deps;
  const recruiterUserId = body.recruiterUserId ?? actor.userId;
  const settings = await companyRecruiter(db, actor, recruiterUserId);
  const times = interviewTimes(body, settings.interviewMinutes * 60_000, now, true);
  const onsite = body.meetingTypeId === 1;
  const place = body.place ?? null;
  if (onsite && !place) throw badRequest('An onsite interview needs a place');
  const id = await refusingOverlaps(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(meeting)
        .values({
          companyId: app.companyId,
          applicationId: app.id,
          jobId: app.jobId,
          recruiterUserId,
          candidateUserId: app.userId,
          meetingTypeId: body.meetingTypeId,
          ...times,
          place: onsite ? place : null,
          note: body.note ?? null,
          status: 'requested',
          createdByUserId: actor.userId,
        })
        .returning({ id: meeting.id });
      const meetingId = row!.id;
      if (!onsite) {
        await tx
          .update(meeting)
          .set({ link: meetingLink(deps.meetingUrlPattern, meetingId) })
          .where(eq(meeting.id, meetingId));
      }
      await writeInterviewStep(tx, stepped(app, meetingId), 'interview-request', actor.userId);
      return meetingId;
    }),
  );
  const booked = await meetingById(db, id);
  await mailInterview(deps, { meeting: booked, kind: 'invitation', sequence: 0 });
  return { meeting: booked, created: true };
}

const stepped = (app: App, meetingId: number) => ({
  id: meetingId,
  companyId: app.companyId,
  applicationId: app.id,
  jobId: app.jobId,
  candidateUserId: app.userId,
});

async function changeInterview(
  deps: SetInterviewDeps,
  actor: Actor,
  app: App,
  body: SetInterview & { meetingId: number },
  now: Date,
) {
  const { db } = deps;
  let before: MeetingRow | undefined;
  const changed = await refusingOverlaps(() =>
    db.transaction(async (tx) => {
      // The row lock serialises two changes of the same interview.
      const [current] = await tx
        .select()
        .from(meeting)
        .where(
          and(
            eq(meeting.id, body.meetingId),
            eq(meeting.applicationId, app.id),
            eq(meeting.companyId, app.companyId),
            isNull(meeting.deletedAt),
          ),
        )
        .for('update');
      if (!current) throw notFound(`meeting ${body.meetingId} not found`);
      if (!['requested', 'accepted', 'confirmed'].includes(current.status))
        throw conflict(`The interview is ${current.status} and can no longer change`);
      before = await meetingById(tx, current.id);
      const duration = current.endsAt.getTime() - current.startsAt.getTime();
      const dateMoves = new Date(body.startsAt).getTime() !== current.startsAt.getTime();
      const times = interviewTimes(body, duration, now, dateMoves);
      const recruiterUserId = body.recruiterUserId ?? current.recruiterUserId;
      const onsite = body.meetingTypeId === 1;
      const place = body.place === undefined ? current.place : body.place;
      if (onsite && !place) throw badRequest('An onsite interview needs a place');
      const steps: InterviewStepKey[] = [];
      if (recruiterUserId !== current.recruiterUserId) steps.push('recruiter-change');
      if (body.meetingTypeId !== current.meetingTypeId) steps.push('type-change');
      const dateChanged =
        times.startsAt.getTime() !== current.startsAt.getTime() ||
        times.endsAt.getTime() !== current.endsAt.getTime();
      if (dateChanged) steps.push('date-change');
      const values = {
        recruiterUserId,
        meetingTypeId: body.meetingTypeId,
        ...times,
        place: onsite ? place : null,
        link: onsite ? null : (current.link ?? meetingLink(deps.meetingUrlPattern, current.id)),
        note: body.note === undefined ? current.note : body.note,
        status: dateChanged ? 'requested' : current.status,
      };
      const edited = steps.length > 0 || values.place !== current.place || values.note !== current.note;
      if (!edited) return { steps, edited };
      await tx
        .update(meeting)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(meeting.id, current.id));
      for (const key of steps) await writeInterviewStep(tx, stepped(app, current.id), key, actor.userId);
      return { steps, edited };
    }),
  );
  const after = await meetingById(db, body.meetingId);
  if (changed.edited) {
    const sequence = await invitationSequence(db, after.id);
    await mailInterview(deps, { meeting: after, kind: 'update', sequence });
    if (before && before.recruiterUserId !== after.recruiterUserId) {
      // The recruiter who was replaced drops the event from their calendar.
      await mailInterview(deps, {
        meeting: after,
        kind: 'cancellation',
        sequence,
        recipients: ['recruiter'],
        recruiterUserId: before.recruiterUserId,
      });
    }
  }
  return { meeting: after, created: false };
}
