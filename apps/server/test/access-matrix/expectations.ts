import type { AccessRule } from '../../src/http/actor.js';
import type { CallerKind, World } from './world.js';

/**
 * What a caller may get from a route aimed at company A's records owned by someone else:
 * `refuse` — no 2xx; `scoped` — a 2xx only without any of A's records (a write aimed at one of
 * A's records by id counts as refused); `allow` — A's records may be read.
 */
export type Outcome = 'refuse' | 'scoped' | 'allow';

/** A route's expected outcome, declared once; the access rule gives the rest. */
export interface Declaration {
  /** Callers sent besides those of the rule (e.g. the sudoers of an impersonation route). */
  callers?: readonly CallerKind[];
  /** Callers who may reach company A's records here although the rule does not say so. */
  allow?: readonly CallerKind[];
  /** Callers the handler refuses although the rule lets them in (a check of its own). */
  refuse?: readonly CallerKind[];
  /** The route changes the caller's own session or account: it runs last, on fresh sessions. */
  ownSession?: true;
  /**
   * A body naming A's records (instead of `{}`, or `{ idList }` for `@fetch`): a write to them, so a
   * 2xx is a refusal failed for every caller not allowed.
   */
  body?: (w: World) => Record<string, unknown>;
  /** An endless stream (Server-Sent Events): only its status is read. */
  stream?: true;
}

/** The callers sent to every route; each rule adds those it names. */
const EVERY_ROUTE: readonly CallerKind[] = [
  'anonymous',
  'candidate',
  'companyAdminA',
  'memberNoneA',
  'memberAllUA',
  'memberJobsCRestU',
  'companyAdminB',
  'adminNone',
  'superUser',
  'impersonatorAsAdminA',
];

export function callersFor(access: AccessRule | undefined, declaration: Declaration): CallerKind[] {
  const extra = declaration.callers ?? [];
  if (typeof access !== 'object') return [...EVERY_ROUTE, ...extra];
  if ('permission' in access)
    return [...EVERY_ROUTE, `memberU:${access.permission}`, `memberC:${access.permission}`, ...extra];
  if ('admin' in access)
    return [...EVERY_ROUTE, `admin:${access.admin}`, `adminExcept:${access.admin}`, ...extra];
  return [...EVERY_ROUTE, ...extra];
}

/** What the access rule alone implies (hidden plugin routes have none: public by nature). */
function byRule(access: AccessRule | undefined, caller: CallerKind, reads: boolean): Outcome {
  if (access === undefined || access === 'public') return 'scoped';
  if (caller === 'anonymous') return 'refuse';
  if (access === 'authenticated') return 'scoped';
  if ('role' in access) return caller === 'candidate' ? 'scoped' : 'refuse';
  if ('admin' in access)
    return caller === 'superUser' || caller === `admin:${access.admin}` ? 'allow' : 'refuse';
  const key = access.permission;
  if (['companyAdminA', 'impersonatorAsAdminA', `memberC:${key}`].includes(caller)) return 'allow';
  // C on jobs reaches every job: its board is read with U on board too, and written only with C.
  if (caller === 'memberJobsCRestU' && (key === 'jobs' || (key === 'board' && reads))) return 'allow';
  // U only: the caller's own records, none of which is A's seeded one; B's admin: B's records.
  if ([`memberU:${key}`, 'memberAllUA', 'memberJobsCRestU', 'companyAdminB'].includes(caller))
    return 'scoped';
  return 'refuse';
}

export function expectedOutcome(
  route: { method: string; url: string; access: AccessRule | undefined },
  declaration: Declaration,
  caller: CallerKind,
): Outcome {
  const declared = declaration.allow?.includes(caller)
    ? 'allow'
    : declaration.refuse?.includes(caller)
      ? 'refuse'
      : byRule(route.access, caller, route.method === 'GET' || /\/@(fetch|list)$/.test(route.url));
  const writesToARecord =
    route.method !== 'GET' && (route.url.includes(':') || declaration.body !== undefined);
  return declared === 'scoped' && writesToARecord ? 'refuse' : declared;
}
