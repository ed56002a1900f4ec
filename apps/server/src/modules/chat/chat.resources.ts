import { inArray } from 'drizzle-orm';
import { chat, message } from '../../db/schema/index.js';
import { defineResource, type ResourceDefinition } from '../../http/resources/define-resource.js';
import { chatsInScope } from './chat-scope.js';

/**
 * The chat records (`POST /chat/@list`, `POST /chat/@fetch`, spec 7), narrowed by the one chat rule
 * (chat-scope.ts) for candidates and staff alike. Opening and removing a conversation are
 * `POST /chat` and `DELETE /chat/{chatterId}` (chat.routes.ts): `/chat/{id}` would clash with the thread.
 */
export const chatResource: ResourceDefinition = defineResource({
  name: 'chat',
  table: chat,
  verbs: ['ids', 'fetch'],
  read: 'authenticated',
  scope: ({ db, actor }) => chatsInScope(db, actor),
  fields: ['id', 'companyId', 'candidateUserId', 'userId', 'jobId', 'createdAt', 'updatedAt'],
});

/**
 * The messages of the chats in reach (`GET /message?where[chatId]=…`, `GET /message/{id}`): the raw
 * records. The thread with `mine` is `GET /chat/{chatterId}`; writes are POST/PATCH/DELETE /message.
 */
export const messageResource: ResourceDefinition = defineResource({
  name: 'message',
  table: message,
  verbs: ['list', 'get'],
  read: 'authenticated',
  scope: ({ db, actor }) =>
    inArray(message.chatId, db.select({ id: chat.id }).from(chat).where(chatsInScope(db, actor))),
  fields: [
    'id',
    'chatId',
    'senderUserId',
    'body',
    'attachmentName',
    'attachmentMimeType',
    'attachmentSize',
    'readAt',
    'createdAt',
    'updatedAt',
  ],
});
