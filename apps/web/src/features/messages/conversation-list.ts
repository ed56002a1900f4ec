import type { ChatSort, ChatSummary, LiveChatEvent } from '@hiring/domain';

/** The conversations loaded so far (pages of `GET /chat` one after the other) and whether more exist. */
export interface ConversationList {
  items: ChatSummary[];
  hasMore: boolean;
}

/** Adds a further page; a conversation already listed (moved up by a live message meanwhile) stays once. */
export function appendPage(list: ConversationList, page: ChatSummary[], take: number): ConversationList {
  const known = new Set(list.items.map((item) => item.chatter.id));
  return {
    items: [...list.items, ...page.filter((item) => !known.has(item.chatter.id))],
    hasMore: page.length === take,
  };
}

/** Where a conversation with new activity goes: the top; with `newMessages`, the top of its group. */
function placeOnTop(items: ChatSummary[], item: ChatSummary, sort: ChatSort): ChatSummary[] {
  const rest = items.filter((other) => other.chatter.id !== item.chatter.id);
  const at =
    sort === 'newMessages' && item.unreadCount === 0 ? rest.findIndex((o) => o.unreadCount === 0) : 0;
  const index = at === -1 ? rest.length : at;
  return [...rest.slice(0, index), item, ...rest.slice(index)];
}

/**
 * The list after a live chat event (docs/live.md): a new message becomes the conversation's last one
 * and moves it up with its unread count; an edit or a read receipt updates the last message. Null
 * when the list cannot tell by itself (a conversation it does not hold, its last message withdrawn):
 * the caller reloads it.
 */
export function applyChatEvent(
  list: ConversationList,
  event: LiveChatEvent,
  options: { sort: ChatSort; now: string },
): ConversationList | null {
  const item = list.items.find((other) => other.chatter.id === event.chatterId);
  if (!item) return event.type === 'message' ? null : list;
  const replace = (next: ChatSummary) => ({
    ...list,
    items: list.items.map((other) => (other === item ? next : other)),
  });
  const last = item.lastMessage;
  switch (event.type) {
    case 'message': {
      const message = event.message;
      if (!message) return null;
      if (last && last.id >= message.id) return list;
      const unreadCount = event.unreadCount ?? (message.mine ? item.unreadCount : item.unreadCount + 1);
      const next = { ...item, chatId: message.chatId, lastMessage: message, unreadCount };
      return { ...list, items: placeOnTop(list.items, next, options.sort) };
    }
    case 'message-updated':
      return event.message && last?.id === event.message.id
        ? replace({ ...item, lastMessage: event.message })
        : list;
    case 'message-deleted':
      if (last?.id === event.messageId) return null;
      return event.unreadCount === undefined ? list : replace({ ...item, unreadCount: event.unreadCount });
    case 'read':
      if (!last?.mine || last.readAt || last.chatId !== event.chatId || last.id > (event.messageId ?? 0)) {
        return list;
      }
      return replace({ ...item, lastMessage: { ...last, readAt: options.now } });
  }
}

/** The list once the reader has read a conversation: its unread count is what the server says is left. */
export function withUnread(list: ConversationList, chatterId: number, unreadCount: number): ConversationList {
  return {
    ...list,
    items: list.items.map((item) => (item.chatter.id === chatterId ? { ...item, unreadCount } : item)),
  };
}
