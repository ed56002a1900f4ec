import type { Database } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';

/** What a back-office change records: its name (`tier-update`, `job-approve`, ...) and what it touched. */
export interface AuditEntry {
  action: string;
  companyId?: number | null;
  subjectUserId?: number | null;
  /** What changed: `{ before, after }` or the action's own fields (a reason, an id). */
  data?: Record<string, unknown>;
  requestId?: string;
}

/**
 * Records a back-office change in the audit log, in the caller's transaction when given one (so the
 * change and its record commit together). The real person acting is recorded: the impersonator when
 * an admin acts as someone else.
 */
export async function recordAudit(db: Database, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: actor.impersonatorUserId ?? actor.userId,
    subjectUserId: entry.subjectUserId ?? null,
    companyId: entry.companyId ?? null,
    action: entry.action,
    data: entry.data ?? null,
    requestId: entry.requestId ?? null,
  });
}
