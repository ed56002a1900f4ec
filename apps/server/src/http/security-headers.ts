import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer. @fastify/helmet rebuilds helmet's middleware from its
 * options on every request (parsing the CSP directives each time: ~3 % of a 50-row list's CPU,
 * docs/performance.md "Request path"); the middleware is built once here and run as is. What the
 * plugin added beyond that — per-route `helmet` options, `reply.helmet()`, CSP nonces — is used
 * nowhere in this server.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const apply = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, () => done());
  });
}
