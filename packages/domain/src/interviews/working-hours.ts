import { z } from 'zod';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time as HH:MM');

/** One stretch of a working day, `from` before `to`, both HH:MM in the recruiter's time zone. */
export const workingIntervalSchema = z
  .object({ from: hhmm, to: hhmm })
  .strict()
  .refine((i) => i.from < i.to, { message: 'from must be before to' });

/**
 * When a recruiter takes interviews: for each weekday (0 Sunday … 6 Saturday, as `Date#getDay`) the
 * stretches of the day. A missing or empty day is a day off.
 */
export const workingHoursSchema = z
  .array(z.array(workingIntervalSchema).max(6))
  .length(7);

export type WorkingInterval = z.infer<typeof workingIntervalSchema>;
export type WorkingHours = WorkingInterval[][];

const officeDay: WorkingInterval[] = [
  { from: '09:00', to: '13:00' },
  { from: '14:00', to: '18:00' },
];

/** The default: Monday to Friday, 9–13 and 14–18 (Italian office hours). */
export const defaultWorkingHours: WorkingHours = [[], officeDay, officeDay, officeDay, officeDay, officeDay, []];
