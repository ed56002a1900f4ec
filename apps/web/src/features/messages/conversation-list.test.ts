import type { ChatMessage, ChatSummary, LiveChatEvent } from '@hiring/domain';
import { describe, expect, it } from 'vitest';
import { appendPage, applyChatEvent, withUnread, type ConversationList } from './conversation-list';

const NOW = '2026-11-24T10:00:00.000Z';

const message = (id: number, chatId: number, mine: boolean, readAt: string | null = null): ChatMessage => ({
  id,
  chatId,
  senderUserId: mine ? 1 : 100 + chatId,
  mine,
  body: `m${id}`,
  attachment: null,
  readAt,
  createdAt: new Date(Date.UTC(2026, 10, 24, 9, id)).toISOString(),
});

const summary = (chatterId: number, unreadCount: number, last: ChatMessage | null): ChatSummary => ({
  chatId: chatterId * 10,
  chatter: { id: chatterId, kind: 'candidate', name: `C${chatterId}`, picture: null },
  jobId: null,
  jobName: null,
  lastMessage: last,
  unreadCount,
});

// Sorted by datetime: 1 (newest), 2, 3; 2 has unread messages.
const list: ConversationList = {
  items: [
    summary(1, 0, message(30, 10, true)),
    summary(2, 2, message(20, 20, false)),
    summary(3, 0, message(10, 30, false, NOW)),
  ],
  hasMore: true,
};
const order = (l: ConversationList | null) => l?.items.map((i) => [i.chatter.id, i.unreadCount]);

const incoming = (chatterId: number, m: ChatMessage, unreadCount?: number): LiveChatEvent => ({
  type: 'message',
  chatId: m.chatId,
  chatterId,
  message: m,
  ...(unreadCount === undefined ? {} : { unreadCount }),
});

describe('applyChatEvent', () => {
  it('moves a conversation with a new message to the top with its unread count', () => {
    const next = applyChatEvent(list, incoming(3, message(40, 30, false), 1), { sort: 'datetime', now: NOW });
    expect(order(next)).toEqual([
      [3, 1],
      [1, 0],
      [2, 2],
    ]);
    expect(next!.items[0]!.lastMessage!.id).toBe(40);
    expect(next!.hasMore).toBe(true);
  });

  it('counts one more unread when the event brings no count, none for one’s own message', () => {
    const theirs = applyChatEvent(list, incoming(2, message(41, 20, false)), { sort: 'datetime', now: NOW });
    expect(order(theirs)).toEqual([
      [2, 3],
      [1, 0],
      [3, 0],
    ]);
    const mine = applyChatEvent(list, incoming(3, message(42, 31, true)), { sort: 'datetime', now: NOW });
    expect(order(mine)).toEqual([
      [3, 0],
      [1, 0],
      [2, 2],
    ]);
    // The chat of the latest message is where an answer goes.
    expect(mine!.items[0]!.chatId).toBe(31);
  });

  it('with newMessages first: unread go to the very top, read ones to the top of the read group', () => {
    const sorted: ConversationList = {
      items: [list.items[1]!, list.items[0]!, list.items[2]!],
      hasMore: false,
    };
    const read = applyChatEvent(sorted, incoming(3, message(43, 30, true)), {
      sort: 'newMessages',
      now: NOW,
    });
    expect(order(read)).toEqual([
      [2, 2],
      [3, 0],
      [1, 0],
    ]);
    const unread = applyChatEvent(sorted, incoming(1, message(44, 10, false), 1), {
      sort: 'newMessages',
      now: NOW,
    });
    expect(order(unread)).toEqual([
      [1, 1],
      [2, 2],
      [3, 0],
    ]);
  });

  it('asks for a reload for a conversation it does not hold or a withdrawn last message', () => {
    expect(
      applyChatEvent(list, incoming(9, message(45, 90, false)), { sort: 'datetime', now: NOW }),
    ).toBeNull();
    expect(
      applyChatEvent(
        list,
        { type: 'message-deleted', chatId: 10, chatterId: 1, messageId: 30 },
        { sort: 'datetime', now: NOW },
      ),
    ).toBeNull();
  });

  it('ignores a message it already has (the sender’s own answer came first)', () => {
    expect(applyChatEvent(list, incoming(1, message(30, 10, true)), { sort: 'datetime', now: NOW })).toBe(
      list,
    );
  });

  it('shows an edit of the last message and the other side’s read receipt', () => {
    const edited = applyChatEvent(
      list,
      {
        type: 'message-updated',
        chatId: 20,
        chatterId: 2,
        message: { ...message(20, 20, false), body: 'fixed' },
      },
      { sort: 'datetime', now: NOW },
    );
    expect(edited!.items[1]!.lastMessage!.body).toBe('fixed');
    const read = applyChatEvent(
      list,
      { type: 'read', chatId: 10, chatterId: 1, messageId: 30 },
      { sort: 'datetime', now: NOW },
    );
    expect(read!.items[0]!.lastMessage!.readAt).toBe(NOW);
    const otherChat = applyChatEvent(
      list,
      { type: 'read', chatId: 11, chatterId: 1, messageId: 30 },
      { sort: 'datetime', now: NOW },
    );
    expect(otherChat).toBe(list);
  });
});

describe('appendPage and withUnread', () => {
  it('adds a page without listing a conversation twice, and knows when the list ends', () => {
    const next = appendPage(list, [summary(3, 0, null), summary(4, 0, null)], 2);
    expect(order(next)).toEqual([
      [1, 0],
      [2, 2],
      [3, 0],
      [4, 0],
    ]);
    expect(next.hasMore).toBe(true);
    expect(appendPage(list, [summary(5, 0, null)], 2).hasMore).toBe(false);
  });

  it('sets the unread count left after reading', () => {
    expect(order(withUnread(list, 2, 0))).toEqual([
      [1, 0],
      [2, 0],
      [3, 0],
    ]);
  });
});
