import { startSession } from '../../src/modules/auth/sessions.js';
import type { TestContext } from '../helpers.js';
import type { Declaration } from './expectations.js';
import type { CallerKind, World } from './world.js';

/** Path parameters that are not an id of the resource the path names. */
const NAMED_PARAMS: Record<string, (w: World) => string | number> = {
  jobId: (w) => w.ids.job!,
  applicationId: (w) => w.ids.application!,
  chatterId: (w) => w.applicant.id,
  userId: (w) => w.applicant.id,
  tier: () => 1,
  version: () => 1,
  series: () => 'signups',
};

/**
 * The route's URL with company A's records in it: `:id` is the id of the nearest segment that
 * names a seeded resource (`/job/status/:id` → the job), other names by NAMED_PARAMS.
 */
export function fillUrl(url: string, world: World): string {
  const segments = url.split('/');
  return segments
    .map((segment, i) =>
      segment.replace(/:(\w+)|\*/g, (_, name: string | undefined) => {
        if (name && name !== 'id') return String(NAMED_PARAMS[name]?.(world) ?? 'x');
        if (!name) return 'x';
        const owner = segments
          .slice(0, i)
          .reverse()
          .find((s) => world.ids[s] !== undefined);
        return String(owner ? world.ids[owner] : world.applicant.id);
      }),
    )
    .join('/');
}

/** Tokens per caller kind; `fresh` gives a new session (for routes that end or change it). */
export function callerTokens(ctx: TestContext, world: World) {
  const sudoer = world.users.get('admin:sudoer')!;
  const session = (userId: number, impersonatorUserId: number | null = null) =>
    startSession({ db: ctx.db, config: ctx.config, userId, impersonatorUserId }).then((s) => s.accessToken);
  const cached = new Map<CallerKind, Promise<string>>();
  return async (caller: CallerKind, fresh = false): Promise<string | undefined> => {
    if (caller === 'anonymous') return undefined;
    const make = () =>
      caller === 'impersonatorAsAdminA'
        ? session(world.adminA.id, sudoer)
        : session(world.users.get(caller)!);
    if (fresh) return make();
    if (!cached.has(caller)) cached.set(caller, make());
    return cached.get(caller);
  };
}

/** The body sent: the declared one, `@fetch` asking for A's record of that resource, else `{}`. */
export function bodyFor(route: { method: string; url: string }, declared: Declaration, world: World) {
  if (route.method === 'GET' || route.method === 'DELETE') return undefined;
  if (declared.body) return declared.body(world);
  const fetched = /\/([\w-]+)\/@fetch$/.exec(route.url)?.[1];
  return fetched ? { idList: [world.ids[fetched] ?? world.applicant.id] } : {};
}

export async function send(
  ctx: TestContext,
  request: { method: string; url: string; payload: object | undefined },
  token: string | undefined,
  stream = false,
): Promise<{ statusCode: number; body: string }> {
  const res = await ctx.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(request.payload ? { payload: request.payload } : {}),
    payloadAsStream: stream,
  });
  if (!stream) return { statusCode: res.statusCode, body: res.body };
  // The stream's first frames could carry a record; an endless stream is closed after its status.
  res.stream().destroy();
  return { statusCode: res.statusCode, body: '' };
}
