import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Mailer } from './mailer.js';

/** Delivers queued outbox mails in the background (issue 13). */
export function startMailDispatcher(
  _app: FastifyInstance,
  _db: Database,
  _config: Config,
  _mailer: Mailer,
): void {}
