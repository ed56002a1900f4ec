import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';

export const ADMIN_WRITE = 'admin-write';

/** Back-office callers: super users and admins, acting as themselves. */
const isBackOffice = (actor: Actor) => actor.isSu || actor.isAdmin;

/**
 * Every write of a back-office admin or super user, and every write made while impersonating, goes
 * to the audit log with who really made it: `write` (the impersonator, acting as the subject) or
 * `admin-write`; method, path, status and request id, never the body. Reads are not writes: GET,
 * HEAD, OPTIONS, and the POSTs that only read (`readOnly`: `@list`, `@fetch`, the search).
 */
export function registerWriteAudit(app: FastifyInstance, db: Database): void {
  // Before the answer leaves (onSend, not onResponse): whoever reads the log after the answer finds
  // the write in it, and no write is answered while its audit row could still be lost.
  app.addHook('onSend', async (request, reply, payload) => {
    const actor = request.actor;
    if (!actor || ['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return payload;
    if (!actor.impersonatorUserId && !isBackOffice(actor)) return payload;
    const route = request.routeOptions.url ?? '';
    // Starting and ending an impersonation record themselves (impersonation-start, -end).
    if (request.routeOptions.config.readOnly || route.endsWith('/auth/@@su/:id')) return payload;
    const impersonating = actor.impersonatorUserId !== null;
    await db
      .insert(auditLog)
      .values({
        actorUserId: actor.impersonatorUserId ?? actor.userId,
        subjectUserId: impersonating ? actor.userId : null,
        companyId: actor.companyId,
        action: impersonating ? 'write' : ADMIN_WRITE,
        method: request.method,
        url: request.url.slice(0, 1000),
        statusCode: reply.statusCode,
        requestId: request.id,
      })
      .catch((error: unknown) => request.log.error({ err: error }, 'audit log write failed'));
    return payload;
  });
}
