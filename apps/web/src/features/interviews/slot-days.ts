import type { InterviewMutex, Slot } from '@hiring/domain';
import { dayKeyIn, shiftDay, zonedInstant, type DayKey } from './zoned-time';

/** The free slots grouped by their starting day in the zone, each day's slots in time order. */
export function slotsByDay(slots: readonly Slot[], timeZone: string): Map<DayKey, Slot[]> {
  const days = new Map<DayKey, Slot[]>();
  const ordered = [...slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  for (const slot of ordered) {
    const day = dayKeyIn(slot.startsAt, timeZone);
    const list = days.get(day);
    if (list) list.push(slot);
    else days.set(day, [slot]);
  }
  return days;
}

/** The days `first`, `first + 1`, … (`count` of them). */
export const daysFrom = (first: DayKey, count: number): DayKey[] =>
  Array.from({ length: count }, (_, index) => shiftDay(first, index));

/** The instants [from, to) that cover `count` whole days from `first` in the zone, as the API takes them. */
export function daysRange(first: DayKey, count: number, timeZone: string): { from: string; to: string } {
  return {
    from: zonedInstant(first, '00:00', timeZone).toISOString(),
    to: zonedInstant(shiftDay(first, count), '00:00', timeZone).toISOString(),
  };
}

/** What blocks time on `day` in the zone (a block that crosses midnight shows on both days), in time order. */
export function mutexesOn(
  mutexes: readonly InterviewMutex[],
  day: DayKey,
  timeZone: string,
): InterviewMutex[] {
  const start = zonedInstant(day, '00:00', timeZone).getTime();
  const end = zonedInstant(shiftDay(day, 1), '00:00', timeZone).getTime();
  return mutexes
    .filter((m) => Date.parse(m.startsAt) < end && Date.parse(m.endsAt) > start)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}
