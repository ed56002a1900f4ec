import type { FastifyInstance } from 'fastify';
import type { AuthDeps } from '../auth/auth-deps.js';

/** Company signups as the back office reviews them (issue 13). */
export function registerEnrollmentRoutes(_app: FastifyInstance, _deps: AuthDeps): void {}
