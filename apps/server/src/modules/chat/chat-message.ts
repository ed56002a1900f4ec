import type { ChatMessage } from '@hiring/domain';
import type { message } from '../../db/schema/index.js';

export type MessageRow = typeof message.$inferSelect;

/** The API shape of a message row; `mine` is decided by the caller (chat-scope.ts `fromMySide`). */
export function toChatMessage(m: MessageRow, mine: boolean): ChatMessage {
  return {
    id: m.id,
    chatId: m.chatId,
    senderUserId: m.senderUserId,
    mine,
    body: m.body,
    attachment:
      m.attachmentKey === null
        ? null
        : {
            name: m.attachmentName ?? 'file',
            mimeType: m.attachmentMimeType ?? 'application/octet-stream',
            size: m.attachmentSize ?? 0,
            url: `/api/message/${m.id}/attachment`,
          },
    readAt: m.readAt?.toISOString() ?? null,
    createdAt: m.createdAt.toISOString(),
  };
}
