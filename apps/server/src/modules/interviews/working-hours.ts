import { IANAZone } from 'luxon';
import { z } from 'zod';
import { workingHoursSchema } from '@hiring/domain';

/** An IANA time zone the server knows (Europe/Rome, America/New_York...). */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine((zone) => IANAZone.isValidZone(zone), { message: 'Value is not a known IANA time zone' });

/** Working hours whose stretches of one day do not overlap (slots are laid out per stretch). */
export const disjointWorkingHoursSchema = workingHoursSchema.refine(
  (days) =>
    days.every((day) => {
      const sorted = [...day].sort((a, b) => a.from.localeCompare(b.from));
      return sorted.every((interval, i) => i === 0 || sorted[i - 1]!.to <= interval.from);
    }),
  { message: 'The intervals of a day must not overlap' },
);

/** The scheduling fields of `PATCH /recruiter-preference/{id}`. */
export const recruiterScheduleFields = {
  workingHours: disjointWorkingHoursSchema,
  timeZone: timeZoneSchema,
  /** The length of the slots meeting-slots offers by default. */
  interviewMinutes: z.number().int().min(15).max(240),
};

/** The readable fields the scheduling adds to the recruiter-preference resource. */
export const recruiterScheduleReadFields = ['workingHours', 'timeZone', 'interviewMinutes'] as const;
