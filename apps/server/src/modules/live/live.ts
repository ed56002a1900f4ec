import type { FastifyInstance } from 'fastify';
import { postgresPool, type DatabaseHandle } from '../../db/client.js';
import { memoryLiveBus, type LiveBus } from './live-bus.js';
import { createLiveHub, type LiveHub } from './live-hub.js';
import { pgLiveBus } from './pg-live-bus.js';
import { attachLiveBus, detachLiveBus } from './publish.js';

/**
 * The live delivery of one app (docs/live.md): the bus (in process on PGlite, LISTEN/NOTIFY on
 * PostgreSQL), made reachable to services through their `db` (publish.ts), and the hub of open
 * streams. Open streams end before the server closes; the bus closes with the app.
 */
export async function startLive(app: FastifyInstance, database: DatabaseHandle): Promise<LiveHub> {
  const onError = (err: unknown) => app.log.error({ err }, 'live event not published');
  let bus: LiveBus;
  if (database.kind === 'postgres') {
    // Drizzle keeps the node-postgres pool it was made with; the listener connects with its options.
    const pool = postgresPool(database.db)!;
    bus = await pgLiveBus({
      connection: pool.options,
      notify: async (channel, payload) => {
        await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
      },
      log: app.log,
    });
  } else {
    bus = memoryLiveBus(onError);
  }
  attachLiveBus(database.db, bus, onError);
  const hub = createLiveHub({ db: database.db, bus, log: app.log });
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => {
    detachLiveBus(database.db);
    await bus.close();
  });
  return hub;
}
