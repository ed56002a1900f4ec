import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, atNoon, formatDate, formatDateTime } from './date';

describe('formatDateTime', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('formats as dd/MM/yyyy HH:mm with leading zeros', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 9, 7))).toBe('05/01/2026 09:07');
  });

  it('uses a 24-hour clock, midnight as 00', () => {
    expect(formatDateTime(new Date(2026, 10, 22, 0, 0))).toBe('22/11/2026 00:00');
    expect(formatDateTime(new Date(2026, 10, 22, 23, 59))).toBe('22/11/2026 23:59');
  });

  it('accepts ISO strings and timestamps', () => {
    const date = new Date(2026, 5, 30, 14, 45);
    expect(formatDateTime(date.toISOString())).toBe('30/06/2026 14:45');
    expect(formatDateTime(date.getTime())).toBe('30/06/2026 14:45');
  });

  it('logs invalid dates and returns an empty string', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(new Date(Number.NaN))).toBe('');
    expect(error).toHaveBeenCalledTimes(3);
  });
});

describe('formatDate', () => {
  it('shows the day only', () => {
    expect(formatDate(new Date(2026, 0, 5, 12))).toBe('05/01/2026');
  });
});

describe('atNoon', () => {
  it('puts a date on 12:00 of its own day', () => {
    const late = atNoon(new Date(2026, 2, 29, 23, 59));
    expect([late.getFullYear(), late.getMonth(), late.getDate(), late.getHours(), late.getMinutes()]).toEqual(
      [2026, 2, 29, 12, 0],
    );
    expect(atNoon(new Date(2026, 2, 29, 0, 1)).getTime()).toBe(late.getTime());
  });

  it('reads a date-only string as that day here, not as UTC midnight', () => {
    expect(atNoon('2026-03-29').getTime()).toBe(new Date(2026, 2, 29, 12).getTime());
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(Number.isNaN(atNoon('nonsense').getTime())).toBe(true);
  });

  it('shifts by calendar days, staying at noon across daylight-saving changes', () => {
    // The last Sunday of March: a 23-hour day in Italy.
    const after = addDays('2026-03-28', 1);
    expect([after.getDate(), after.getHours()]).toEqual([29, 12]);
    expect(addDays(new Date(2026, 9, 25, 8), -30).getDate()).toBe(25);
  });
});
