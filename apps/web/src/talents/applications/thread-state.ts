import type { ChatMessage, LiveChatEvent } from '@hiring/domain';

/** A message on screen: the server's, or one of mine still on its way (`pending`, a negative id). */
export type ThreadMessage = ChatMessage & { pending?: boolean };

export interface ThreadState {
  /** Oldest first. */
  messages: ThreadMessage[];
  /** Whether older messages than the first may exist (the last page back was full). */
  hasOlder: boolean;
}

export const emptyThread: ThreadState = { messages: [], hasOlder: false };

const byTime = (a: ThreadMessage, b: ThreadMessage) =>
  a.createdAt === b.createdAt ? a.id - b.id : a.createdAt < b.createdAt ? -1 : 1;

/** Adds or replaces messages by id, keeping the order by time. */
function merge(messages: ThreadMessage[], incoming: ThreadMessage[]): ThreadMessage[] {
  const byId = new Map(messages.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort(byTime);
}

/**
 * The live echo of a message of mine can come before the answer to its POST: it takes the place of
 * the oldest pending message with the same text, so the message is never on screen twice ('sent'
 * then finds no pending one and only merges by id).
 */
function withoutEchoed(messages: ThreadMessage[], echo: ChatMessage): ThreadMessage[] {
  if (!echo.mine || messages.some((m) => m.id === echo.id)) return messages;
  const index = messages.findIndex((m) => m.pending && m.chatId === echo.chatId && m.body === echo.body);
  return index < 0 ? messages : messages.filter((_, i) => i !== index);
}

export type ThreadAction =
  | { type: 'newest'; page: ChatMessage[]; pageSize: number }
  | { type: 'older'; page: ChatMessage[]; pageSize: number }
  | { type: 'sending'; message: ThreadMessage }
  /** `tempId`: the pending message it confirms (none for one shown only once kept, a file's). */
  | { type: 'sent'; tempId?: number; message: ChatMessage }
  | { type: 'failed'; tempId: number }
  | { type: 'live'; event: LiveChatEvent; at: string }
  | { type: 'read'; chatId: number; upTo: number; at: string };

/**
 * The chat with a company as the page holds it: pages read, messages sent (shown at once, confirmed
 * by the answer), and the live events (docs/live.md) — a new message comes also to its own sender,
 * so messages are kept by id and never shown twice.
 */
export function threadReducer(state: ThreadState, action: ThreadAction): ThreadState {
  switch (action.type) {
    case 'newest': {
      // The newest page replaces what it covers; older pages already read stay.
      const first = action.page[0];
      const kept = first ? state.messages.filter((m) => byTime(m, first) < 0 && !m.pending) : [];
      const pending = state.messages.filter((m) => m.pending);
      return {
        messages: merge(kept, [...action.page, ...pending]),
        hasOlder: first ? state.hasOlder || action.page.length >= action.pageSize : false,
      };
    }
    case 'older':
      return {
        messages: merge(state.messages, action.page),
        hasOlder: action.page.length >= action.pageSize,
      };
    case 'sending':
      return { ...state, messages: [...state.messages, action.message] };
    case 'sent':
      return {
        ...state,
        messages: merge(
          state.messages.filter((m) => m.id !== action.tempId),
          [action.message],
        ),
      };
    case 'failed':
      return { ...state, messages: state.messages.filter((m) => m.id !== action.tempId) };
    case 'read':
      return {
        ...state,
        messages: state.messages.map((m) =>
          !m.mine && m.chatId === action.chatId && m.id <= action.upTo && m.readAt === null
            ? { ...m, readAt: action.at }
            : m,
        ),
      };
    case 'live': {
      const { event } = action;
      if ((event.type === 'message' || event.type === 'message-updated') && event.message)
        return { ...state, messages: merge(withoutEchoed(state.messages, event.message), [event.message]) };
      if (event.type === 'message-deleted')
        return { ...state, messages: state.messages.filter((m) => m.id !== event.messageId) };
      if (event.type === 'read' && event.messageId !== undefined) {
        // The company read my messages of that chat up to this one.
        const upTo = event.messageId;
        const at = action.at;
        return {
          ...state,
          messages: state.messages.map((m) =>
            m.mine && m.chatId === event.chatId && m.id <= upTo && m.readAt === null
              ? { ...m, readAt: at }
              : m,
          ),
        };
      }
      return state;
    }
  }
}

/** Per chat, the newest message of the company's side not read yet: what `POST /last-message` marks. */
export function unreadMarks(messages: ThreadMessage[]): Array<{ chatId: number; messageId: number }> {
  const newest = new Map<number, number>();
  for (const m of messages) {
    if (m.mine || m.pending || m.readAt !== null) continue;
    newest.set(m.chatId, Math.max(newest.get(m.chatId) ?? 0, m.id));
  }
  return [...newest].map(([chatId, messageId]) => ({ chatId, messageId }));
}
