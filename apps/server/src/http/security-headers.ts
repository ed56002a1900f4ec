import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
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
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: Pick<HelmetOptions, 'contentSecurityPolicy'>,
): void {
  const apply = helmet({ ...options, strictTransportSecurity: false });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    apply(request.raw, reply.raw, () => done());
  });
}

const nonces = new WeakMap<ServerResponse, string>();

/** The response's CSP nonce (128 random bits), made on first use: the header and the page share it. */
export function cspNonce(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(res, nonce);
  }
  return nonce;
}

/** A CSP source of the response's nonce, for a directive (docs/security.md "Headers and cookies"). */
export const nonceSource = (_req: IncomingMessage, res: ServerResponse): string => `'nonce-${cspNonce(res)}'`;
