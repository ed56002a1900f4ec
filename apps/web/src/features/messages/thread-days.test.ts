import type { ChatMessage } from '@hiring/domain';
import { describe, expect, it } from 'vitest';
import { clockTime, groupByDay, listTime } from './thread-days';

const message = (id: number, createdAt: Date): ChatMessage => ({
  id,
  chatId: 1,
  senderUserId: 2,
  mine: id % 2 === 0,
  body: `m${id}`,
  attachment: null,
  readAt: null,
  createdAt: createdAt.toISOString(),
});

describe('groupByDay', () => {
  // Local times: the day separators follow the reader's calendar.
  const now = new Date(2026, 10, 24, 9, 30);

  it('heads today Oggi, the day before Ieri, older days by date, across month ends', () => {
    const days = groupByDay(
      [
        message(1, new Date(2026, 9, 31, 23, 59)),
        message(2, new Date(2026, 10, 1, 0, 0)),
        message(3, new Date(2026, 10, 1, 18, 5)),
        message(4, new Date(2026, 10, 23, 23, 59)),
        message(5, new Date(2026, 10, 24, 0, 0)),
        message(6, new Date(2026, 10, 24, 9, 29)),
      ],
      now,
    );
    expect(days.map((d) => [d.key, d.label, d.messages.map((m) => m.id)])).toEqual([
      ['2026-10-31', { kind: 'date', date: '31/10/2026' }, [1]],
      ['2026-11-01', { kind: 'date', date: '01/11/2026' }, [2, 3]],
      ['2026-11-23', { kind: 'yesterday' }, [4]],
      ['2026-11-24', { kind: 'today' }, [5, 6]],
    ]);
  });

  it('knows yesterday across a year end, and gives nothing for no messages', () => {
    const newYear = new Date(2027, 0, 1, 8, 0);
    expect(groupByDay([message(1, new Date(2026, 11, 31, 22, 0))], newYear)[0]!.label).toEqual({
      kind: 'yesterday',
    });
    expect(groupByDay([], now)).toEqual([]);
  });
});

describe('list and bubble times', () => {
  const now = new Date(2026, 10, 24, 9, 30);
  it('shows HH:mm today and dd/mm/yyyy HH:mm before, 24-hour', () => {
    expect(listTime(new Date(2026, 10, 24, 0, 5).toISOString(), now)).toBe('00:05');
    expect(listTime(new Date(2026, 10, 23, 17, 45).toISOString(), now)).toBe('23/11/2026 17:45');
    expect(clockTime(new Date(2026, 2, 3, 14, 7).toISOString())).toBe('14:07');
  });
});
