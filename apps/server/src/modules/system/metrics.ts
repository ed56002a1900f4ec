import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { postgresPool, type DatabaseHandle } from '../../db/client.js';
import { HttpError } from '../../http/errors.js';

/** Request durations' buckets, in seconds: the API's answers sit between a millisecond and a second. */
const BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

const digest = (text: string) => createHash('sha256').update(text).digest();

export interface MetricsSources {
  database: DatabaseHandle;
  /** Live streams open on this instance (modules/live). */
  liveConnections: () => number;
}

/**
 * `GET /metrics` in Prometheus' text format (prom-client), served only when METRICS_TOKEN is set and
 * only to callers that send it (`Authorization: Bearer …`): request counts and durations by route
 * template, method and status; the database pool (node-postgres: open, idle and waiting clients);
 * live streams; and Node's own (CPU, memory, event-loop lag, GC). Per app, so several apps in one
 * process (the tests) keep apart. Without the token nothing is registered and the route is absent
 * (prom-client is not even loaded).
 */
export async function registerMetrics(
  app: FastifyInstance,
  token: string | undefined,
  sources: MetricsSources,
): Promise<void> {
  if (!token) return;
  const { Gauge, Histogram, Registry, collectDefaultMetrics } = await import('prom-client');
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route template, method and status: durations (the _count is the number)',
    labelNames: ['method', 'route', 'status_code'],
    buckets: BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    durations.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  new Gauge({
    name: 'live_connections',
    help: 'Live event streams open on this instance',
    registers: [registry],
    collect() {
      this.set(sources.liveConnections());
    },
  });
  const pool = postgresPool(sources.database.db);
  new Gauge({
    name: 'db_pool_clients',
    help: 'Database connections of this instance by state (PGlite: its one connection)',
    labelNames: ['database', 'state'],
    registers: [registry],
    collect() {
      if (pool) {
        this.set({ database: 'postgres', state: 'total' }, pool.totalCount);
        this.set({ database: 'postgres', state: 'idle' }, pool.idleCount);
        this.set({ database: 'postgres', state: 'waiting' }, pool.waitingCount);
      } else {
        this.set({ database: 'pglite', state: 'total' }, 1);
      }
    },
  });

  const expected = digest(`Bearer ${token}`);
  app.get('/metrics', {
    config: { access: 'public', errorStatuses: [401] },
    schema: {
      tags: ['system'],
      summary: 'Prometheus metrics (only with METRICS_TOKEN set, sent as a Bearer token)',
      operationId: 'getMetrics',
      produces: ['text/plain'],
      response: { 200: z.string().describe("Prometheus' text exposition format") },
    },
    handler: async (request, reply) => {
      const sent = digest(request.headers.authorization ?? '');
      if (!timingSafeEqual(sent, expected)) throw new HttpError(401, 'A valid metrics token is required');
      reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
      return registry.metrics();
    },
  });
}
