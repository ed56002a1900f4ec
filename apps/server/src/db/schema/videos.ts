import { index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id, softDelete, storedFile, timestamps, utcTime } from './columns.js';
import { company } from './companies.js';
import { application } from './jobs.js';
import { videoStatus } from './reference.js';
import { user } from './users.js';

/**
 * Every uploaded video (the spec's `video`), whatever it was sent as: the original file, where its
 * processing stands (`video_status`) and what the encoder learnt (duration, size). The records that use
 * a video (video introduction, video answer, application video interview) point at it.
 */
export const video = pgTable(
  'video',
  {
    id: id(),
    /** The candidate who sent it. */
    userId: integer()
      .notNull()
      .references(() => user.id),
    /** The upload type it came as (`VideoPurpose`): video, videoIntroduction, videoAnswer, applicationVideoInterview. */
    purpose: text().notNull(),
    ...storedFile(),
    videoStatusId: integer()
      .notNull()
      .default(1)
      .references(() => videoStatus.id),
    /** Why it is in its status, for people: the encoder's error, "no encoder here". */
    statusDetail: text(),
    durationMs: integer(),
    width: integer(),
    height: integer(),
    ...timestamps,
    ...softDelete,
  },
  (t) => [index().on(t.userId), index().on(t.videoStatusId)],
);

/**
 * The encoder's queue (the spec's `video-encoding`): one row per run over a video. The runner claims
 * due rows with FOR UPDATE SKIP LOCKED, so several instances never encode one video twice.
 */
export const videoEncoding = pgTable(
  'video_encoding',
  {
    id: id(),
    videoId: integer()
      .notNull()
      .references(() => video.id),
    /** queued | running | done | failed */
    state: text().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    runAfter: utcTime().notNull().defaultNow(),
    /** A running row whose lock passed is taken again (its runner died). */
    lockedUntil: utcTime(),
    error: text(),
    startedAt: utcTime(),
    finishedAt: utcTime(),
    ...timestamps,
  },
  (t) => [index().on(t.state, t.runAfter), index().on(t.videoId)],
);

/** What the encoder made of a video (the spec's `video-encoded`): the web encoding and the thumbnail. */
export const videoEncoded = pgTable(
  'video_encoded',
  {
    id: id(),
    videoId: integer()
      .notNull()
      .references(() => video.id),
    /** `web` (H.264/AAC MP4 every browser plays) or `thumb` (JPEG). */
    kind: text().notNull(),
    ...storedFile(),
    width: integer(),
    height: integer(),
    createdAt: utcTime().notNull().defaultNow(),
  },
  (t) => [unique().on(t.videoId, t.kind), index().on(t.fileKey)],
);

/** A video a candidate recorded for one application (upload type `applicationVideoInterview`). */
export const videoInterview = pgTable(
  'video_interview',
  {
    id: id(),
    applicationId: integer()
      .notNull()
      .references(() => application.id),
    userId: integer()
      .notNull()
      .references(() => user.id),
    videoId: integer()
      .notNull()
      .references(() => video.id),
    ...timestamps,
    ...softDelete,
  },
  (t) => [index().on(t.applicationId), index().on(t.videoId)],
);

/**
 * What an AI feature found about a record (the spec's `ai-data`): a video analysis, per company (the
 * job's requirements differ), kept so it is read again rather than paid for again.
 */
export const aiData = pgTable(
  'ai_data',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => company.id),
    /** `video-analysis` */
    kind: text().notNull(),
    videoId: integer().references(() => video.id),
    applicationId: integer().references(() => application.id),
    /** `ai` (the configured provider) or `offline` (what the server can tell alone). */
    provider: text().notNull(),
    model: text(),
    /** The language the result is written in. */
    lang: text().notNull(),
    /** `VideoAnalysisResult` (@hiring/domain). */
    result: jsonb().$type<Record<string, unknown>>().notNull(),
    createdByUserId: integer().references(() => user.id),
    createdAt: utcTime().notNull().defaultNow(),
  },
  (t) => [index().on(t.videoId, t.companyId), index().on(t.applicationId)],
);
