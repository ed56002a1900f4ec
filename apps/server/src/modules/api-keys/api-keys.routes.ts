import type { FastifyInstance } from 'fastify';
import type { AuthDeps } from '../auth/auth-deps.js';

/** API keys for a company's integrations: POST /user/api-key and its list and revocation (issue 13). */
export function registerApiKeyRoutes(_app: FastifyInstance, _deps: AuthDeps): void {}
