import { bigint, index, integer, jsonb, pgTable, text, unique, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { id, softDelete, timestamps, utcTime } from './columns.js';
import { company } from './companies.js';
import { meeting } from './interviews.js';
import { applicationStepType, location, seniority, workArea } from './reference.js';
import { user } from './users.js';
import { tier } from './billing.js';

/** A job post. Its status derives from the timestamps (spec section 4). */
export const job = pgTable(
  'job',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => company.id),
    /** The recruiter who owns the post. */
    userId: integer()
      .notNull()
      .references(() => user.id),
    name: text().notNull(),
    description: text(),
    /** The post's structured content (requirements, benefits, skills...). */
    content: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    locationId: integer().references(() => location.id),
    workAreaId: integer().references(() => workArea.id),
    seniorityId: integer().references(() => seniority.id),
    salaryMinCents: integer(),
    salaryMaxCents: integer(),
    publishedAt: utcTime(),
    suspendedAt: utcTime(),
    archivedAt: utcTime(),
    importedAt: utcTime(),
    /** Set when publishing waits for the back office (companies flagged `requiresApproval`). */
    approvalRequestedAt: utcTime(),
    approvedAt: utcTime(),
    approvedByUserId: integer().references(() => user.id),
    /** The back office refused publication; the reason is mailed and shown to the company. Asking again clears it. */
    approvalRejectedAt: utcTime(),
    approvalRejectReason: text(),
    /** The description the AI draft was generated from, if any. */
    aiPrompt: text(),
    /** The tier the post is published at (billing: see tier); 1 is basic. */
    tierId: integer()
      .notNull()
      .default(1)
      .references((): AnyPgColumn => tier.id),
    /**
     * Bumped by triggers (migration 0015) in the same transaction as every write that changes the
     * board's columns or cards: the key of the board cache (modules/board/board-cache.ts).
     */
    boardVersion: bigint({ mode: 'number' }).notNull().default(0),
    ...timestamps,
    ...softDelete,
  },
  (t) => [index().on(t.companyId, t.createdAt)],
);

/** A board column of a job (spec section 3). */
export const jobApplicationStatus = pgTable(
  'job_application_status',
  {
    id: id(),
    jobId: integer()
      .notNull()
      .references(() => job.id),
    name: text().notNull(),
    order: integer().notNull(),
    /** selected, rejected, confirmed, discarded, or null for an ordinary column. */
    special: text(),
    ...timestamps,
    ...softDelete,
  },
  (t) => [index().on(t.jobId, t.order)],
);

/** A candidate's application to a job, placed in one board column. */
export const application = pgTable(
  'application',
  {
    id: id(),
    jobId: integer()
      .notNull()
      .references(() => job.id),
    userId: integer()
      .notNull()
      .references(() => user.id),
    jobApplicationStatusId: integer().references(() => jobApplicationStatus.id),
    viewedAt: utcTime(),
    /** The privacy-policy version in force when the candidate applied (docs/privacy.md). */
    policyVersion: text(),
    /**
     * When the company's copy of the candidate's data was anonymised (retention or erasure): the
     * application then points at a tombstone user and keeps no personal data (docs/privacy.md).
     */
    anonymisedAt: utcTime(),
    /**
     * When the candidate withdrew it (`POST /talents/applications/{id}/withdraw`): the card stays on
     * the board, locked, with a `withdrawn` step (docs/talents.md).
     */
    withdrawnAt: utcTime(),
    ...timestamps,
    ...softDelete,
  },
  (t) => [index().on(t.jobId), index().on(t.userId), index().on(t.jobApplicationStatusId)],
);

/** One event in an application's history. */
export const applicationStep = pgTable(
  'application_step',
  {
    id: id(),
    applicationId: integer()
      .notNull()
      .references(() => application.id),
    applicationStepTypeId: integer()
      .notNull()
      .references(() => applicationStepType.id),
    /** Who caused the step (a recruiter, or the candidate). */
    userId: integer().references(() => user.id),
    note: text(),
    /** The interview an interview step is about (request, change, cancel...). */
    meetingId: integer().references((): AnyPgColumn => meeting.id),
    ...timestamps,
  },
  (t) => [index().on(t.applicationId, t.createdAt)],
);

/** Append-only history of a job post: who did what and when (`GET /job/journal/{id}`). */
export const jobEvent = pgTable(
  'job_event',
  {
    id: id(),
    jobId: integer()
      .notNull()
      .references(() => job.id),
    /** Who acted; with impersonation, the impersonated user (the admin is in `actorUserId`). */
    userId: integer().references(() => user.id),
    actorUserId: integer().references(() => user.id),
    /** created, content, status, duplicated, deleted, column-*, application-moved... */
    kind: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: utcTime().notNull().defaultNow(),
  },
  (t) => [index().on(t.jobId, t.createdAt)],
);

/** A team note on an application (candidate detail, notes tab). */
export const applicationNote = pgTable(
  'application_note',
  {
    id: id(),
    applicationId: integer()
      .notNull()
      .references(() => application.id),
    userId: integer()
      .notNull()
      .references(() => user.id),
    body: text().notNull(),
    ...timestamps,
    ...softDelete,
  },
  (t) => [index().on(t.applicationId, t.createdAt)],
);

/** A job a candidate chose not to see again. */
export const hiddenJob = pgTable(
  'hidden_job',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => user.id),
    jobId: integer()
      .notNull()
      .references(() => job.id),
    createdAt: utcTime().notNull().defaultNow(),
  },
  (t) => [unique().on(t.userId, t.jobId), index().on(t.jobId)],
);

/** A job a candidate bookmarked. */
export const savedJob = pgTable(
  'saved_job',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => user.id),
    jobId: integer()
      .notNull()
      .references(() => job.id),
    createdAt: utcTime().notNull().defaultNow(),
  },
  (t) => [unique().on(t.userId, t.jobId), index().on(t.jobId)],
);

/** A recruiter's invitation to a candidate to apply to a published job. */
export const jobInvitation = pgTable(
  'job_invitation',
  {
    id: id(),
    jobId: integer()
      .notNull()
      .references(() => job.id),
    /** The invited candidate. */
    userId: integer()
      .notNull()
      .references(() => user.id),
    invitedByUserId: integer()
      .notNull()
      .references(() => user.id),
    message: text(),
    /** The candidate's answer. */
    acceptedAt: utcTime(),
    declinedAt: utcTime(),
    ...timestamps,
    ...softDelete,
  },
  (t) => [unique().on(t.jobId, t.userId), index().on(t.userId)],
);
