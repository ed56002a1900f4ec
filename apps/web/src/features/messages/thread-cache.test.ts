import type { ChatMessage } from '@hiring/domain';
import { describe, expect, it } from 'vitest';
import {
  applyThreadEvent,
  unreadMarks,
  withNewestPage,
  withOlderPage,
  type ThreadData,
} from './thread-cache';

const NOW = '2026-11-24T10:00:00.000Z';
const message = (id: number, mine: boolean, chatId = 1, readAt: string | null = null): ChatMessage => ({
  id,
  chatId,
  senderUserId: mine ? 1 : 2,
  mine,
  body: `m${id}`,
  attachment: null,
  readAt,
  createdAt: new Date(Date.UTC(2026, 10, 24, 9, id)).toISOString(),
});
const ids = (t: ThreadData) => t.messages.map((m) => m.id);

describe('thread cache', () => {
  const thread: ThreadData = {
    messages: [message(5, false), message(6, true), message(8, false)],
    hasOlder: true,
  };

  it('pages back: older messages go in front; a short page means the start', () => {
    const older = withOlderPage(thread, [message(2, true), message(3, false)], 2);
    expect(ids(older)).toEqual([2, 3, 5, 6, 8]);
    expect(older.hasOlder).toBe(true);
    expect(withOlderPage(thread, [message(1, true)], 2).hasOlder).toBe(false);
  });

  it('a new load of the newest page replaces what it covers and keeps older pages', () => {
    const first = withNewestPage(undefined, [message(5, false), message(6, true)], 2);
    expect(first).toEqual({ messages: [message(5, false), message(6, true)], hasOlder: true });
    const older = withOlderPage(first, [message(3, false)], 2);
    // Meanwhile 6 was withdrawn and 9 came.
    const again = withNewestPage(older, [message(5, false), message(9, false)], 2);
    expect(ids(again)).toEqual([3, 5, 9]);
    expect(again.hasOlder).toBe(false);
  });

  it('adds a live message once, applies edits and withdrawals', () => {
    const event = { type: 'message', chatId: 1, chatterId: 2, message: message(9, false) } as const;
    const once = applyThreadEvent(applyThreadEvent(thread, event, NOW), event, NOW);
    expect(ids(once)).toEqual([5, 6, 8, 9]);
    const edited = applyThreadEvent(
      thread,
      { type: 'message-updated', chatId: 1, chatterId: 2, message: { ...message(6, true), body: 'fixed' } },
      NOW,
    );
    expect(edited.messages[1]!.body).toBe('fixed');
    // An edit of a message not loaded (an older page) does not add it.
    expect(
      ids(
        applyThreadEvent(
          thread,
          { type: 'message-updated', chatId: 1, chatterId: 2, message: message(1, true) },
          NOW,
        ),
      ),
    ).toEqual([5, 6, 8]);
    expect(
      ids(applyThreadEvent(thread, { type: 'message-deleted', chatId: 1, chatterId: 2, messageId: 6 }, NOW)),
    ).toEqual([5, 8]);
  });

  it('a read receipt marks one’s own messages of that chat read up to its message', () => {
    const mixed: ThreadData = {
      messages: [message(1, true), message(2, true, 7), message(3, false), message(4, true)],
      hasOlder: false,
    };
    const read = applyThreadEvent(mixed, { type: 'read', chatId: 1, chatterId: 2, messageId: 3 }, NOW);
    expect(read.messages.map((m) => m.readAt)).toEqual([NOW, null, null, null]);
  });

  it('marks as read, per chat, the newest unread message of the other side', () => {
    expect(
      unreadMarks([
        message(1, false),
        message(2, false, 7),
        message(3, false),
        message(4, true),
        message(5, false, 1, NOW),
      ]),
    ).toEqual([
      { chatId: 1, messageId: 3 },
      { chatId: 7, messageId: 2 },
    ]);
    expect(unreadMarks([message(1, true)])).toEqual([]);
  });
});
