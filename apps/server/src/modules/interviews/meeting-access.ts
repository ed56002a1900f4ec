import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { can, ErrorText, type MeetingStatus, type MeetingView } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { meeting, user } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { forbidden, notFound, unauthorized } from '../../http/errors.js';
import { activeCompanyId } from '../../http/resources/scopes.js';
import { reachedApplicationIds } from '../jobs/job-scope.js';

/** The message of every scheduling call while the module flag `disableScheduling` is on (spec 6). */
export const SCHEDULING_DISABLED = 'Scheduling is disabled';

/**
 * The one rule for the meetings a caller reaches. A candidate: their own interviews. Staff with the
 * board permission: the active company's busy blocks, and its interviews about applications of jobs
 * they reach (the board's reach, jobs/job-scope.ts). Anything else does not exist for them (404).
 */
export function meetingsInScope(db: Database, actor: Actor | null): SQL {
  if (!actor) throw unauthorized(ErrorText.userNotLogged);
  if (actor.companyId === null) {
    return and(eq(meeting.candidateUserId, actor.userId), inArray(meeting.meetingTypeId, [1, 2]))!;
  }
  if (!can(actor, 'board')) throw forbidden(ErrorText.forbidden);
  return and(
    eq(meeting.companyId, activeCompanyId(actor)),
    or(isNull(meeting.applicationId), inArray(meeting.applicationId, reachedApplicationIds(db, actor))),
  )!;
}

const viewColumns = {
  id: meeting.id,
  companyId: meeting.companyId,
  applicationId: meeting.applicationId,
  jobId: meeting.jobId,
  recruiterUserId: meeting.recruiterUserId,
  recruiterFirstname: user.firstname,
  recruiterLastname: user.lastname,
  candidateUserId: meeting.candidateUserId,
  meetingTypeId: meeting.meetingTypeId,
  startsAt: meeting.startsAt,
  endsAt: meeting.endsAt,
  place: meeting.place,
  link: meeting.link,
  note: meeting.note,
  status: meeting.status,
  cancelledAt: meeting.cancelledAt,
  createdByUserId: meeting.createdByUserId,
};

export type MeetingRow = {
  [K in keyof typeof viewColumns]: (typeof viewColumns)[K]['_']['notNull'] extends true
    ? (typeof viewColumns)[K]['_']['data']
    : (typeof viewColumns)[K]['_']['data'] | null;
};

/** A live (not deleted) meeting the caller reaches, with its recruiter's name; 404 otherwise. */
export async function reachedMeeting(
  db: Database,
  actor: Actor,
  id: number,
  lock = false,
): Promise<MeetingRow> {
  const query = db
    .select(viewColumns)
    .from(meeting)
    .innerJoin(user, eq(user.id, meeting.recruiterUserId))
    .where(and(eq(meeting.id, id), isNull(meeting.deletedAt), meetingsInScope(db, actor)));
  const [row] = lock ? await query.for('update', { of: meeting }) : await query;
  if (!row) throw notFound(`meeting ${id} not found`);
  return row as MeetingRow;
}

/** One meeting by id, unscoped (after a write the caller was allowed to make). */
export async function meetingById(db: Database, id: number): Promise<MeetingRow> {
  const [row] = await db
    .select(viewColumns)
    .from(meeting)
    .innerJoin(user, eq(user.id, meeting.recruiterUserId))
    .where(eq(meeting.id, id));
  if (!row) throw notFound(`meeting ${id} not found`);
  return row as MeetingRow;
}

export function toMeetingView(row: MeetingRow): MeetingView {
  return {
    id: row.id,
    applicationId: row.applicationId,
    jobId: row.jobId,
    recruiterUserId: row.recruiterUserId,
    recruiterName: `${row.recruiterFirstname} ${row.recruiterLastname}`.trim(),
    candidateUserId: row.candidateUserId,
    meetingTypeId: row.meetingTypeId as MeetingView['meetingTypeId'],
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    place: row.place,
    link: row.link,
    note: row.note,
    status: row.status as MeetingStatus,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}
