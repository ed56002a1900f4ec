import { and, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { noticeUpdate } from '../../db/schema/index.js';
import { daysBefore, type CronJob } from './cron-job.js';

/** A seen notice update is kept 90 days, an unseen one a year. */
export const SEEN_KEEP_DAYS = 90;
export const UNSEEN_KEEP_DAYS = 365;

export const pruneUpdatesJob: CronJob = {
  name: 'prune-updates',
  schedule: '45 3 * * *',
  description: 'Deletes notice updates seen 90+ days ago and unseen ones 365+ days old',
  async run({ db, now }) {
    const removed = await db
      .delete(noticeUpdate)
      .where(
        or(
          and(isNotNull(noticeUpdate.seenAt), lt(noticeUpdate.seenAt, daysBefore(now, SEEN_KEEP_DAYS))),
          and(isNull(noticeUpdate.seenAt), lt(noticeUpdate.createdAt, daysBefore(now, UNSEEN_KEEP_DAYS))),
        ),
      )
      .returning({ id: noticeUpdate.id });
    return { updatesRemoved: removed.length };
  },
};
