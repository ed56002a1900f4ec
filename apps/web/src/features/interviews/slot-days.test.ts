import type { InterviewMutex } from '@hiring/domain';
import { describe, expect, it } from 'vitest';
import { daysFrom, daysRange, mutexesOn, slotsByDay } from './slot-days';

const slot = (startsAt: string, minutes = 60) => ({
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + minutes * 60_000).toISOString(),
});

describe('slot grouping by day', () => {
  it('groups free slots by their day in the viewer’s zone, each day in time order', () => {
    const slots = [
      slot('2026-12-01T13:00:00.000Z'),
      slot('2026-12-01T08:00:00.000Z'),
      slot('2026-12-02T08:00:00.000Z'),
      // 00:30 on 2 December in Rome, still 1 December in UTC.
      slot('2026-12-01T23:30:00.000Z', 30),
    ];
    const days = slotsByDay(slots, 'Europe/Rome');
    expect([...days.keys()]).toEqual(['2026-12-01', '2026-12-02']);
    expect(days.get('2026-12-01')!.map((s) => s.startsAt)).toEqual([
      '2026-12-01T08:00:00.000Z',
      '2026-12-01T13:00:00.000Z',
    ]);
    expect(days.get('2026-12-02')!.map((s) => s.startsAt)).toEqual([
      '2026-12-01T23:30:00.000Z',
      '2026-12-02T08:00:00.000Z',
    ]);
    // The same slots read in UTC fall on other days.
    expect(slotsByDay(slots, 'UTC').get('2026-12-01')).toHaveLength(3);
  });

  it('gives nothing for no slots', () => {
    expect(slotsByDay([], 'Europe/Rome').size).toBe(0);
  });

  it('covers whole days of the zone for the API range, over a daylight-saving change', () => {
    expect(daysFrom('2026-11-29', 3)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
    expect(daysRange('2026-11-30', 7, 'Europe/Rome')).toEqual({
      from: '2026-11-29T23:00:00.000Z',
      to: '2026-12-06T23:00:00.000Z',
    });
    expect(daysRange('2026-10-24', 2, 'Europe/Rome')).toEqual({
      from: '2026-10-23T22:00:00.000Z',
      to: '2026-10-25T23:00:00.000Z',
    });
  });

  it('lists what blocks a day, a block across midnight on both days', () => {
    const block = (startsAt: string, endsAt: string, who: 'recruiter' | 'candidate'): InterviewMutex => ({
      startsAt,
      endsAt,
      who,
      meetingTypeId: 3,
      meetingId: null,
    });
    const mutexes = [
      block('2026-12-01T14:00:00.000Z', '2026-12-01T15:00:00.000Z', 'candidate'),
      block('2026-12-01T08:00:00.000Z', '2026-12-01T09:00:00.000Z', 'recruiter'),
      block('2026-12-01T22:30:00.000Z', '2026-12-01T23:30:00.000Z', 'recruiter'),
      block('2026-12-03T08:00:00.000Z', '2026-12-03T09:00:00.000Z', 'recruiter'),
    ];
    expect(mutexesOn(mutexes, '2026-12-01', 'Europe/Rome').map((m) => m.startsAt)).toEqual([
      '2026-12-01T08:00:00.000Z',
      '2026-12-01T14:00:00.000Z',
      '2026-12-01T22:30:00.000Z',
    ]);
    expect(mutexesOn(mutexes, '2026-12-02', 'Europe/Rome').map((m) => m.startsAt)).toEqual([
      '2026-12-01T22:30:00.000Z',
    ]);
  });
});
