import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  defaultWorkingHours,
  maxSlotRangeDays,
  type InterviewMutex,
  type InterviewMutexesQuery,
  type MeetingSlots,
  type MeetingSlotsQuery,
  type WorkingHours,
} from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { meeting, recruiterPreference, userCompany } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { badRequest } from '../../http/errors.js';
import { activeCompanyId } from '../../http/resources/scopes.js';
import { visibleApplication } from '../board/board-access.js';
import { freeSlots } from './slots.js';

const DAY_MS = 24 * 60 * 60_000;

/** The [from, to) of a calendar read: from before to, at most 31 days. */
export function calendarRange(query: { from: string; to: string }): { from: Date; to: Date } {
  const from = new Date(query.from);
  const to = new Date(query.to);
  if (!(from < to)) throw badRequest('from must be before to');
  if (to.getTime() - from.getTime() > maxSlotRangeDays * DAY_MS)
    throw badRequest(`The range is at most ${maxSlotRangeDays} days`);
  return { from, to };
}

export interface RecruiterSettings {
  workingHours: WorkingHours;
  timeZone: string;
  interviewMinutes: number;
}

const defaultSettings: RecruiterSettings = {
  workingHours: defaultWorkingHours,
  timeZone: 'Europe/Rome',
  interviewMinutes: 60,
};

/**
 * A recruiter of the caller's active company with their working hours, zone and interview length (the
 * defaults without a preference row), in one read. Not a member: 400 (the request named a stranger).
 */
export async function companyRecruiter(
  db: Database,
  actor: Actor,
  userId: number,
): Promise<RecruiterSettings> {
  const [row] = await db
    .select({
      workingHours: recruiterPreference.workingHours,
      timeZone: recruiterPreference.timeZone,
      interviewMinutes: recruiterPreference.interviewMinutes,
    })
    .from(userCompany)
    .leftJoin(recruiterPreference, eq(recruiterPreference.userId, userCompany.userId))
    .where(
      and(
        eq(userCompany.userId, userId),
        eq(userCompany.companyId, activeCompanyId(actor)),
        isNull(userCompany.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw badRequest('The recruiter is not a member of the company');
  return {
    workingHours: row.workingHours ?? defaultSettings.workingHours,
    timeZone: row.timeZone ?? defaultSettings.timeZone,
    interviewMinutes: row.interviewMinutes ?? defaultSettings.interviewMinutes,
  };
}

interface LiveMeeting {
  id: number;
  companyId: number;
  recruiterUserId: number;
  meetingTypeId: number;
  start: number;
  end: number;
}

/**
 * The live meetings (any company) of a recruiter or a candidate overlapping [from, to), oldest first:
 * what the exclusion constraints would refuse a new interview against. One row of JSON instead of a
 * row per meeting: with 500 meetings, building and parsing 500 rows of timestamps cost several times
 * more than the query itself (bench/meeting-slots.bench.ts).
 */
async function liveMeetings(
  db: Database,
  who: { recruiterUserId: number; candidateUserId: number },
  range: { from: Date; to: Date },
): Promise<LiveMeeting[]> {
  const epochMs = (column: AnyPgColumn) => sql`floor(extract(epoch from ${column}) * 1000)`;
  const [row] = await db
    .select({
      list: sql<string | null>`json_agg(json_build_array(${meeting.id}, ${meeting.companyId},
        ${meeting.recruiterUserId}, ${meeting.meetingTypeId}, ${epochMs(meeting.startsAt)},
        ${epochMs(meeting.endsAt)}) ORDER BY ${meeting.startsAt}, ${meeting.id})::text`,
    })
    .from(meeting)
    .where(
      and(
        or(
          eq(meeting.recruiterUserId, who.recruiterUserId),
          eq(meeting.candidateUserId, who.candidateUserId),
        ),
        isNull(meeting.cancelledAt),
        isNull(meeting.deletedAt),
        lt(meeting.startsAt, range.to),
        gt(meeting.endsAt, range.from),
      ),
    );
  const tuples = JSON.parse(row?.list ?? '[]') as Array<[number, number, number, number, number, number]>;
  return tuples.map(([id, companyId, recruiterUserId, meetingTypeId, start, end]) => ({
    id,
    companyId,
    recruiterUserId,
    meetingTypeId,
    start,
    end,
  }));
}

/** The application, the recruiter (default the caller, a member of the company) and the range of a calendar read. */
async function calendarOf(
  db: Database,
  actor: Actor,
  applicationId: number,
  query: { from: string; to: string; recruiterUserId?: number | undefined },
) {
  const app = await visibleApplication(db, actor, applicationId);
  const range = calendarRange(query);
  const recruiterUserId = query.recruiterUserId ?? actor.userId;
  // Independent reads side by side (a PostgreSQL pool runs them at once).
  const [settings, meetings] = await Promise.all([
    companyRecruiter(db, actor, recruiterUserId),
    liveMeetings(db, { recruiterUserId, candidateUserId: app.userId }, range),
  ]);
  return { app, range, recruiterUserId, meetings, settings };
}

/** `GET /application-step/meeting-slots/{applicationId}`: free slots of the recruiter for the candidate. */
export async function meetingSlots(
  db: Database,
  actor: Actor,
  applicationId: number,
  query: MeetingSlotsQuery,
  now: Date,
): Promise<MeetingSlots> {
  const { range, recruiterUserId, meetings, settings } = await calendarOf(db, actor, applicationId, query);
  const minutes = query.minutes ?? settings.interviewMinutes;
  const slots = freeSlots({
    ...range,
    now,
    workingHours: settings.workingHours,
    timeZone: settings.timeZone,
    minutes,
    busy: meetings,
  });
  return {
    recruiterUserId,
    timeZone: settings.timeZone,
    minutes,
    slots: slots.map((s) => ({
      startsAt: new Date(s.start).toISOString(),
      endsAt: new Date(s.end).toISOString(),
    })),
  };
}

/**
 * `GET /application-step/interview-mutexes/{applicationId}`: what blocks slots. A meeting of another
 * company (the candidate's elsewhere, or the recruiter's in another company they belong to) shows
 * only its time range and kind.
 */
export async function interviewMutexes(
  db: Database,
  actor: Actor,
  applicationId: number,
  query: InterviewMutexesQuery,
): Promise<InterviewMutex[]> {
  const { recruiterUserId, meetings } = await calendarOf(db, actor, applicationId, query);
  const companyId = activeCompanyId(actor);
  return meetings.map((m) => ({
    startsAt: new Date(m.start).toISOString(),
    endsAt: new Date(m.end).toISOString(),
    who: m.recruiterUserId === recruiterUserId ? 'recruiter' : 'candidate',
    meetingTypeId: m.meetingTypeId as InterviewMutex['meetingTypeId'],
    meetingId: m.companyId === companyId ? m.id : null,
  }));
}
