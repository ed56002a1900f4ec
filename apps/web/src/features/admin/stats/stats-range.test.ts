import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateOfDay,
  presetOf,
  presetRange,
  rangeLength,
  rangeOfDates,
  romeToday,
} from './stats-range';

describe('the statistics range', () => {
  // 23:30 UTC on 31 December 2026 is already 1 January 2027 in Italy.
  const newYear = new Date('2026-12-31T23:30:00Z');

  it('ends presets today in Italy, whatever the browser’s zone', () => {
    expect(romeToday(newYear)).toBe('2027-01-01');
    expect(presetRange('last7', newYear)).toEqual({ from: '2026-12-26', to: '2027-01-01' });
    expect(presetRange('last30', newYear)).toEqual({ from: '2026-12-03', to: '2027-01-01' });
    expect(presetRange('last90', newYear)).toEqual({ from: '2026-10-04', to: '2027-01-01' });
    expect(presetRange('thisYear', newYear)).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(rangeLength(presetRange('last90', newYear))).toBe(90);
    expect(presetOf({ from: '2026-12-26', to: '2027-01-01' }, newYear)).toBe('last7');
    expect(presetOf({ from: '2026-12-25', to: '2027-01-01' }, newYear)).toBeNull();
  });

  it('walks days across the DST change without slipping', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', -1)).toBe('2026-10-24');
  });

  it('reads the range calendar’s dates as days, in order, cut to the longest range', () => {
    expect(rangeOfDates(null)).toBeNull();
    expect(rangeOfDates([dateOfDay('2026-03-29'), null])).toEqual({ from: '2026-03-29', to: '2026-03-29' });
    expect(rangeOfDates([new Date(2026, 2, 30), new Date(2026, 2, 28)])).toEqual({
      from: '2026-03-28',
      to: '2026-03-30',
    });
    expect(rangeOfDates([new Date(2020, 0, 1), new Date(2026, 2, 28)])).toEqual({
      from: addDays('2026-03-28', -730),
      to: '2026-03-28',
    });
  });
});
