import { and, desc, eq, exists, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { NoticeItem, NoticeItemClass } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { application, job, noticeUpdate, user } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { activeCompanyId } from '../../http/resources/scopes.js';
import { jobsInScope } from '../jobs/job-scope.js';
import { intArray } from '../../db/int-array.js';

/** The seeded update icons (db/seed/reference/update-icon.json) notices point at. */
export const UpdateIcon = {
  application: 1,
  chat: 2,
  step: 3,
  interview: 4,
  interviewConfirmed: 5,
  rejected: 6,
  selected: 7,
  confirmed: 8,
  cancel: 9,
  change: 10,
} as const;

const iconByStyle: Record<string, number> = {
  reject: UpdateIcon.rejected,
  intreq: UpdateIcon.interview,
  intconf: UpdateIcon.interviewConfirmed,
  cancel: UpdateIcon.cancel,
  change: UpdateIcon.change,
  confirm: UpdateIcon.confirmed,
};

/** The icon of a STEP notice: by the step's key, else by its style. */
export function stepIcon(step: { key: string; style: string }): number {
  if (step.key === 'selected') return UpdateIcon.selected;
  return iconByStyle[step.style] ?? UpdateIcon.step;
}

/** Who a notice goes to: given users, or a job's team (its owner and the members whose role holds board C). */
export type NoticeRecipients = { userIds: number[] } | { jobTeam: true };

export interface NoticeUpdateInput {
  companyId: number;
  itemClass: NoticeItemClass;
  /** The items: application ids for APPL and STEP (also stored as applicationId), chat ids for CHAT. */
  itemIds: number[];
  jobId: number | null;
  fromUserId: number | null;
  message: string | null;
  updateIconId: number;
  recipients: NoticeRecipients;
}

/**
 * Writes the notice updates of one event, for every item and every recipient but the one who caused it,
 * in one statement (a bulk move of 2,000 applications is still one round trip).
 */
export async function recordNoticeUpdate(tx: Database, input: NoticeUpdateInput): Promise<void> {
  if (input.itemIds.length === 0) return;
  let recipients: SQL;
  if ('userIds' in input.recipients) {
    if (input.recipients.userIds.length === 0) return;
    recipients = sql`SELECT unnest(${intArray(input.recipients.userIds)}) AS id`;
  } else {
    if (input.jobId === null) throw new Error('A job-team notice needs a job');
    recipients = sql`SELECT j.user_id AS id FROM job j WHERE j.id = ${input.jobId}::int
      UNION
      SELECT uc.user_id FROM user_company uc JOIN company_role cr ON cr.id = uc.company_role_id
      WHERE uc.company_id = ${input.companyId}::int AND uc.deleted_at IS NULL
        AND coalesce(cr.roles->>'board', '') LIKE '%C%'`;
  }
  const applicationId = input.itemClass === 'CHAT' ? sql`NULL::int` : sql`i.item`;
  await tx.execute(sql`
    INSERT INTO notice_update
      (company_id, recipient_user_id, item_class, item_id, job_id, application_id, from_user_id, message, update_icon_id)
    SELECT ${input.companyId}::int, r.id, ${input.itemClass}::text, i.item, ${input.jobId}::int, ${applicationId},
      ${input.fromUserId}::int, ${input.message}::text, ${input.updateIconId}::int
    FROM unnest(${intArray(input.itemIds)}) AS i(item)
    CROSS JOIN (${recipients}) AS r
    WHERE r.id IS DISTINCT FROM ${input.fromUserId}::int`);
}

/** A chat message: a CHAT notice for the other side (by default the chat's recruiter). */
export async function recordChatNotice(
  tx: Database,
  input: {
    chat: { id: number; companyId: number; userId: number; jobId: number | null };
    fromUserId: number;
    body: string;
    recipientUserId?: number;
  },
): Promise<void> {
  await recordNoticeUpdate(tx, {
    companyId: input.chat.companyId,
    itemClass: 'CHAT',
    itemIds: [input.chat.id],
    jobId: input.chat.jobId,
    fromUserId: input.fromUserId,
    message: input.body.length > 200 ? `${input.body.slice(0, 199)}…` : input.body,
    updateIconId: UpdateIcon.chat,
    recipients: { userIds: [input.recipientUserId ?? input.chat.userId] },
  });
}

/** Most groups a poll returns; older ones wait until the newer are seen. */
const MAX_NOTICE_ITEMS = 200;

/**
 * A notice's job, if it names one, is a job the caller reaches, and its application, if any, is live
 * on such a job. Correlated lookups by primary key: cheap for the few unseen notices of one user,
 * whatever the size of the company.
 */
function stillReached(db: Database, actor: Actor): SQL {
  const reachedJob = db
    .select({ one: sql`1` })
    .from(job)
    .where(and(eq(job.id, noticeUpdate.jobId), jobsInScope(actor)));
  const liveApplication = db
    .select({ one: sql`1` })
    .from(application)
    .innerJoin(job, eq(job.id, application.jobId))
    .where(
      and(eq(application.id, noticeUpdate.applicationId), isNull(application.deletedAt), jobsInScope(actor)),
    );
  return and(
    or(isNull(noticeUpdate.jobId), exists(reachedJob)),
    or(isNull(noticeUpdate.applicationId), exists(liveApplication)),
  )!;
}

/**
 * The caller's unseen notices in the active company, one item per (itemClass, itemId) with the
 * count and the newest update's details, newest first. One query (it is polled every 15 s).
 * Only notices of what the caller reaches now count: a job they may not read (jobs/job-scope.ts),
 * a deleted job or a removed application takes its notices out of the menu and the bell.
 */
export async function fetchNotices(
  db: Database,
  actor: Actor,
  jobIds: readonly number[],
): Promise<NoticeItem[]> {
  const where = and(
    eq(noticeUpdate.recipientUserId, actor.userId),
    eq(noticeUpdate.companyId, activeCompanyId(actor)),
    isNull(noticeUpdate.seenAt),
    jobIds.length > 0 ? inArray(noticeUpdate.jobId, [...jobIds]) : undefined,
    stillReached(db, actor),
  );
  const latest = db
    .selectDistinctOn([noticeUpdate.itemClass, noticeUpdate.itemId], {
      id: noticeUpdate.id,
      itemClass: noticeUpdate.itemClass,
      itemId: noticeUpdate.itemId,
      itemCount:
        sql<number>`count(*) OVER (PARTITION BY ${noticeUpdate.itemClass}, ${noticeUpdate.itemId})::int`.as(
          'item_count',
        ),
      jobId: noticeUpdate.jobId,
      fromUserId: noticeUpdate.fromUserId,
      message: noticeUpdate.message,
      updateIconId: noticeUpdate.updateIconId,
      createdAt: noticeUpdate.createdAt,
    })
    .from(noticeUpdate)
    .where(where)
    .orderBy(noticeUpdate.itemClass, noticeUpdate.itemId, desc(noticeUpdate.createdAt), desc(noticeUpdate.id))
    .as('latest');
  const rows = await db
    .select({
      itemClass: latest.itemClass,
      itemId: latest.itemId,
      itemCount: latest.itemCount,
      jobId: latest.jobId,
      jobName: job.name,
      firstname: user.firstname,
      lastname: user.lastname,
      message: latest.message,
      picture: user.picture,
      updateIconId: latest.updateIconId,
    })
    .from(latest)
    .leftJoin(job, eq(job.id, latest.jobId))
    .leftJoin(user, eq(user.id, latest.fromUserId))
    .orderBy(desc(latest.createdAt), desc(latest.id))
    .limit(MAX_NOTICE_ITEMS);
  return rows.map(({ firstname, lastname, ...row }) => ({
    ...row,
    itemClass: row.itemClass as NoticeItemClass,
    fullname: firstname === null ? null : `${firstname} ${lastname ?? ''}`.trim(),
  }));
}

/** Marks the caller's updates of one item seen. */
export async function markNoticesSeen(
  db: Database,
  who: { userId: number; companyId: number },
  item: { itemClass: NoticeItemClass; itemId: number },
): Promise<void> {
  await db
    .update(noticeUpdate)
    .set({ seenAt: sql`now()` })
    .where(
      and(
        eq(noticeUpdate.recipientUserId, who.userId),
        eq(noticeUpdate.companyId, who.companyId),
        eq(noticeUpdate.itemClass, item.itemClass),
        eq(noticeUpdate.itemId, item.itemId),
        isNull(noticeUpdate.seenAt),
      ),
    );
}

/** Marks the caller's APPL and STEP updates of an application seen (the recruiter opened it). */
export async function markApplicationNoticesSeen(
  db: Database,
  userId: number,
  applicationId: number,
): Promise<void> {
  await db
    .update(noticeUpdate)
    .set({ seenAt: sql`now()` })
    .where(
      and(
        eq(noticeUpdate.recipientUserId, userId),
        inArray(noticeUpdate.itemClass, ['APPL', 'STEP']),
        eq(noticeUpdate.itemId, applicationId),
        isNull(noticeUpdate.seenAt),
      ),
    );
}

/** Drops the notices of removed applications (their items no longer exist for anyone). */
export async function deleteApplicationNotices(
  tx: Database,
  applicationIds: readonly number[],
): Promise<void> {
  if (applicationIds.length === 0) return;
  await tx.delete(noticeUpdate).where(inArray(noticeUpdate.applicationId, [...applicationIds]));
}

/** Drops the notices of a deleted job. */
export async function deleteJobNotices(tx: Database, jobId: number): Promise<void> {
  await tx.delete(noticeUpdate).where(eq(noticeUpdate.jobId, jobId));
}
