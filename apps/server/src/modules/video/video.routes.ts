import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';

export interface VideoRouteDeps {
  db: Database;
  config: Config;
}

/**
 * The video calls of spec 7: `GET /video/{id}/url`, `/video/{id}/thumb`, `/video/{id}/analyze`,
 * `GET /video/ai`, and `POST /analysis/video` with the `ai-data` reads (docs/video.md).
 */
export function registerVideoRoutes(_app: FastifyInstance, _deps: VideoRouteDeps): void {}
