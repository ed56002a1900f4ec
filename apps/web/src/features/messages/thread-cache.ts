import type { ChatMessage, LiveChatEvent } from '@hiring/domain';

/** The part of a thread loaded so far, oldest first, and whether older messages exist. */
export interface ThreadData {
  messages: ChatMessage[];
  hasOlder: boolean;
}

const byId = (a: ChatMessage, b: ChatMessage) => a.id - b.id;

/** Adds or replaces messages by id, keeping the thread in order. */
export function upsertMessages(thread: ThreadData, messages: readonly ChatMessage[]): ThreadData {
  const incoming = new Map(messages.map((m) => [m.id, m]));
  const kept = thread.messages.filter((m) => !incoming.has(m.id));
  return { ...thread, messages: [...kept, ...incoming.values()].sort(byId) };
}

/**
 * The thread after loading its newest page again (a reconnection, a company switch): that page wins
 * for the ids it covers; older messages already loaded stay. A first load is just the page.
 */
export function withNewestPage(prev: ThreadData | undefined, page: ChatMessage[], take: number): ThreadData {
  const full = page.length === take;
  if (!prev || page.length === 0) return { messages: page, hasOlder: full };
  const first = page[0]!.id;
  return {
    messages: [...prev.messages.filter((m) => m.id < first), ...page],
    hasOlder: prev.messages.some((m) => m.id < first) ? prev.hasOlder : full,
  };
}

/** The thread with an older page (`before` the first loaded message) put in front. */
export function withOlderPage(thread: ThreadData, page: ChatMessage[], take: number): ThreadData {
  return { ...upsertMessages(thread, page), hasOlder: page.length === take };
}

/** The thread after a live chat event about it (docs/live.md). */
export function applyThreadEvent(thread: ThreadData, event: LiveChatEvent, now: string): ThreadData {
  switch (event.type) {
    case 'message':
      return event.message ? upsertMessages(thread, [event.message]) : thread;
    case 'message-updated':
      return event.message && thread.messages.some((m) => m.id === event.message!.id)
        ? upsertMessages(thread, [event.message])
        : thread;
    case 'message-deleted':
      return { ...thread, messages: thread.messages.filter((m) => m.id !== event.messageId) };
    case 'read':
      return markRead(
        thread,
        (m) => m.mine && m.chatId === event.chatId && m.id <= (event.messageId ?? 0),
        now,
      );
  }
}

/** Sets `readAt` on the messages that match and have none. */
export function markRead(thread: ThreadData, which: (m: ChatMessage) => boolean, now: string): ThreadData {
  let changed = false;
  const messages = thread.messages.map((m) => {
    if (m.readAt !== null || !which(m)) return m;
    changed = true;
    return { ...m, readAt: now };
  });
  return changed ? { ...thread, messages } : thread;
}

/** What to send as read (`POST /last-message`): per chat, the newest message of the other side still unread. */
export function unreadMarks(messages: readonly ChatMessage[]): Array<{ chatId: number; messageId: number }> {
  const newest = new Map<number, number>();
  for (const m of messages) {
    if (!m.mine && m.readAt === null) newest.set(m.chatId, Math.max(newest.get(m.chatId) ?? 0, m.id));
  }
  return [...newest].map(([chatId, messageId]) => ({ chatId, messageId }));
}
