import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../http/errors.js';
import type { SharedState } from '../../state/shared-state.js';
import { checkReadiness, newestMigration } from './readiness.js';

/**
 * Probes for load balancers and orchestrators, at the root, public and uncompressed:
 * `GET /health` — the process answers (liveness; nothing else is asked, so a slow database never
 * gets the instance restarted); `GET /ready` — the database answers and holds this build's
 * migrations, the shared state (Redis, when configured) answers, and the instance is not shutting down (readiness: 503 takes it out of rotation).
 * Shutting down starts with `app.close()` (main.ts on SIGTERM): from then on /ready answers 503
 * while the requests in flight finish.
 */
export function registerHealthRoutes(app: FastifyInstance, db: Database, shared: SharedState): void {
  const expected = newestMigration();
  const state = { draining: false };
  app.addHook('preClose', async () => {
    state.draining = true;
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/health', {
    config: { access: 'public' },
    schema: {
      tags: ['system'],
      summary: 'Liveness: the process answers',
      operationId: 'getHealth',
      response: { 200: z.object({ status: z.literal('ok') }) },
    },
    handler: async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  });
  r.get('/ready', {
    config: { access: 'public', errorStatuses: [503] },
    schema: {
      tags: ['system'],
      summary:
        'Readiness: the database answers with every migration, the shared state answers, and the instance is not shutting down',
      operationId: 'getReady',
      response: {
        200: z.object({
          status: z.literal('ready'),
          migrations: z.object({ expected: z.number().int(), applied: z.number().int() }),
        }),
      },
    },
    handler: async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      const readiness = await checkReadiness(db, expected, state.draining, shared);
      if (!readiness.ready) throw new HttpError(503, readiness.reason ?? 'Not ready');
      return { status: 'ready' as const, migrations: readiness.migrations };
    },
  });
}
