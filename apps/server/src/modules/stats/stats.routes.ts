import type { FastifyInstance } from 'fastify';
import type { AuthDeps } from '../auth/auth-deps.js';

/** The back office's statistics (issue 13). */
export function registerStatsRoutes(_app: FastifyInstance, _deps: AuthDeps): void {}
