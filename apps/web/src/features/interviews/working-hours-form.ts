import type { WorkingHours, WorkingInterval } from '@hiring/domain';

/** Interview lengths offered, in minutes (the server takes 15–240). */
export const interviewLengths = [15, 30, 45, 60, 75, 90, 120, 150, 180, 240] as const;

/** At most this many stretches a day (the server's limit). */
export const maxIntervalsPerDay = 6;

/** The week as the form lists it: Monday first, Sunday last (index into `WorkingHours`, 0 = Sunday). */
export const formWeekdays = [1, 2, 3, 4, 5, 6, 0] as const;

/** Error keys of the form, by field: `${weekday}.${index}.from|to`, or `timeZone`, `interviewMinutes`. */
export type WorkingHoursErrors = Record<string, string>;

const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The form's errors (translation keys): each time required and HH:MM, each stretch ending after it
 * starts, stretches of one day not overlapping, a time zone, an interview length the server takes.
 */
export function workingHoursErrors(
  hours: WorkingHours,
  timeZone: string,
  interviewMinutes: number | null,
  isTimeZone: (name: string) => boolean,
): WorkingHoursErrors {
  const errors: WorkingHoursErrors = {};
  hours.forEach((intervals, weekday) => {
    intervals.forEach((interval, index) => {
      const at = `${weekday}.${index}`;
      for (const end of ['from', 'to'] as const) {
        if (interval[end].trim() === '') errors[`${at}.${end}`] = 'common.error.mandatory';
        else if (!hhmm.test(interval[end])) errors[`${at}.${end}`] = 'interviews:hours.badTime';
      }
      if (hhmm.test(interval.from) && hhmm.test(interval.to) && interval.to <= interval.from) {
        errors[`${at}.to`] = 'common.error.afterStart';
      }
    });
    const valid = intervals
      .map((interval, index) => ({ ...interval, index }))
      .filter((i) => hhmm.test(i.from) && hhmm.test(i.to) && i.from < i.to)
      .sort((a, b) => a.from.localeCompare(b.from));
    for (let i = 1; i < valid.length; i++) {
      const previous = valid[i - 1]!;
      const interval = valid[i]!;
      if (interval.from < previous.to)
        errors[`${weekday}.${interval.index}.from`] = 'interviews:hours.overlap';
    }
  });
  if (timeZone.trim() === '') errors.timeZone = 'common.error.mandatory';
  else if (!isTimeZone(timeZone)) errors.timeZone = 'interviews:hours.badTimeZone';
  if (interviewMinutes === null) errors.interviewMinutes = 'common.error.mandatory';
  else if (!Number.isInteger(interviewMinutes) || interviewMinutes < 15 || interviewMinutes > 240) {
    errors.interviewMinutes = 'interviews:hours.badLength';
  }
  return errors;
}

/** A typed time written as HH:MM when it can be read so ('9' → '09:00', '930' → '09:30', '9.30' → '09:30'). */
export function tidyTime(typed: string): string {
  const digits = /^(\d{1,2})(?:[:.]?(\d{2}))?$/.exec(typed.trim());
  if (!digits) return typed;
  const hour = Number(digits[1]);
  const minute = Number(digits[2] ?? '0');
  if (hour > 23 || minute > 59) return typed;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** The hours as saved: each day's stretches in time order. */
export const sortedHours = (hours: WorkingHours): WorkingHours =>
  hours.map((intervals) => [...intervals].sort((a, b) => a.from.localeCompare(b.from)));

/** A new stretch for a day: after its last one (an hour long, within the day), else 09:00–13:00. */
export function nextInterval(intervals: readonly WorkingInterval[]): WorkingInterval {
  const last = [...intervals].sort((a, b) => a.from.localeCompare(b.from)).at(-1);
  if (!last || !hhmm.test(last.to) || last.to >= '23:00') return { from: '09:00', to: '13:00' };
  const [hour = 0, minute = 0] = last.to.split(':').map(Number);
  const end = `${String(hour + 1).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return { from: last.to, to: end };
}
