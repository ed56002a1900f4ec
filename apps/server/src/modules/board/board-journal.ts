import type { Database } from '../../db/client.js';
import { jobEvent } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';

/**
 * Appends to the job's journal. Stand-in until modules/jobs exports recordJobEvent (the jobs
 * helper owns the journal); the board calls only this.
 */
export async function recordJobEvent(
  tx: Database,
  event: { jobId: number; actor: Actor; kind: string; data: Record<string, unknown> },
): Promise<void> {
  await tx.insert(jobEvent).values({
    jobId: event.jobId,
    userId: event.actor.userId,
    actorUserId: event.actor.impersonatorUserId ?? event.actor.userId,
    kind: event.kind,
    data: event.data,
  });
}
