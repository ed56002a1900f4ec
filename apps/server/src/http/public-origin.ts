import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/**
 * The origin the public sees the site at: PUBLIC_URL when set (behind a proxy or a CDN it is the
 * only trustworthy one), else the request's own scheme and Host (with trustProxy in production,
 * the proxy's X-Forwarded-*). No trailing slash.
 */
export function publicOrigin(config: Pick<Config, 'publicUrl'>, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

/** A configured address template with `{host}` filled with the public origin. */
export const fillHost = (template: string, origin: string) => template.replaceAll('{host}', origin);

/** The dynamic job link and the talents redirect of the configuration, `{host}` filled (docs/talents.md). */
export function firebaseLinks(config: Pick<Config, 'publicUrl' | 'firebase'>, request: FastifyRequest) {
  const origin = publicOrigin(config, request);
  return {
    jobLink: fillHost(config.firebase.jobLink, origin),
    redirect: fillHost(config.firebase.redirect, origin),
  };
}
