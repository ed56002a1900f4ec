import { formatDateTime } from '../../shared/format/date';

/** `dd/mm/yyyy HH:mm–HH:mm`, or both dates in full when the interview runs past midnight. */
export function interviewTimeRange(startsAt: string, endsAt: string): string {
  const start = formatDateTime(startsAt);
  const end = formatDateTime(endsAt);
  const [startDay] = start.split(' ');
  const [endDay, endTime] = end.split(' ');
  return startDay === endDay ? `${start}–${endTime ?? ''}` : `${start} – ${end}`;
}
