import { describe, expect, it } from 'vitest';
import {
  addMonths,
  daysBetween,
  localDay,
  monthLabel,
  monthOfDay,
  monthsBetween,
  romeDay,
} from './rome-calendar';

describe('the Rome calendar', () => {
  it('names the day in Rome whatever the instant’s zone, across daylight saving', () => {
    expect(romeDay(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29'); // CET: 00:30
    expect(romeDay(new Date('2026-03-29T21:59:00Z'))).toBe('2026-03-29'); // CEST: 23:59
    expect(romeDay(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    expect(romeDay(Date.UTC(2026, 11, 31, 23, 0))).toBe('2027-01-01');
    expect(monthOfDay('2026-03-29')).toBe('2026-03');
  });

  it('counts days between calendar days', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-03-30', '2026-03-28')).toBe(-2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('nope', '2026-01-01')).toBeNaN();
  });

  it('moves by months across years', () => {
    expect(addMonths('2026-03', -11)).toBe('2025-04');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-05', -36)).toBe('2023-05');
    expect(() => addMonths('2026', 1)).toThrow(RangeError);
    expect(monthsBetween('2025-04', '2026-03')).toBe(12);
    expect(monthsBetween('2026-03', '2026-01')).toBe(0);
  });

  it('labels months in the UI language', () => {
    expect(monthLabel('2026-03', 'it-IT', true)).toBe('marzo 2026');
    expect(monthLabel('2026-03', 'en-GB', true)).toBe('March 2026');
    expect(monthLabel('2026-01', 'it-IT')).toBe('gen 2026');
    expect(monthLabel('bad', 'it-IT')).toBe('bad');
  });

  it('reads a picked date as its local calendar day', () => {
    expect(localDay(new Date(2026, 2, 29, 0, 30))).toBe('2026-03-29');
    expect(localDay(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });
});
