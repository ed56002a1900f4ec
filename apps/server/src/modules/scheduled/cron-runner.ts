import { hostname } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { cronRun } from '../../db/schema/index.js';
import type { CronContext, CronJob } from './cron-job.js';

/** Which instance ran a slot (kept with the run). */
export const instanceName = `${hostname()}:${process.pid}`;

export type CronOutcome =
  | { status: 'done'; runId: number; detail: Record<string, unknown> }
  | { status: 'failed'; runId: number; detail: { error: string } }
  /** Another instance (or an earlier call) has this slot. */
  | { status: 'skipped' };

/** The slot of a scheduled run: its time to the minute (every schedule here is whole minutes). */
export function slotOf(scheduledAt: Date): string {
  return new Date(Math.round(scheduledAt.getTime() / 60_000) * 60_000).toISOString();
}

/** The slot of a run asked for by hand (POST /cron/{job}). */
export const manualSlot = (now: Date) => `manual:${now.toISOString()}`;

/**
 * Runs a job for one slot at most once per cluster: the (job, slot) row is inserted first, and only the
 * instance whose insert lands runs the job; the others skip. The row then says done or failed, with
 * what the job did or the error. A run that dies half way stays `running`; the next slot runs anyway.
 */
export async function runCronSlot(
  job: CronJob,
  slot: string,
  ctx: CronContext,
  instance = instanceName,
): Promise<CronOutcome> {
  const [claimed] = await ctx.db
    .insert(cronRun)
    .values({ job: job.name, slot, instance, startedAt: ctx.now })
    .onConflictDoNothing({ target: [cronRun.job, cronRun.slot] })
    .returning({ id: cronRun.id });
  if (!claimed) {
    ctx.log.debug({ job: job.name, slot }, 'cron slot taken by another instance');
    return { status: 'skipped' };
  }
  const finish = (status: 'done' | 'failed', detail: Record<string, unknown>) =>
    ctx.db
      .update(cronRun)
      .set({ status, detail, finishedAt: sql`now()` })
      .where(eq(cronRun.id, claimed.id));
  try {
    const detail = await job.run(ctx);
    await finish('done', detail);
    ctx.log.info({ job: job.name, slot, detail }, 'cron job done');
    return { status: 'done', runId: claimed.id, detail };
  } catch (error) {
    const detail = { error: error instanceof Error ? error.message : String(error) };
    await finish('failed', detail);
    ctx.log.error({ job: job.name, slot, err: error }, 'cron job failed');
    return { status: 'failed', runId: claimed.id, detail };
  }
}
