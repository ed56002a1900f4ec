import type { FastifyInstance } from 'fastify';
import type { AuthDeps } from '../auth/auth-deps.js';

/** The back office's companies, their detail, the audit log and the service's KPIs (issue 13). */
export function registerAdminRoutes(_app: FastifyInstance, _deps: AuthDeps): void {}
