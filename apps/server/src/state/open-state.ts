import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client.js';
import { memoryState } from './memory-state.js';
import { postgresState } from './postgres-state.js';
import { redisState } from './redis-state.js';
import type { SharedState } from './shared-state.js';

/**
 * Where this installation keeps its shared state: Redis when REDIS_URL is set, else the PostgreSQL
 * database its instances share, else (the embedded database, one instance) this process's memory.
 */
export function openSharedState(options: {
  redisUrl: string | undefined;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
}): Promise<SharedState> | SharedState {
  if (options.redisUrl) return redisState(options.redisUrl, options.log);
  return options.database.kind === 'postgres' ? postgresState(options.database.db) : memoryState();
}
