import { defaultWorkingHours, type WorkingHours } from '@hiring/domain';
import { describe, expect, it } from 'vitest';
import { nextInterval, sortedHours, tidyTime, workingHoursErrors } from './working-hours-form';
import { isTimeZone } from './zoned-time';

const week = (monday: WorkingHours[number]): WorkingHours => [[], monday, [], [], [], [], []];
const errorsOf = (hours: WorkingHours, zone = 'Europe/Rome', minutes: number | null = 60) =>
  workingHoursErrors(hours, zone, minutes, isTimeZone);

describe('working hours form', () => {
  it('accepts the default office hours', () => {
    expect(errorsOf(defaultWorkingHours)).toEqual({});
  });

  it('wants both times of a stretch, the end after the start', () => {
    expect(errorsOf(week([{ from: '', to: '12:00' }]))).toEqual({ '1.0.from': 'common.error.mandatory' });
    expect(errorsOf(week([{ from: '09:00', to: '' }]))).toEqual({ '1.0.to': 'common.error.mandatory' });
    expect(errorsOf(week([{ from: '9', to: '25:00' }]))).toEqual({
      '1.0.from': 'interviews:hours.badTime',
      '1.0.to': 'interviews:hours.badTime',
    });
    expect(errorsOf(week([{ from: '12:00', to: '09:00' }]))).toEqual({ '1.0.to': 'common.error.afterStart' });
    expect(errorsOf(week([{ from: '09:00', to: '09:00' }]))).toEqual({ '1.0.to': 'common.error.afterStart' });
  });

  it('refuses stretches of one day that overlap, naming the later one', () => {
    const hours = week([
      { from: '14:00', to: '18:00' },
      { from: '09:00', to: '14:30' },
    ]);
    expect(errorsOf(hours)).toEqual({ '1.0.from': 'interviews:hours.overlap' });
    // Touching stretches do not overlap.
    expect(
      errorsOf(
        week([
          { from: '09:00', to: '13:00' },
          { from: '13:00', to: '18:00' },
        ]),
      ),
    ).toEqual({});
  });

  it('wants a known time zone and a length of 15–240 minutes', () => {
    expect(errorsOf(defaultWorkingHours, '')).toEqual({ timeZone: 'common.error.mandatory' });
    expect(errorsOf(defaultWorkingHours, 'Mars/Olympus')).toEqual({
      timeZone: 'interviews:hours.badTimeZone',
    });
    expect(errorsOf(defaultWorkingHours, 'Europe/Rome', null)).toEqual({
      interviewMinutes: 'common.error.mandatory',
    });
    expect(errorsOf(defaultWorkingHours, 'Europe/Rome', 300)).toEqual({
      interviewMinutes: 'interviews:hours.badLength',
    });
  });

  it('writes a typed time as HH:MM when it can, and leaves the rest for the error', () => {
    expect(tidyTime('9')).toBe('09:00');
    expect(tidyTime('930')).toBe('09:30');
    expect(tidyTime('9.30')).toBe('09:30');
    expect(tidyTime(' 18:05 ')).toBe('18:05');
    expect(tidyTime('24')).toBe('24');
    expect(tidyTime('9:75')).toBe('9:75');
    expect(tidyTime('nine')).toBe('nine');
  });

  it('saves each day in time order', () => {
    expect(
      sortedHours(
        week([
          { from: '14:00', to: '18:00' },
          { from: '09:00', to: '13:00' },
        ]),
      )[1],
    ).toEqual([
      { from: '09:00', to: '13:00' },
      { from: '14:00', to: '18:00' },
    ]);
  });

  it('adds a new stretch after the day’s last one, or a morning on a free day', () => {
    expect(nextInterval([])).toEqual({ from: '09:00', to: '13:00' });
    expect(nextInterval([{ from: '09:00', to: '13:00' }])).toEqual({ from: '13:00', to: '14:00' });
    expect(nextInterval([{ from: '20:00', to: '23:30' }])).toEqual({ from: '09:00', to: '13:00' });
  });
});
