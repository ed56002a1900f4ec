import type { FastifyInstance, RouteOptions } from 'fastify';
import type { AccessRule } from './actor.js';

/** One registered route as its declaration states it. */
export interface RouteEntry {
  method: string;
  url: string;
  /** Undefined only on hidden plugin routes (static files, the docs UI), public by nature. */
  access: AccessRule | undefined;
}

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/**
 * Records every route registered after it, plugins' included: the access matrix test walks this
 * table (test/access-matrix.test.ts), so a new route cannot escape it. Registered first in buildApp;
 * it only reads the route options.
 */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route: RouteOptions) => {
    const access = (route.config as { access?: AccessRule } | undefined)?.access;
    for (const method of [route.method].flat()) table.push({ method, url: route.url, access });
  });
}

/** The routes of an app built by buildApp, in registration order. */
export function registeredRoutes(app: FastifyInstance): readonly RouteEntry[] {
  return tables.get(app) ?? [];
}
