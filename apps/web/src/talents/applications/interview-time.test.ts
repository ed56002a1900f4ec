import { describe, expect, it } from 'vitest';
import { interviewTimeRange } from './interview-time';

describe('interviewTimeRange', () => {
  it('shows the day once and both times for an interview within a day', () => {
    const start = new Date(2026, 2, 9, 10, 0).toISOString();
    const end = new Date(2026, 2, 9, 11, 30).toISOString();
    expect(interviewTimeRange(start, end)).toBe('09/03/2026 10:00–11:30');
  });

  it('shows both dates when it runs past midnight', () => {
    const start = new Date(2026, 2, 9, 23, 30).toISOString();
    const end = new Date(2026, 2, 10, 0, 15).toISOString();
    expect(interviewTimeRange(start, end)).toBe('09/03/2026 23:30 – 10/03/2026 00:15');
  });
});
