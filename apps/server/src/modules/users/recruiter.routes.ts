import type { FastifyInstance } from 'fastify';
import type { AuthDeps } from '../auth/auth-deps.js';

/** POST /user/recruiter: a back-office admin creates a recruiter in a company (issue 13). */
export function registerRecruiterRoutes(_app: FastifyInstance, _deps: AuthDeps): void {}
