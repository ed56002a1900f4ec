import { isDeepStrictEqual } from 'node:util';
import { asc, and, eq, isNull } from 'drizzle-orm';
import { completeJobContent, deriveJobStatus, jobContentKeys } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { job, jobApplicationStatus, user } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { badRequest } from '../../http/errors.js';
import { activeCompanyId } from '../../http/resources/scopes.js';
import { recordJobEvent } from './job-events.js';
import { contentColumns, storedContent } from './job-record.js';
import { assertJobReferences } from './job-references.js';
import { deleteJobNotices } from '../notices/notices.service.js';
import { jobInScope } from './job-scope.js';
import { assertTier, type CreateJobWithTierBody, type UpdateJobBody } from './job-tier.js';

const NAME_MAX = 200;

/** `POST /job`: a draft of the active company, owned by the caller, with its complete content and tier. */
export async function createJob(db: Database, actor: Actor, body: CreateJobWithTierBody): Promise<number> {
  const { aiPrompt, tierId, ...input } = body;
  const content = completeJobContent(input);
  await assertJobReferences(db, content);
  await assertTier(db, tierId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(job)
      .values({
        companyId: activeCompanyId(actor),
        userId: actor.userId,
        ...contentColumns(content),
        content,
        aiPrompt: aiPrompt ?? null,
        ...(tierId === undefined ? {} : { tierId }),
      })
      .returning({ id: job.id });
    await recordJobEvent(tx, { jobId: row!.id, actor, kind: 'created', data: { name: content.name } });
    return row!.id;
  });
}

/** A post that is live (or was) must keep what publishing required. */
const isLive = (row: Parameters<typeof deriveJobStatus>[0]) =>
  ['published', 'suspended'].includes(deriveJobStatus(row));

/**
 * `PATCH /job/content/{id}`: merges the given keys into the stored content, keeps the columns in
 * step, and journals the keys that really changed (nothing changes, nothing is written). A new tier
 * is journalled as `tier` { from, to }: the charge ledger reads it (modules/billing/ledger.ts).
 */
export async function updateJobContent(db: Database, actor: Actor, id: number, body: UpdateJobBody) {
  const { tierId, ...patch } = body;
  await assertJobReferences(db, patch);
  await assertTier(db, tierId);
  await db.transaction(async (tx) => {
    const current = await jobInScope(tx, actor, id, true);
    if (tierId !== undefined && tierId !== current.tierId) {
      await tx.update(job).set({ tierId, updatedAt: new Date() }).where(eq(job.id, id));
      await recordJobEvent(tx, {
        jobId: id,
        actor,
        kind: 'tier',
        data: { from: current.tierId, to: tierId },
      });
    }
    const before = storedContent(current);
    const merged = completeJobContent({ ...before, ...patch });
    if (
      merged.salaryMinCents !== null &&
      merged.salaryMaxCents !== null &&
      merged.salaryMinCents > merged.salaryMaxCents
    ) {
      throw badRequest('salaryMaxCents: The maximum salary must not be below the minimum');
    }
    if (isLive(current) && !merged.description?.trim()) {
      throw badRequest('A published job must keep its description');
    }
    const keys = jobContentKeys.filter((k) => k in patch && !isDeepStrictEqual(before[k], merged[k]));
    if (keys.length === 0) return;
    await tx
      .update(job)
      .set({ ...contentColumns(merged), content: merged, updatedAt: new Date() })
      .where(eq(job.id, id));
    await recordJobEvent(tx, { jobId: id, actor, kind: 'content', data: { keys } });
  });
}

/** The copy's name: the original's with " (copia)" or " (copy)" in the caller's language. */
export function copyName(name: string, lang: string): string {
  const suffix = lang === 'it' ? ' (copia)' : ' (copy)';
  return `${name.slice(0, NAME_MAX - suffix.length)}${suffix}`;
}

/**
 * `POST /job/duplicate/{id}`: a new draft owned by the caller with the same content, tier and board
 * columns (names, order, special); no status stamps, no approval, no applications.
 */
export async function duplicateJob(db: Database, actor: Actor, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    const source = await jobInScope(tx, actor, id);
    const [me] = await tx.select({ lang: user.lang }).from(user).where(eq(user.id, actor.userId));
    const content = { ...storedContent(source), name: copyName(source.name, me?.lang ?? 'it') };
    const [row] = await tx
      .insert(job)
      .values({
        companyId: source.companyId,
        userId: actor.userId,
        ...contentColumns(content),
        content,
        aiPrompt: source.aiPrompt,
        tierId: source.tierId,
      })
      .returning({ id: job.id });
    const newId = row!.id;
    const columns = await tx
      .select({
        name: jobApplicationStatus.name,
        order: jobApplicationStatus.order,
        special: jobApplicationStatus.special,
      })
      .from(jobApplicationStatus)
      .where(and(eq(jobApplicationStatus.jobId, id), isNull(jobApplicationStatus.deletedAt)))
      .orderBy(asc(jobApplicationStatus.order), asc(jobApplicationStatus.id));
    if (columns.length > 0) {
      await tx.insert(jobApplicationStatus).values(columns.map((c) => ({ ...c, jobId: newId })));
    }
    await recordJobEvent(tx, { jobId: newId, actor, kind: 'duplicated', data: { fromJobId: id } });
    return newId;
  });
}

/** `DELETE /job/{id}`: drafts and imported posts only (never one that went live); a soft delete. */
export async function deleteJob(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await jobInScope(tx, actor, id, true);
    const status = deriveJobStatus(current);
    if (status !== 'draft' && status !== 'imported') {
      throw badRequest('Only a draft or an imported job can be deleted');
    }
    const now = new Date();
    await tx.update(job).set({ deletedAt: now, updatedAt: now }).where(eq(job.id, id));
    await deleteJobNotices(tx, id);
    await recordJobEvent(tx, { jobId: id, actor, kind: 'deleted', data: { name: current.name } });
  });
}
