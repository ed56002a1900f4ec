import { z } from 'zod';

const dbId = z.number().int().positive().max(2_147_483_647);
const queryId = z.coerce.number().int().positive().max(2_147_483_647);
/** An ISO 8601 instant with its offset (`2026-11-25T09:00:00.000Z`, `2026-11-25T10:00:00+01:00`). */
const instant = z.iso.datetime({ offset: true });

/** The lifecycle of an interview (spec 4): requested → accepted → confirmed → completed, or cancelled. */
export const meetingStatuses = ['requested', 'accepted', 'confirmed', 'completed', 'cancelled'] as const;
export type MeetingStatus = (typeof meetingStatuses)[number];

/** 1 onsite, 2 online, 3 a recruiter's busy block (`meetingTypes` in board/step-types). */
export const meetingTypeIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
/** Interviews only: onsite or online. */
export const interviewTypeIdSchema = z.union([z.literal(1), z.literal(2)]);

/** Longest range the slot and mutex reads accept. */
export const maxSlotRangeDays = 31;

/** A meeting as the API returns it; times are ISO strings (UTC). */
export const meetingViewSchema = z.object({
  id: z.number().int(),
  applicationId: z.number().int().nullable(),
  jobId: z.number().int().nullable(),
  recruiterUserId: z.number().int(),
  recruiterName: z.string(),
  candidateUserId: z.number().int().nullable(),
  meetingTypeId: meetingTypeIdSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  place: z.string().nullable(),
  link: z.string().nullable(),
  note: z.string().nullable(),
  status: z.enum(meetingStatuses),
  cancelledAt: z.string().nullable(),
});
export type MeetingView = z.infer<typeof meetingViewSchema>;

export const applicationIdParamsSchema = z.object({ applicationId: queryId });

/** `GET /application-step/meeting-slots/{applicationId}`. */
export const meetingSlotsQuerySchema = z
  .object({
    from: instant,
    to: instant,
    /** Whose calendar; default the caller. A member of the active company. */
    recruiterUserId: queryId.optional(),
    /** Slot length; default the recruiter's interviewMinutes. */
    minutes: z.coerce.number().int().min(15).max(240).optional(),
  })
  .strict();
export type MeetingSlotsQuery = z.infer<typeof meetingSlotsQuerySchema>;

export const slotSchema = z.object({ startsAt: z.string(), endsAt: z.string() });
export type Slot = z.infer<typeof slotSchema>;

export const meetingSlotsSchema = z.object({
  recruiterUserId: z.number().int(),
  /** The recruiter's IANA time zone, in which the working hours are read. */
  timeZone: z.string(),
  minutes: z.number().int(),
  slots: z.array(slotSchema),
});
export type MeetingSlots = z.infer<typeof meetingSlotsSchema>;

/** `GET /application-step/interview-mutexes/{applicationId}`. */
export const interviewMutexesQuerySchema = z
  .object({ from: instant, to: instant, recruiterUserId: queryId.optional() })
  .strict();
export type InterviewMutexesQuery = z.infer<typeof interviewMutexesQuerySchema>;

/**
 * What blocks a slot: a live meeting of the recruiter or of the candidate. A candidate's meeting with
 * another company shows only its time range (meetingId null).
 */
export const interviewMutexSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  who: z.enum(['recruiter', 'candidate']),
  meetingTypeId: meetingTypeIdSchema,
  meetingId: z.number().int().nullable(),
});
export type InterviewMutex = z.infer<typeof interviewMutexSchema>;

const place = z.string().trim().min(1).max(500);
const note = z.string().trim().max(2000);

/**
 * `POST /application-step/setInterview`: without meetingId books a new interview, with meetingId
 * changes it. endsAt defaults to startsAt + the recruiter's interviewMinutes; onsite needs a place.
 */
export const setInterviewSchema = z
  .object({
    applicationId: dbId,
    meetingTypeId: interviewTypeIdSchema,
    startsAt: instant,
    endsAt: instant.optional(),
    recruiterUserId: dbId.optional(),
    place: place.nullable().optional(),
    note: note.nullable().optional(),
    meetingId: dbId.optional(),
  })
  .strict();
export type SetInterview = z.infer<typeof setInterviewSchema>;

/** `POST /meeting`: a busy block in the caller's own calendar. */
export const busyBlockCreateSchema = z
  .object({
    meetingTypeId: z.literal(3),
    startsAt: instant,
    endsAt: instant,
    note: note.nullable().optional(),
  })
  .strict();
export type BusyBlockCreate = z.infer<typeof busyBlockCreateSchema>;

/** `PATCH /meeting/{id}`: a status transition (accepted by the candidate; confirmed, completed by staff; cancelled by either). */
export const meetingPatchSchema = z
  .object({ status: z.enum(['accepted', 'confirmed', 'completed', 'cancelled']) })
  .strict();
export type MeetingPatch = z.infer<typeof meetingPatchSchema>;
