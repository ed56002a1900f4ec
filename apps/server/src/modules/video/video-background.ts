import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';

/** Starts this instance's video processor (thumbnail, web encoding, duration) when configured. */
export function startVideoProcessor(_app: FastifyInstance, _db: Database, _config: Config): void {}
