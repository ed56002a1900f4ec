import { addDays } from '../../shared/format/date';
import { localDay } from './rome-calendar';

/** The estimate the job editor shows: a post published for this many days from today. */
export const JOB_ESTIMATE_DAYS = 30;

/** Today and the last day of a post published for `days` days from today (both included), 'YYYY-MM-DD'. */
export function estimateWindow(today: Date, days = JOB_ESTIMATE_DAYS): { start: string; end: string } {
  return { start: localDay(today), end: localDay(addDays(today, days - 1)) };
}
