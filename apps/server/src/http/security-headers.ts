import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Helmet's default HSTS: a year, subdomains included. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's security headers on every answer. @fastify/helmet rebuilds helmet's middleware from its
 * options on every request (parsing the CSP directives each time: ~3 % of a 50-row list's CPU,
 * docs/performance.md "Request path"); the middleware is built once here and run as is. What the
 * plugin added beyond that — per-route `helmet` options, `reply.helmet()` — is used nowhere here.
 * Strict-Transport-Security only on a request that came over TLS (directly, or through a trusted
 * proxy's X-Forwarded-Proto in production): never on plain http (docs/security.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const apply = helmet({ ...options, strictTransportSecurity: false });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    apply(request.raw, reply.raw, () => done());
  });
}
