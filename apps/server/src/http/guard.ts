import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, ErrorText } from '@hiring/domain';
import type { Database } from '../db/client.js';
import { isApiKey, loadApiKeyActor } from '../modules/api-keys/api-keys.service.js';
import { verifyAccessToken } from '../modules/auth/access-token.js';
import { loadActor } from '../modules/auth/load-actor.js';
import type { AccessRule } from './actor.js';
import { noActorCache, type ActorCache } from './actor-cache.js';
import { forbidden, unauthorized } from './errors.js';

/** The access cookie's name; the web app may use it instead of the Authorization header. */
export const ACCESS_COOKIE = 'access_token';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

function accessToken(request: FastifyRequest): string | undefined {
  return bearerToken(request) ?? request.cookies?.[ACCESS_COOKIE];
}

/**
 * Routes an API key never reaches, whatever their rule: the session routes (refresh, logout, @@su,
 * the own account) and the browser's push subscriptions. Admin routes refuse it by their rule.
 */
const NOT_FOR_API_KEYS = /^\/api\/(auth|push-subscription)(\/|$|\?)/;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The GET routes that write a session or an account (the spec's verbs): they empty the cache too. */
const CHANGING_GETS = /\/auth\/(logout|refresh-tokens|confirm-email|confirm-new-email)$/;

/**
 * Deny by default: every route states an access rule (a start-up check refuses one that does
 * not), and this hook enforces it before the handler runs. The caller of a recent token comes from
 * `cache` (actor-cache.ts); every successful write empties it before its answer is sent (a POST
 * that only reads says so with `readOnly` in its route config).
 */
export function registerGuard(
  app: FastifyInstance,
  db: Database,
  secret: Uint8Array,
  cache: ActorCache = noActorCache,
): void {
  app.decorateRequest('actor', null);
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode >= 400 || request.routeOptions.config.readOnly) return;
    if (!SAFE_METHODS.has(request.method) || CHANGING_GETS.test(request.routeOptions.url ?? '')) {
      await cache.changed();
    }
  });

  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: AccessRule } | undefined)?.access;
    // Hidden routes are the plugins' own (static files, the docs UI): public by nature.
    if (!access && !route.schema?.hide) {
      throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    }
    // The OpenAPI document shows public routes without the lock.
    if (access === 'public' && route.schema) route.schema = { ...route.schema, security: [] };
  });

  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const token = accessToken(request);
    if (!token) {
      if (access === 'public') return;
      throw unauthorized(ErrorText.userNotLogged);
    }
    // An API key (`hk_…`, Authorization header only) acts as its machine user in its company.
    const header = bearerToken(request);
    if (header && isApiKey(header)) {
      if (NOT_FOR_API_KEYS.test(request.url)) throw forbidden(ErrorText.forbidden);
      const keyActor = await loadApiKeyActor(db, header);
      if (!keyActor) throw unauthorized(ErrorText.invalidAccessToken);
      request.actor = keyActor;
    } else if ((request.actor = cache.get(token) ?? null) === null) {
      const claims = await verifyAccessToken(secret, token);
      if (!claims) {
        if (access === 'public') return;
        throw unauthorized(ErrorText.invalidAccessToken);
      }
      const generation = cache.generation();
      const loaded = await loadActor(db, claims);
      if ('refused' in loaded) {
        if (access === 'public') return;
        // A revoked or expired session reads as an expired token, so the client refreshes or signs in again.
        throw unauthorized(
          loaded.refused === 'session' ? ErrorText.invalidAccessToken : ErrorText.userNotLoggedOrDisabled,
        );
      }
      request.actor = loaded.actor;
      cache.set(
        token,
        loaded.actor,
        Math.min(claims.expiresAtMs, loaded.sessionExpiresAt.getTime()),
        generation,
      );
    }
    if (access === 'public' || access === 'authenticated') return;
    const actor = request.actor!;
    if ('permission' in access && !can(actor, access.permission)) throw forbidden(ErrorText.forbidden);
    if ('role' in access && actor.roleId !== access.role) throw forbidden(ErrorText.forbidden);
    if (
      'admin' in access &&
      !actor.isSu &&
      !(actor.isAdmin && actor.adminPermissions.includes(access.admin))
    ) {
      throw forbidden(ErrorText.forbidden);
    }
  });
}
