import type { FastifyInstance } from 'fastify';
import type { AuthDeps } from '../auth/auth-deps.js';
import { configuredStorage } from '../files/storage.js';
import { registerConsentRoutes } from './consent.routes.js';
import { registerErasureRoutes } from './erasure.routes.js';
import { registerDataExportRoutes } from './export.routes.js';

/**
 * The GDPR routes (docs/privacy.md): a candidate's data export and erasure, and the back office's
 * export and erasure on request.
 */
export function registerPrivacyRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const storage = configuredStorage(deps.config);
  registerConsentRoutes(app, deps);
  registerErasureRoutes(app, deps, storage);
  registerDataExportRoutes(app, deps, storage);
}
