import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime } from './date';

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
