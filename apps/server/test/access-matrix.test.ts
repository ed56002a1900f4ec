import { beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes, type RouteEntry } from '../src/http/route-table.js';
import { declarations } from './access-matrix/declarations.js';
import { callersFor, expectedOutcome, type Declaration } from './access-matrix/expectations.js';
import { bodyFor, callerTokens, fillUrl, send } from './access-matrix/requests.js';
import { buildWorld, MARKERS, type CallerKind, type World } from './access-matrix/world.js';
import { useTestApp } from './helpers.js';

const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/** Reads first, then writes, deletes, and the routes that end the caller's own session. */
function phaseOf(route: RouteEntry, declaration: Declaration): number {
  if (declaration.ownSession) return 3;
  return route.method === 'GET' ? 0 : route.method === 'DELETE' ? 2 : 1;
}

/**
 * Every registered route × every kind of caller, against company A's records owned by someone
 * else: generated from the route table, with each route's expectation declared once
 * (access-matrix/declarations.ts, derived per caller by access-matrix/expectations.ts). See
 * docs/security.md, "The access matrix".
 */
describe('the access matrix', () => {
  const ctx = useTestApp();
  let world: World;
  let routes: RouteEntry[];
  beforeAll(async () => {
    world = await buildWorld(ctx.db);
    routes = registeredRoutes(ctx.app).filter((r) => r.method !== 'HEAD');
  });

  it('declares every registered route, and no other', () => {
    const registered = routes.map(routeKey);
    expect(registered.filter((k) => !declarations[k])).toEqual([]);
    expect(Object.keys(declarations).filter((k) => !registered.includes(k))).toEqual([]);
    // Fastify adds a HEAD to each GET: same handler, same rule.
    const heads = registeredRoutes(ctx.app).filter((r) => r.method === 'HEAD');
    const gets = registered.map((k) => k.replace(/\/$/, ''));
    expect(heads.filter((h) => !gets.includes(`GET ${h.url.replace(/\/$/, '')}`)).map(routeKey)).toEqual([]);
  });

  it('gives nobody a success they may not have, and leaks no record of company A', async () => {
    const token = callerTokens(ctx, world);
    // Besides the texts, for callers outside A: any record that says it is A's (members of A read
    // their company's memberships, roles and licence).
    const outsideMarkers = [...MARKERS, `"companyId":${world.companyA.id},`];
    const insideA = (c: CallerKind) =>
      c.startsWith('member') || c === 'companyAdminA' || c === 'impersonatorAsAdminA';
    const failures: string[] = [];
    let requests = 0;
    /** Routes some allowed caller got a 2xx from: the matrix must not pass by refusing everyone. */
    const succeeded = new Set<string>();
    const check = async (route: RouteEntry, caller: CallerKind) => {
      const declaration = declarations[routeKey(route)] ?? {};
      const outcome = expectedOutcome(route, declaration, caller);
      const url = fillUrl(route.url, world);
      const payload = bodyFor(route, declaration, world);
      const res = await send(
        ctx,
        { method: route.method, url, payload },
        await token(caller, declaration.ownSession),
        declaration.stream,
      );
      requests++;
      const at = `${caller} → ${route.method} ${url} (${route.url}): ${res.statusCode}`;
      const ok = res.statusCode >= 200 && res.statusCode < 300;
      if (ok && outcome === 'allow') succeeded.add(routeKey(route));
      if (ok && outcome === 'refuse') failures.push(`${at}, expected a refusal`);
      const markers = insideA(caller) ? MARKERS : outsideMarkers;
      const leaked = ok && outcome === 'scoped' ? markers.filter((m) => res.body.includes(m)) : [];
      if (leaked.length) failures.push(`${at}, leaks ${leaked.join(', ')}`);
      // A signed-in caller refused as anonymous would hide every later case: the matrix went blind.
      const closed = route.access !== 'public' && route.access !== undefined;
      if (res.statusCode === 401 && caller !== 'anonymous' && closed && !declaration.ownSession)
        failures.push(`${at}, the caller's session was lost`);
    };
    const runRoute = async (route: RouteEntry) => {
      const declaration = declarations[routeKey(route)] ?? {};
      const callers = callersFor(route.access, declaration);
      const allowed = (c: CallerKind) => expectedOutcome(route, declaration, c) === 'allow';
      // Refusals first: an allowed write or delete must not change what they are refused.
      await Promise.all(callers.filter((c) => !allowed(c)).map((c) => check(route, c)));
      for (const c of callers.filter(allowed)) await check(route, c);
    };
    for (const phase of [0, 1, 2, 3]) {
      const inPhase = routes.filter((r) => phaseOf(r, declarations[routeKey(r)] ?? {}) === phase);
      // Reads in small parallel batches; writes one route at a time.
      const batch = phase === 0 ? 4 : 1;
      for (let i = 0; i < inPhase.length; i += batch)
        await Promise.all(inPhase.slice(i, i + batch).map(runRoute));
    }
    console.info(
      `access matrix: ${routes.length} routes, ${requests} requests, ${succeeded.size} routes with an allowed 2xx`,
    );
    expect(failures).toEqual([]);
    const canaries = [
      'GET /api/job/:id',
      'GET /api/board/:jobId',
      'GET /api/chat',
      'GET /api/admin/company/:id',
    ];
    expect(canaries.filter((c) => !succeeded.has(c))).toEqual([]);
  }, 240_000);
});
