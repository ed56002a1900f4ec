import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatCreateSchema,
  chatListQuerySchema,
  chatMessageSchema,
  chatSummarySchema,
  chatterParamsSchema,
  chatterSchema,
  chatThreadQuerySchema,
  lastMessageCreateSchema,
  lastMessageUpdateSchema,
  lastMessageSchema,
  messageCreateSchema,
  messageUpdateSchema,
} from '@hiring/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { idParamsSchema, registerResource } from '../../http/resources/register-resource.js';
import { recordSchema } from '../../http/resources/response-schema.js';
import { configuredStorage } from '../files/storage.js';
import { registerChatAttachmentRoutes } from './chat-attachments.js';
import { chatResource, messageResource } from './chat.resources.js';
import { openChat } from './chat-open.service.js';
import { listConversations, loadChatter, loadThread, removeConversation } from './conversations.service.js';
import { deleteMessage, editMessage, markRead, markUnread, postMessage } from './messages.service.js';

/**
 * Chat between a company's staff and a candidate (docs/chat.md): the conversation list, a thread, the
 * other party, opening a chat, messages (with attachments) and read state. Every call is narrowed by chat-scope.ts.
 */
export function registerChatRoutes(app: FastifyInstance, deps: { db: Database; config: Config }): void {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerResource(app, db, messageResource);
  registerChatAttachmentRoutes(app, { db, storage: configuredStorage(deps.config), config: deps.config });
  const auth = { access: 'authenticated' } as const;

  r.get('/chat', {
    config: auth,
    schema: {
      tags: ['chat'],
      summary: 'The caller’s conversations: other party, job, last message, unread count',
      operationId: 'listConversations',
      querystring: chatListQuerySchema,
      response: { 200: z.object({ data: z.array(chatSummarySchema) }) },
    },
    handler: async (req) => ({ data: await listConversations(db, req.actor!, req.query) }),
  });

  r.get('/chat/:chatterId', {
    config: auth,
    schema: {
      tags: ['chat'],
      summary: 'One page of the thread with a party (oldest first; `before` pages back)',
      operationId: 'getChatThread',
      params: chatterParamsSchema,
      querystring: chatThreadQuerySchema,
      response: { 200: z.object({ data: z.array(chatMessageSchema) }) },
    },
    handler: async (req) => ({ data: await loadThread(db, req.actor!, req.params.chatterId, req.query) }),
  });

  r.get('/chat/:chatterId/@chatter', {
    config: auth,
    schema: {
      tags: ['chat'],
      summary: 'Who the other party of a conversation is',
      operationId: 'getChatter',
      params: chatterParamsSchema,
      response: { 200: z.object({ data: chatterSchema }) },
    },
    handler: async (req) => ({ data: await loadChatter(db, req.actor!, req.params.chatterId) }),
  });

  r.post('/chat', {
    config: { access: { permission: 'chat' } },
    schema: {
      tags: ['chat'],
      summary: 'Open the conversation with a candidate (the existing one is reused: 200)',
      operationId: 'createChat',
      body: chatCreateSchema,
      response: {
        200: z.object({ data: recordSchema(chatResource) }),
        201: z.object({ data: recordSchema(chatResource) }),
      },
    },
    handler: async (req, reply) => {
      const { chat, created } = await openChat(db, req.actor!, req.body);
      return reply.status(created ? 201 : 200).send({ data: chat });
    },
  });

  r.delete('/chat/:chatterId', {
    config: { access: { permission: 'chat' } },
    schema: {
      tags: ['chat'],
      summary: 'Remove the conversation with a candidate',
      operationId: 'deleteChat',
      params: chatterParamsSchema,
      response: { 204: z.null().describe('deleted') },
    },
    handler: async (req, reply) => {
      await removeConversation(db, req.actor!, req.params.chatterId);
      return reply.status(204).send(null);
    },
  });

  r.post('/message', {
    config: auth,
    schema: {
      tags: ['message'],
      summary: 'Post a message in a chat the caller takes part in',
      operationId: 'createMessage',
      body: messageCreateSchema,
      response: { 201: z.object({ data: chatMessageSchema }) },
    },
    handler: async (req, reply) =>
      reply.status(201).send({ data: await postMessage(db, req.actor!, req.body) }),
  });

  r.patch('/message/:id', {
    config: auth,
    schema: {
      tags: ['message'],
      summary: 'Correct one’s own message',
      operationId: 'updateMessage',
      params: idParamsSchema,
      body: messageUpdateSchema,
      response: { 200: z.object({ data: chatMessageSchema }) },
    },
    handler: async (req) => ({ data: await editMessage(db, req.actor!, req.params.id, req.body.body) }),
  });

  r.delete('/message/:id', {
    config: auth,
    schema: {
      tags: ['message'],
      summary: 'Withdraw one’s own message',
      operationId: 'deleteMessage',
      params: idParamsSchema,
      response: { 204: z.null().describe('deleted') },
    },
    handler: async (req, reply) => {
      await deleteMessage(db, req.actor!, req.params.id);
      return reply.status(204).send(null);
    },
  });

  r.post('/last-message', {
    config: auth,
    schema: {
      tags: ['last-message'],
      summary: 'Mark the other party’s messages of a chat read up to one message',
      operationId: 'createLastMessage',
      body: lastMessageCreateSchema,
      response: { 201: z.object({ data: lastMessageSchema }) },
    },
    handler: async (req, reply) => reply.status(201).send({ data: await markRead(db, req.actor!, req.body) }),
  });

  r.patch('/last-message/:id', {
    config: auth,
    schema: {
      tags: ['last-message'],
      summary:
        'Set the read mark of a chat (by chat id) exactly: later messages of the other party are unread again',
      operationId: 'updateLastMessage',
      params: idParamsSchema,
      body: lastMessageUpdateSchema,
      response: { 200: z.object({ data: lastMessageSchema }) },
    },
    handler: async (req) => ({
      data: await markRead(db, req.actor!, { chatId: req.params.id, messageId: req.body.messageId }, true),
    }),
  });

  r.delete('/last-message/:id', {
    config: auth,
    schema: {
      tags: ['last-message'],
      summary: 'Mark a chat (by chat id) unread: the other party’s latest message is unread again',
      operationId: 'deleteLastMessage',
      params: idParamsSchema,
      response: { 204: z.null().describe('marked unread') },
    },
    handler: async (req, reply) => {
      await markUnread(db, req.actor!, req.params.id);
      return reply.status(204).send(null);
    },
  });
}
