import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chatViewer } from '../chat/chat-live.js';
import type { LiveHub } from './live-hub.js';
import { sseFrame } from './live-hub.js';

const streamHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
};

/**
 * `GET /live`: the caller's Server-Sent Events stream (docs/live.md) — `ready` once subscribed, `chat`
 * for the chats they reach, `notice` for their new notices, a `: ping` comment every 25 s. Who it
 * delivers to is fixed now (company, chat scope); the web app reconnects after switching company.
 */
export function registerLiveRoutes(app: FastifyInstance, hub: LiveHub): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/live', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['live'],
      summary:
        'Live events of the caller (text/event-stream: ready, chat, notice; a ping comment every 25 s)',
      operationId: 'getLiveEvents',
      response: {
        200: z.string().describe('text/event-stream frames: `event: <name>` and one-line JSON `data:`'),
      },
    },
    handler: async (req, reply) => {
      const actor = req.actor!;
      const raw = reply.raw;
      reply.hijack();
      // Headers set by hooks (request id, security headers, CORS) go out with the stream's own.
      raw.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'x-request-id': req.id,
        ...streamHeaders,
      });
      raw.socket?.setNoDelay(true);
      const remove = hub.add({
        userId: actor.userId,
        companyId: actor.companyId,
        chat: chatViewer(actor),
        write: (text) => raw.write(text),
        buffered: () => raw.writableLength,
        end: () => raw.end(),
      });
      raw.on('close', remove);
      if (raw.destroyed) return remove();
      raw.write(sseFrame('ready', {}));
    },
  });
}
