import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { chat, message } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { recordChatNotice } from './notices.service.js';

const body = z
  .object({
    chatId: z.number().int().positive().max(2_147_483_647),
    body: z.string().trim().min(1).max(5000),
  })
  .strict();
const messageRecord = z.object({
  id: z.number().int(),
  chatId: z.number().int(),
  senderUserId: z.number().int(),
  body: z.string(),
  readAt: z.date().nullable(),
  createdAt: z.date(),
});

/**
 * `POST /message`: a chat participant writes — the chat's candidate, or company staff with the chat
 * permission (C, or U on the chats they opened). A candidate's message is a CHAT notice for the recruiter.
 */
export function registerMessageRoutes(app: FastifyInstance, db: Database): void {
  app.withTypeProvider<ZodTypeProvider>().post('/message', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['message'],
      summary: 'Post a message in a chat the caller takes part in',
      body,
      response: { 201: z.object({ data: messageRecord }) },
    },
    handler: async (req, reply) => {
      const actor = req.actor!;
      const [found] = await db
        .select({
          id: chat.id,
          companyId: chat.companyId,
          userId: chat.userId,
          jobId: chat.jobId,
          candidateUserId: chat.candidateUserId,
        })
        .from(chat)
        .where(and(eq(chat.id, req.body.chatId), isNull(chat.deletedAt)));
      const fromCandidate = found?.candidateUserId === actor.userId;
      const fromStaff =
        found?.companyId === actor.companyId && found !== undefined && can(actor, 'chat', found.userId);
      // Someone else's chat does not exist for the caller.
      if (!found || (!fromCandidate && !fromStaff)) throw notFound(`chat ${req.body.chatId} not found`);
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(message)
          .values({ chatId: found.id, senderUserId: actor.userId, body: req.body.body })
          .returning();
        if (fromCandidate)
          await recordChatNotice(tx, { chat: found, fromUserId: actor.userId, body: req.body.body });
        return row!;
      });
      return reply.status(201).send({ data: created });
    },
  });
}
