import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, softDelete, storedFile, timestamps, utcTime } from './columns.js';
import { company } from './companies.js';
import { application, job } from './jobs.js';
import { meetingType, question } from './reference.js';
import { user } from './users.js';
import { video } from './videos.js';

/**
 * An interview (onsite 1, online 2) with a candidate about an application, or a busy block (3) of a
 * recruiter. Two live meetings of one recruiter, or of one candidate, never overlap: migration 0010
 * adds the exclusion constraints (`meeting_recruiter_no_overlap`, `meeting_candidate_no_overlap`,
 * btree_gist), so parallel bookings cannot both land.
 */
export const meeting = pgTable(
  'meeting',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => company.id),
    /** The application it is about; null for a busy block. */
    applicationId: integer().references(() => application.id),
    jobId: integer().references(() => job.id),
    /** The recruiter who holds the interview (or is busy). */
    recruiterUserId: integer()
      .notNull()
      .references(() => user.id),
    /** The candidate; null for a busy block. */
    candidateUserId: integer().references(() => user.id),
    meetingTypeId: integer()
      .notNull()
      .references(() => meetingType.id),
    startsAt: utcTime().notNull(),
    endsAt: utcTime().notNull(),
    /** Onsite: where. */
    place: text(),
    /** Online: the meeting link (from the configured URL pattern). */
    link: text(),
    note: text(),
    /** requested, accepted, confirmed, completed, cancelled (spec 4's interview step flow). */
    status: text().notNull().default('requested'),
    cancelledAt: utcTime(),
    /** When the "starting soon" reminder went out (the cron job writes it once). */
    remindedAt: utcTime(),
    completedAt: utcTime(),
    /** Who booked it. */
    createdByUserId: integer().references(() => user.id),
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    index().on(t.recruiterUserId, t.startsAt),
    index().on(t.candidateUserId, t.startsAt),
    index().on(t.applicationId),
    index().on(t.companyId, t.startsAt),
    check('meeting_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A video a candidate recorded as the answer to a question (the spec's `video-answer`). */
export const videoAnswer = pgTable(
  'video_answer',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => user.id),
    ...storedFile(),
    durationSeconds: integer(),
    /** Its processing record (thumbnail, web encoding, duration). */
    videoId: integer().references(() => video.id),
    ...timestamps,
    ...softDelete,
  },
  (t) => [index().on(t.userId)],
);

/**
 * A question a recruiter sent to a candidate about an application (Q&A steps: qa-request → qa-sent →
 * qa-view), with the candidate's answer as text or as a video answer. `text` keeps the wording asked.
 */
export const applicationQuestion = pgTable(
  'application_question',
  {
    id: id(),
    applicationId: integer()
      .notNull()
      .references(() => application.id),
    /** The catalogue question it came from; null for a question the recruiter wrote. */
    questionId: integer().references(() => question.id),
    text: text().notNull(),
    askedByUserId: integer().references(() => user.id),
    answerText: text(),
    videoAnswerId: integer().references(() => videoAnswer.id),
    answeredAt: utcTime(),
    /** When a recruiter first read the answers. */
    viewedAt: utcTime(),
    ...timestamps,
    ...softDelete,
  },
  (t) => [index().on(t.applicationId)],
);
