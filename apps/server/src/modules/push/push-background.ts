import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { createPushDispatcher } from './push-dispatcher.js';

/** Starts the in-process push dispatcher when push is configured; it stops when the app closes. */
export function startPushDispatcher(app: FastifyInstance, db: Database, config: Config): void {
  const { vapid, dispatchIntervalMs } = config.push;
  if (!vapid || dispatchIntervalMs <= 0) return;
  const dispatcher = createPushDispatcher({ db, vapid, log: app.log.child({ module: 'push' }) });
  dispatcher.start(dispatchIntervalMs);
  app.addHook('onClose', () => dispatcher.stop());
}
