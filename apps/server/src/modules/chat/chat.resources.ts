import { chat } from '../../db/schema/index.js';
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
