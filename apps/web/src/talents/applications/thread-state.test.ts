import type { ChatMessage } from '@hiring/domain';
import { describe, expect, it } from 'vitest';
import { emptyThread, threadReducer, unreadMarks, type ThreadState } from './thread-state';

const message = (id: number, mine: boolean, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  chatId: 1,
  senderUserId: mine ? 10 : 20,
  mine,
  body: `m${id}`,
  attachment: null,
  readAt: null,
  createdAt: new Date(Date.UTC(2026, 0, 1, 10, id)).toISOString(),
  ...extra,
});
const ids = (state: ThreadState) => state.messages.map((m) => m.id);

describe('threadReducer', () => {
  it('shows a sent message at once and once only, however its live echo and the answer interleave', () => {
    let state = threadReducer(emptyThread, { type: 'newest', page: [message(1, false)], pageSize: 50 });
    const pending = { ...message(-1, true, { body: 'm2' }), pending: true };
    state = threadReducer(state, { type: 'sending', message: pending });
    expect(ids(state)).toEqual([1, -1]);
    state = threadReducer(state, {
      type: 'live',
      event: { type: 'message', chatId: 1, chatterId: 5, message: message(2, true) },
      at: 'x',
    });
    // The echo came first: it stands for the pending one at once, not beside it.
    expect(ids(state)).toEqual([1, 2]);
    state = threadReducer(state, { type: 'sent', tempId: -1, message: message(2, true) });
    expect(ids(state)).toEqual([1, 2]);
  });

  it('lets an echo stand for one pending message only, when the same text is sent twice', () => {
    let state = threadReducer(emptyThread, { type: 'newest', page: [], pageSize: 50 });
    for (const tempId of [-1, -2])
      state = threadReducer(state, {
        type: 'sending',
        message: { ...message(tempId, true, { body: 'ok' }), pending: true },
      });
    state = threadReducer(state, { type: 'sent', tempId: -1, message: message(7, true, { body: 'ok' }) });
    state = threadReducer(state, {
      type: 'live',
      event: { type: 'message', chatId: 1, chatterId: 5, message: message(7, true, { body: 'ok' }) },
      at: 'x',
    });
    expect(ids(state).sort((a, b) => a - b)).toEqual([-2, 7]);
  });

  it('keeps a failed message out, and older pages when the newest is read again', () => {
    let state = threadReducer(emptyThread, {
      type: 'newest',
      page: [message(3, false), message(4, false)],
      pageSize: 2,
    });
    expect(state.hasOlder).toBe(true);
    state = threadReducer(state, { type: 'older', page: [message(2, true)], pageSize: 2 });
    expect(state.hasOlder).toBe(false);
    state = threadReducer(state, { type: 'sending', message: { ...message(-5, true), pending: true } });
    state = threadReducer(state, { type: 'failed', tempId: -5 });
    state = threadReducer(state, {
      type: 'newest',
      page: [message(4, false), message(6, false)],
      pageSize: 2,
    });
    expect(ids(state)).toEqual([2, 3, 4, 6]);
  });

  it('applies corrections, withdrawals and the company’s read receipts', () => {
    let state = threadReducer(emptyThread, {
      type: 'newest',
      page: [message(1, true), message(2, true), message(3, false)],
      pageSize: 50,
    });
    state = threadReducer(state, {
      type: 'live',
      event: {
        type: 'message-updated',
        chatId: 1,
        chatterId: 5,
        message: message(3, false, { body: 'fixed' }),
      },
      at: 'x',
    });
    state = threadReducer(state, {
      type: 'live',
      event: { type: 'read', chatId: 1, chatterId: 5, messageId: 1 },
      at: 'T',
    });
    state = threadReducer(state, {
      type: 'live',
      event: { type: 'message-deleted', chatId: 1, chatterId: 5, messageId: 2 },
      at: 'x',
    });
    expect(state.messages.map((m) => [m.id, m.body, m.readAt])).toEqual([
      [1, 'm1', 'T'],
      [3, 'fixed', null],
    ]);
  });
});

describe('unreadMarks', () => {
  it('marks, per chat, the company’s newest unread message', () => {
    const messages = [
      message(1, false),
      message(2, false, { chatId: 2 }),
      message(3, false),
      message(4, true),
      message(5, false, { readAt: 'r' }),
    ];
    expect(unreadMarks(messages)).toEqual([
      { chatId: 1, messageId: 3 },
      { chatId: 2, messageId: 2 },
    ]);
  });
});
