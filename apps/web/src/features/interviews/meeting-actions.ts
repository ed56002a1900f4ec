import type { MeetingStatus, MeetingView } from '@hiring/domain';

/** What a recruiter may do with an interview from the candidate detail. */
export type MeetingAction = 'confirm' | 'complete' | 'change' | 'cancel';

/** An interview still on the calendars (it blocks its slot). */
export const isLive = (status: MeetingStatus): boolean => status !== 'cancelled' && status !== 'completed';

/**
 * The actions an interview's status allows the recruiter (spec section 4: requested → accepted →
 * confirmed → completed; cancelled from any live state): confirm what the candidate accepted, mark
 * completed a confirmed interview once it has begun, change or cancel while it is live.
 */
export function meetingActions(
  meeting: Pick<MeetingView, 'status' | 'startsAt'>,
  now: Date,
): MeetingAction[] {
  if (!isLive(meeting.status)) return [];
  const actions: MeetingAction[] = [];
  if (meeting.status === 'accepted') actions.push('confirm');
  if (meeting.status === 'confirmed' && Date.parse(meeting.startsAt) <= now.getTime())
    actions.push('complete');
  actions.push('change', 'cancel');
  return actions;
}

/** Whether the interview UI shows at all: scheduling on and the board writable by the user. */
export const interviewsShown = (disableScheduling: boolean, mayWriteBoard: boolean): boolean =>
  !disableScheduling && mayWriteBoard;
