import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import {
  lockingColumns,
  stepKeyForColumn,
  stepTypeByKey,
  type ApplicationStepTypeKey,
  type MoveResult,
} from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { application, applicationStep, jobApplicationStatus } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { badRequest } from '../../http/errors.js';
import { recordNoticeUpdate, stepIcon } from '../notices/notices.service.js';
import { recordJobEvent } from './board-journal.js';
import { assertBoardWrite, columnOfJob, type VisibleApplication } from './board-access.js';
import { ensureDefaultColumns } from './board.service.js';

/** The id of a step type by its key (the reference rows keep the domain's stable ids). */
export function stepTypeId(key: ApplicationStepTypeKey): number {
  return stepTypeByKey.get(key)!.id;
}

/**
 * Writes steps of one kind for applications of one job, and the STEP notice for the job's team
 * (all but the one who acted): two statements whatever the number of applications.
 */
export async function writeSteps(
  tx: Database,
  actor: Actor,
  target: {
    companyId: number;
    jobId: number;
    applicationIds: number[];
    key: ApplicationStepTypeKey;
    note?: string;
  },
): Promise<void> {
  if (target.applicationIds.length === 0) return;
  const type = stepTypeByKey.get(target.key)!;
  await tx.insert(applicationStep).values(
    target.applicationIds.map((applicationId) => ({
      applicationId,
      applicationStepTypeId: type.id,
      userId: actor.userId,
      note: target.note ?? null,
    })),
  );
  await recordNoticeUpdate(tx, {
    companyId: target.companyId,
    itemClass: 'STEP',
    itemIds: target.applicationIds,
    jobId: target.jobId,
    fromUserId: actor.userId,
    message: type.name,
    updateIconId: stepIcon(type),
    recipients: { jobTeam: true },
  });
}

/**
 * Moves applications of one job into one of its columns, in one transaction: what sits in a
 * locking column stays (re-checked in the UPDATE itself, so a concurrent move cannot slip through),
 * the rest moves with a step and a notice, and the job's journal records it.
 */
export async function moveToColumn(
  db: Database,
  actor: Actor,
  apps: readonly VisibleApplication[],
  column: { id: number; name: string; special: string | null },
): Promise<MoveResult> {
  if (apps.length === 0) return { moved: [], locked: [] };
  const jobId = apps[0]!.jobId;
  const companyId = apps[0]!.companyId;
  for (const app of apps) assertBoardWrite(actor, app.jobOwnerId);
  const ids = apps.map((a) => a.id);
  const changing = apps.filter((a) => a.jobApplicationStatusId !== column.id).map((a) => a.id);
  return db.transaction(async (tx) => {
    // Shared lock on the target: a column being deleted cannot receive applications meanwhile.
    const [target] = await tx
      .select({ id: jobApplicationStatus.id })
      .from(jobApplicationStatus)
      .where(and(eq(jobApplicationStatus.id, column.id), isNull(jobApplicationStatus.deletedAt)))
      .for('share');
    if (!target) throw badRequest('The column does not belong to the job of the application');
    const lockingIds = tx
      .select({ id: jobApplicationStatus.id })
      .from(jobApplicationStatus)
      .where(
        and(
          eq(jobApplicationStatus.jobId, jobId),
          inArray(jobApplicationStatus.special, [...lockingColumns]),
        ),
      );
    // A withdrawn application (docs/talents.md) stays where it is, like one in a locking column.
    const free = and(
      isNull(application.withdrawnAt),
      or(
        isNull(application.jobApplicationStatusId),
        notInArray(application.jobApplicationStatusId, lockingIds),
      ),
    );
    const updated = await tx
      .update(application)
      .set({ jobApplicationStatusId: column.id, updatedAt: sql`now()` })
      .where(
        and(inArray(application.id, ids), eq(application.jobId, jobId), isNull(application.deletedAt), free),
      )
      .returning({ id: application.id });
    const moved = new Set(updated.map((u) => u.id));
    const stepped = changing.filter((id) => moved.has(id));
    await writeSteps(tx, actor, {
      companyId,
      jobId,
      applicationIds: stepped,
      key: stepKeyForColumn(column.special),
    });
    if (stepped.length > 0) {
      await recordJobEvent(tx, {
        jobId,
        actor,
        kind: 'application-moved',
        data: { applicationIds: stepped, jobApplicationStatusId: column.id, column: column.name },
      });
    }
    return { moved: ids.filter((id) => moved.has(id)), locked: ids.filter((id) => !moved.has(id)) };
  });
}

/** `PATCH /application/{id}`: one move; a locked application is refused with 400. */
export async function moveOne(
  db: Database,
  actor: Actor,
  app: VisibleApplication,
  columnId: number,
): Promise<void> {
  assertBoardWrite(actor, app.jobOwnerId);
  const column = await columnOfJob(db, app.jobId, columnId);
  const result = await moveToColumn(db, actor, [app], column);
  if (result.locked.length > 0) throw badRequest('The application is locked');
}

/** `POST /application/@move`: every application must be of the target column's job. */
export async function moveMany(
  db: Database,
  actor: Actor,
  apps: readonly VisibleApplication[],
  columnId: number,
): Promise<MoveResult> {
  const jobId = apps[0]!.jobId;
  if (apps.some((a) => a.jobId !== jobId)) throw badRequest('The applications belong to different jobs');
  const column = await columnOfJob(db, jobId, columnId);
  return moveToColumn(db, actor, apps, column);
}

/** `POST /application/@reject`: each job's applications go to its discarded column with a rejected step. */
export async function rejectMany(
  db: Database,
  actor: Actor,
  apps: readonly VisibleApplication[],
): Promise<MoveResult> {
  for (const app of apps) assertBoardWrite(actor, app.jobOwnerId);
  const byJob = new Map<number, VisibleApplication[]>();
  for (const app of apps) byJob.set(app.jobId, [...(byJob.get(app.jobId) ?? []), app]);
  const result: MoveResult = { moved: [], locked: [] };
  for (const [jobId, list] of byJob) {
    const column = await discardedColumn(db, actor, jobId);
    const part = await moveToColumn(db, actor, list, column);
    result.moved.push(...part.moved);
    result.locked.push(...part.locked);
  }
  return result;
}

async function discardedColumn(db: Database, actor: Actor, jobId: number) {
  const find = () =>
    db
      .select({
        id: jobApplicationStatus.id,
        name: jobApplicationStatus.name,
        special: jobApplicationStatus.special,
      })
      .from(jobApplicationStatus)
      .where(
        and(
          eq(jobApplicationStatus.jobId, jobId),
          eq(jobApplicationStatus.special, 'discarded'),
          isNull(jobApplicationStatus.deletedAt),
        ),
      )
      .limit(1);
  let [column] = await find();
  if (!column) {
    await ensureDefaultColumns(db, jobId);
    [column] = await find();
  }
  if (!column) throw badRequest('The job has no discarded column');
  return column;
}
