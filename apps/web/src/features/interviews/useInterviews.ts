import type { MeetingView, SetInterview } from '@hiring/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../shared/api/api-error';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import { boardKey } from '../board/board-cache';
import { candidateDetailKey } from '../board/useCandidateDetail';
import {
  cancelMeeting,
  getRecruiterPreference,
  interviewKeys,
  listMeetings,
  patchMeeting,
  setInterview,
} from './interviews-api';
import { browserTimeZone } from './zoned-time';

/** The application's interviews (cancelled and completed ones too), latest first. */
export function useMeetings(applicationId: number) {
  return useQuery({
    queryKey: interviewKeys.meetings(applicationId),
    queryFn: ({ signal }) => listMeetings(applicationId, signal),
  });
}

/** The signed-in user's preference row (working hours, time zone, interview length). */
export function useOwnPreference(enabled = true) {
  const userId = useSessionStore((state) => state.user?.id);
  return useQuery({
    queryKey: interviewKeys.preference(userId ?? 0),
    queryFn: () => getRecruiterPreference(userId ?? 0),
    enabled: enabled && userId !== undefined,
  });
}

/** The zone the viewer reads times in: their saved one, else the browser's. */
export function useViewerTimeZone(): string {
  return useOwnPreference().data?.timeZone ?? browserTimeZone();
}

/**
 * Booking, changing, confirming, completing and cancelling an application's interviews. Each one
 * writes a step, so the candidate detail (its steps) and the board (the card's last step) are read
 * again with the interviews.
 */
export function useInterviewActions(jobId: number, applicationId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: interviewKeys.meetings(applicationId) }),
      queryClient.invalidateQueries({ queryKey: candidateDetailKey(applicationId) }),
      queryClient.invalidateQueries({ queryKey: boardKey(jobId) }),
      queryClient.invalidateQueries({ queryKey: ['meeting-slots', applicationId] }),
      queryClient.invalidateQueries({ queryKey: ['interview-mutexes', applicationId] }),
    ]);
  // A 409 says the interview is not as shown (changed elsewhere meanwhile): show it as it is now.
  const refreshOnConflict = (error: Error) => {
    if (error instanceof ApiError && error.status === 409) void refresh();
  };
  const schedule = useMutation({
    mutationFn: (body: SetInterview) => setInterview(body),
    onSuccess: refresh,
    onError: refreshOnConflict,
  });
  const transition = useMutation({
    mutationFn: ({ meeting, status }: { meeting: MeetingView; status: 'confirmed' | 'completed' }) =>
      patchMeeting(meeting.id, { status }),
    onSuccess: refresh,
    onError: refreshOnConflict,
  });
  const cancel = useMutation({
    mutationFn: (meeting: MeetingView) => cancelMeeting(meeting.id),
    onSuccess: refresh,
    onError: refreshOnConflict,
  });
  return { schedule, transition, cancel, refresh };
}
