import { describe, expect, it } from 'vitest';
import { dateTimeIn, dayKeyIn, dayLabel, shiftDay, timeIn, weekdayName, zonedInstant } from './zoned-time';

describe('zoned time: days and hours in a named zone, whatever the browser’s', () => {
  it('reads the wall clock of Rome in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(timeIn('2026-12-01T08:00:00.000Z', 'Europe/Rome')).toBe('09:00');
    expect(timeIn('2026-07-01T08:00:00.000Z', 'Europe/Rome')).toBe('10:00');
    expect(dateTimeIn('2026-12-01T08:05:00.000Z', 'Europe/Rome')).toBe('01/12/2026 09:05');
    expect(dateTimeIn('2026-12-01T08:05:00.000Z', 'America/New_York')).toBe('01/12/2026 03:05');
  });

  it('puts an instant on its own day in the zone, not on the UTC day', () => {
    expect(dayKeyIn('2026-11-30T23:30:00.000Z', 'Europe/Rome')).toBe('2026-12-01');
    expect(dayKeyIn('2026-12-01T03:30:00.000Z', 'America/Los_Angeles')).toBe('2026-11-30');
  });

  it('finds the instant of a wall-clock time, also across daylight-saving changes', () => {
    expect(zonedInstant('2026-12-01', '00:00', 'Europe/Rome').toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(zonedInstant('2026-07-01', '09:30', 'Europe/Rome').toISOString()).toBe('2026-07-01T07:30:00.000Z');
    // 29 March 2026: Rome moves from UTC+1 to UTC+2 at 02:00.
    expect(zonedInstant('2026-03-29', '00:00', 'Europe/Rome').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(zonedInstant('2026-03-29', '09:00', 'Europe/Rome').toISOString()).toBe('2026-03-29T07:00:00.000Z');
    // 25 October 2026: back to UTC+1 at 03:00.
    expect(zonedInstant('2026-10-25', '09:00', 'Europe/Rome').toISOString()).toBe('2026-10-25T08:00:00.000Z');
    expect(zonedInstant('2026-10-25', '09:00', 'UTC').toISOString()).toBe('2026-10-25T09:00:00.000Z');
  });

  it('shifts calendar days over month and year ends', () => {
    expect(shiftDay('2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2026-11-24', 7)).toBe('2026-12-01');
  });

  it('names days in the interface language', () => {
    expect(dayLabel('2026-11-30', 'it')).toEqual({ weekday: 'lun', date: '30/11' });
    expect(dayLabel('2026-11-30', 'en')).toEqual({ weekday: 'Mon', date: '30/11' });
    expect(weekdayName(0, 'it')).toBe('domenica');
    expect(weekdayName(1, 'en')).toBe('Monday');
  });
});
