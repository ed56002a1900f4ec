import { describe, expect, it } from 'vitest';
import { estimateWindow } from './job-tier';

describe('the job editor’s estimate window', () => {
  it('counts 30 days from today, both included, across months and daylight saving', () => {
    expect(estimateWindow(new Date(2026, 2, 15, 9))).toEqual({ start: '2026-03-15', end: '2026-04-13' });
    expect(estimateWindow(new Date(2026, 11, 31, 23, 30))).toEqual({
      start: '2026-12-31',
      end: '2027-01-29',
    });
    expect(estimateWindow(new Date(2026, 4, 1), 1)).toEqual({ start: '2026-05-01', end: '2026-05-01' });
  });
});
