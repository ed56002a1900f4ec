import type {
  InterviewMutex,
  MeetingPatch,
  MeetingSlots,
  MeetingView,
  SetInterview,
  WorkingHours,
} from '@hiring/domain';
import { api } from '../../shared/api/api';

/** TanStack Query keys of the interviews feature. */
export const interviewKeys = {
  meetings: (applicationId: number) => ['meeting', 'application', applicationId] as const,
  slots: (applicationId: number, recruiterUserId: number | null, from: string, to: string) =>
    ['meeting-slots', applicationId, recruiterUserId, from, to] as const,
  mutexes: (applicationId: number, recruiterUserId: number | null, from: string, to: string) =>
    ['interview-mutexes', applicationId, recruiterUserId, from, to] as const,
  /** The same key as the account page's preferences, so both read one copy. */
  preference: (userId: number) => ['recruiter-preference', userId] as const,
};

/** A meeting as the generic list reads it: its columns, the recruiter included. */
type MeetingRow = Omit<MeetingView, 'recruiterName'> & {
  recruiter?: { firstname: string; lastname: string } | null;
};

const meetingView = ({ recruiter, ...row }: MeetingRow): MeetingView => ({
  ...row,
  recruiterName: recruiter ? `${recruiter.firstname} ${recruiter.lastname}` : '',
});

/** The interviews of an application, latest first (GET /meeting, scoped by the server). */
export const listMeetings = async (applicationId: number, signal?: AbortSignal): Promise<MeetingView[]> =>
  (
    await api.get<MeetingRow[]>('/meeting', {
      query: { where: { applicationId }, orderBy: '-startsAt', include: 'recruiter', take: 100 },
      signal,
    })
  ).map(meetingView);

interface RangeQuery {
  applicationId: number;
  recruiterUserId: number | null;
  from: string;
  to: string;
}

const rangeQuery = ({ recruiterUserId, from, to }: RangeQuery) => ({
  from,
  to,
  recruiterUserId: recruiterUserId ?? undefined,
});

/** The recruiter's free slots for the application's candidate in [from, to). */
export const meetingSlots = (range: RangeQuery, signal?: AbortSignal) =>
  api.get<MeetingSlots>(`/application-step/meeting-slots/${range.applicationId}`, {
    query: rangeQuery(range),
    signal,
  });

/** What blocks the recruiter's or the candidate's time in [from, to). */
export const interviewMutexes = (range: RangeQuery, signal?: AbortSignal) =>
  api.get<InterviewMutex[]>(`/application-step/interview-mutexes/${range.applicationId}`, {
    query: rangeQuery(range),
    signal,
  });

/** Books an interview, or changes it when `meetingId` is given. */
export const setInterview = (body: SetInterview) =>
  api.post<MeetingView>('/application-step/setInterview', body);

/** A status transition (confirmed, completed) by the recruiter. */
export const patchMeeting = (id: number, body: MeetingPatch) =>
  api.patch<MeetingView>(`/meeting/${id}`, body);

/** Cancels an interview. */
export const cancelMeeting = (id: number) => api.delete<unknown>(`/meeting/${id}`);

/** A recruiter's preferences with the interview settings (GET/PATCH /recruiter-preference). */
export interface RecruiterPreference {
  id: number;
  userId: number;
  marketingConsent: boolean;
  workingHours: WorkingHours;
  timeZone: string;
  interviewMinutes: number;
}

export type InterviewSettings = Pick<RecruiterPreference, 'workingHours' | 'timeZone' | 'interviewMinutes'>;

/** The caller's own preference row ("find one by user id", spec section 7); null without a membership. */
export const getRecruiterPreference = async (userId: number): Promise<RecruiterPreference | null> =>
  (await api.get<RecruiterPreference[]>('/recruiter-preference', { query: { where: { userId } } }))[0] ??
  null;

export const saveInterviewSettings = (id: number, body: InterviewSettings) =>
  api.patch<RecruiterPreference>(`/recruiter-preference/${id}`, body);
