import { meetingStatuses, type MeetingStatus } from '@hiring/domain';
import { describe, expect, it } from 'vitest';
import { interviewsShown, isLive, meetingActions } from './meeting-actions';

const now = new Date('2026-12-01T10:00:00.000Z');
const at = (status: MeetingStatus, startsAt = '2026-12-02T09:00:00.000Z') =>
  meetingActions({ status, startsAt }, now);

describe('interview status → the recruiter’s actions', () => {
  it('changes or cancels a requested interview, nothing to confirm until the candidate accepts', () => {
    expect(at('requested')).toEqual(['change', 'cancel']);
  });

  it('confirms an accepted interview', () => {
    expect(at('accepted')).toEqual(['confirm', 'change', 'cancel']);
  });

  it('marks a confirmed interview completed once it has begun, not before', () => {
    expect(at('confirmed')).toEqual(['change', 'cancel']);
    expect(at('confirmed', '2026-12-01T10:00:00.000Z')).toEqual(['complete', 'change', 'cancel']);
    expect(at('confirmed', '2026-12-01T09:00:00.000Z')).toEqual(['complete', 'change', 'cancel']);
  });

  it('offers nothing on a cancelled or completed interview', () => {
    expect(at('cancelled')).toEqual([]);
    expect(at('completed', '2026-11-30T09:00:00.000Z')).toEqual([]);
  });

  it('counts every status but cancelled and completed as live', () => {
    expect(meetingStatuses.filter(isLive)).toEqual(['requested', 'accepted', 'confirmed']);
  });
});

describe('whether the interview panel shows', () => {
  it('shows only with scheduling on and a board the user may write on', () => {
    expect(interviewsShown(false, true)).toBe(true);
    // disableScheduling on: no interview UI at all (spec section 6).
    expect(interviewsShown(true, true)).toBe(false);
    expect(interviewsShown(false, false)).toBe(false);
    expect(interviewsShown(true, false)).toBe(false);
  });
});
