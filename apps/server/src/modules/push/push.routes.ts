import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { badRequest } from '../../http/errors.js';
import { removeSubscription, saveSubscription } from './push-subscriptions.service.js';

const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url')
    .refine((v) => Buffer.from(v, 'base64url').length === bytes, `must encode ${bytes} bytes`);

const endpointSchema = z.url().max(2048);

/** What `PushSubscription.toJSON()` gives in the browser (expirationTime is accepted and ignored). */
const subscriptionBody = z
  .object({
    endpoint: endpointSchema,
    expirationTime: z.number().nullable().optional(),
    keys: z
      .object({
        /** The browser's P-256 public key: an uncompressed point, 65 bytes. */
        p256dh: base64url(65).refine(
          (v) => Buffer.from(v, 'base64url')[0] === 4,
          'must be an uncompressed point',
        ),
        /** The shared authentication secret, 16 bytes. */
        auth: base64url(16),
      })
      .strict(),
  })
  .strict();

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Push services answer on https; plain http only to a loopback address outside production (tests, dev). */
function checkEndpoint(endpoint: string, env: Config['env']): void {
  const url = new URL(endpoint);
  if (url.protocol === 'https:') return;
  if (url.protocol === 'http:' && env !== 'production' && LOOPBACK.has(url.hostname)) return;
  throw badRequest('body.endpoint: must be an https URL');
}

/** Web Push subscriptions of the signed-in user (docs/push.md). */
export function registerPushRoutes(
  app: FastifyInstance,
  { db, config }: { db: Database; config: Config },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/push-subscription', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['push'],
      summary: 'Keep this browser’s Web Push subscription for the caller (upsert by endpoint)',
      operationId: 'savePushSubscription',
      body: subscriptionBody,
      response: {
        200: z.object({ data: z.object({ id: z.number().int(), endpoint: z.string() }) }),
        201: z.object({ data: z.object({ id: z.number().int(), endpoint: z.string() }) }),
      },
    },
    handler: async (req, reply) => {
      checkEndpoint(req.body.endpoint, config.env);
      const saved = await saveSubscription(db, req.actor!, req.body, req.headers['user-agent'] ?? null);
      return reply
        .status(saved.created ? 201 : 200)
        .send({ data: { id: saved.id, endpoint: saved.endpoint } });
    },
  });

  r.delete('/push-subscription', {
    config: { access: 'authenticated', errorStatuses: [404] },
    schema: {
      tags: ['push'],
      summary: 'Remove one of the caller’s Web Push subscriptions',
      operationId: 'deletePushSubscription',
      body: z.object({ endpoint: endpointSchema }).strict(),
      response: { 204: z.null() },
    },
    handler: async (req, reply) => {
      await removeSubscription(db, req.actor!, req.body.endpoint);
      return reply.status(204).send(null);
    },
  });
}
