import multipart from '@fastify/multipart';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chatAttachmentRule, chatMessageSchema, messageAttachmentFieldsSchema } from '@hiring/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { message } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, HttpError, notFound } from '../../http/errors.js';
import { registerFileRoutes } from '../files/file-url.js';
import type { FileStorage } from '../files/storage.js';
import { receiveUpload, type StoredUpload } from '../files/upload.js';
import { chatInScope } from './chat-scope.js';
import { postMessage } from './messages.service.js';

const MB = 1024 * 1024;

/** The stored file of a message in a chat the caller reaches; 404 otherwise (and for a message without one). */
async function attachmentInScope(db: Database, actor: Actor, id: number): Promise<StoredUpload> {
  const missing = () => notFound(`message ${id} has no attachment`);
  const [row] = await db
    .select()
    .from(message)
    .where(and(eq(message.id, id), isNull(message.deletedAt), isNotNull(message.attachmentKey)));
  if (!row) throw missing();
  await chatInScope(db, actor, row.chatId).catch((error: unknown) => {
    throw error instanceof HttpError && error.statusCode < 500 ? missing() : error;
  });
  return {
    fileKey: row.attachmentKey!,
    fileName: row.attachmentName ?? 'file',
    mimeType: row.attachmentMimeType ?? 'application/octet-stream',
    size: row.attachmentSize ?? 0,
  };
}

/**
 * Chat attachments (docs/chat.md): `POST /message/attachment` writes a message carrying one file
 * (documents, raster images; 10 MB; checked from its bytes by the files module), `GET
 * /message/{id}/attachment` sends it back to whoever reaches the chat.
 */
export function registerChatAttachmentRoutes(
  app: FastifyInstance,
  deps: { db: Database; storage: FileStorage; config: Pick<Config, 'storage'> },
): void {
  const { db, storage } = deps;
  app.register(async (scope) => {
    // Oversized files arrive truncated and are answered 413 by receiveUpload, after cleaning up.
    await scope.register(multipart, { throwFileSizeLimit: false });
    scope.withTypeProvider<ZodTypeProvider>().post('/message/attachment', {
      config: { access: 'authenticated' },
      schema: {
        tags: ['message'],
        summary: `Post a message with a file (multipart/form-data: chatId, body?, one file part; up to ${chatAttachmentRule.maxBytes / MB} MB: ${chatAttachmentRule.mimeTypes.join(', ')})`,
        operationId: 'createMessageAttachment',
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ data: chatMessageSchema }) },
      },
      handler: async (req, reply) => {
        const { file, fields } = await receiveUpload(req, storage, 'chatAttachment', chatAttachmentRule);
        try {
          const parsed = messageAttachmentFieldsSchema.safeParse(fields);
          if (!parsed.success) {
            throw badRequest(parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`));
          }
          const data = await postMessage(db, req.actor!, { ...parsed.data, attachment: file });
          return await reply.status(201).send({ data });
        } catch (error) {
          await storage.remove(file.fileKey);
          throw error;
        }
      },
    });
  });

  registerFileRoutes(app, deps, {
    filePath: '/message/:id/attachment',
    urlPath: '/message/:id/attachment/url',
    tags: ['message'],
    what: 'the file of a message',
    fileSummary: 'Download the file of a message (inline for images and PDF)',
    operationIds: { file: 'getMessageAttachment', url: 'getMessageAttachmentUrl' },
    access: 'authenticated',
    lookup: (actor, id) => attachmentInScope(db, actor, id),
  });
}
