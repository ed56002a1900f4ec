import type { FastifyInstance } from 'fastify';
import type { AuthDeps } from '../auth/auth-deps.js';

/** The human-approval queue of job posts and company pages (issue 13). */
export function registerApprovalRoutes(_app: FastifyInstance, _deps: AuthDeps): void {}
