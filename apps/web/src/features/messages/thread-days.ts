import type { ChatMessage } from '@hiring/domain';
import { formatDateTime } from '../../shared/format/date';

/** How a day of the thread is headed: Oggi, Ieri, or its date. */
export type DayLabel = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; date: string };

export interface ThreadDay {
  /** The local calendar day, yyyy-mm-dd. */
  key: string;
  label: DayLabel;
  messages: ChatMessage[];
}

/** The local calendar day of a moment, yyyy-mm-dd. */
export function dayKey(value: Date | string): string {
  const date = new Date(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function dayLabel(key: string, createdAt: string, now: Date): DayLabel {
  if (key === dayKey(now)) return { kind: 'today' };
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 12);
  if (key === dayKey(yesterday)) return { kind: 'yesterday' };
  return { kind: 'date', date: formatDateTime(createdAt).split(' ')[0] ?? '' };
}

/** The thread's messages (oldest first) in runs of one local day each, with the day's heading. */
export function groupByDay(messages: readonly ChatMessage[], now: Date): ThreadDay[] {
  const days: ThreadDay[] = [];
  for (const message of messages) {
    const key = dayKey(message.createdAt);
    const last = days.at(-1);
    if (last?.key === key) last.messages.push(message);
    else days.push({ key, label: dayLabel(key, message.createdAt, now), messages: [message] });
  }
  return days;
}

/** The time of a message, HH:mm. */
export function clockTime(value: string): string {
  return formatDateTime(value).split(' ')[1] ?? '';
}

/** A time in the conversation list: HH:mm today, dd/mm/yyyy HH:mm before. */
export function listTime(value: string, now: Date): string {
  return dayKey(value) === dayKey(now) ? clockTime(value) : formatDateTime(value);
}
