import { DateTime } from 'luxon';
import type { WorkingHours } from '@hiring/domain';

/** A half-open time range in epoch milliseconds. */
export interface Range {
  start: number;
  end: number;
}

export interface SlotRequest {
  /** The range asked for: slots lie wholly inside [from, to). */
  from: Date;
  to: Date;
  /** Nothing before this moment is offered. */
  now: Date;
  workingHours: WorkingHours;
  /** IANA zone the working hours are read in. */
  timeZone: string;
  minutes: number;
  /** What is taken (meetings, busy blocks), in any order. */
  busy: readonly Range[];
}

/** Free slots start on a quarter hour of their working stretch (after a meeting ending at 10:20, 10:30). */
const GRID_MS = 15 * 60_000;

/** The stretches of working time in [from, to): each day's intervals in the zone's local time (DST-correct). */
export function workingRanges(from: Date, to: Date, workingHours: WorkingHours, timeZone: string): Range[] {
  const ranges: Range[] = [];
  const end = to.getTime();
  // One day back: a day starting before `from` in the zone may still hold working time after it.
  let day = DateTime.fromJSDate(from, { zone: timeZone }).startOf('day').minus({ days: 1 });
  while (day.toMillis() < end) {
    const next = day.plus({ days: 1 });
    // A day without an offset change is plain arithmetic from its midnight; the two DST days go
    // through luxon, which knows that 02:30 does not exist in spring and 02:30 happens twice in autumn.
    const plain = next.offset === day.offset;
    for (const interval of workingHours[day.weekday % 7] ?? []) {
      const start = plain ? day.toMillis() + minutesOf(interval.from) * 60_000 : atLocal(day, interval.from);
      const stop = plain ? day.toMillis() + minutesOf(interval.to) * 60_000 : atLocal(day, interval.to);
      if (stop > start) ranges.push({ start, end: stop });
    }
    day = next;
  }
  return ranges;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** HH:MM on a local day; a time the DST change skips moves forward (02:30 → 03:30), as luxon does. */
function atLocal(day: DateTime, hhmm: string): number {
  const minutes = minutesOf(hhmm);
  return day
    .set({ hour: Math.floor(minutes / 60), minute: minutes % 60, second: 0, millisecond: 0 })
    .toMillis();
}

/**
 * The free slots of `minutes` inside the working hours, minus what is busy, within [from, to), not
 * before now: back to back from the start of each free stretch, on the quarter-hour grid of the stretch.
 */
export function freeSlots(request: SlotRequest): Range[] {
  const length = request.minutes * 60_000;
  const from = Math.max(request.from.getTime(), request.now.getTime());
  const to = request.to.getTime();
  const busy = [...request.busy].sort((a, b) => a.start - b.start);
  const slots: Range[] = [];
  let first = 0; // busy ranges ending before the current stretch are never looked at again
  for (const stretch of workingRanges(request.from, request.to, request.workingHours, request.timeZone)) {
    while (first < busy.length && busy[first]!.end <= stretch.start) first++;
    let cursor = stretch.start;
    for (let i = first; cursor < stretch.end; i++) {
      const block = busy[i];
      const freeEnd = block && block.start < stretch.end ? Math.min(block.start, stretch.end) : stretch.end;
      fill(slots, stretch.start, Math.max(cursor, from), Math.min(freeEnd, to), length);
      if (!block || block.start >= stretch.end) break;
      cursor = Math.max(cursor, block.end);
    }
  }
  return slots;
}

/** Back-to-back slots in [start, end), the first on the grid counted from the stretch's origin. */
function fill(slots: Range[], origin: number, start: number, end: number, length: number): void {
  let t = origin + Math.ceil((start - origin) / GRID_MS) * GRID_MS;
  for (; t + length <= end; t += length) slots.push({ start: t, end: t + length });
}
