import { and, inArray, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { cronRun, message, refreshToken, session } from '../../db/schema/index.js';
import { daysBefore, type CronJob } from './cron-job.js';

/** How long a soft-deleted message, an ended session or a finished cron run is kept: 30 days. */
export const SAFE_DELETE_DAYS = 30;
/** Messages erased per run: the daily run catches up over several days after a large deletion. */
const MESSAGE_BATCH = 1000;

/**
 * Hard-removes what was soft-deleted or ended long ago and nothing live needs (docs/scheduled-jobs.md):
 * - messages withdrawn more than 30 days ago: the text and the attachment are erased (the row stays,
 *   so the thread's order and read counts hold), and the stored file is removed unless a live message
 *   shares its key;
 * - sessions that ended (revoked or expired) more than 30 days ago, with their refresh tokens;
 * - cron runs finished more than 30 days ago.
 */
export const safeDeleteJob: CronJob = {
  name: 'safeDelete',
  schedule: '15 3 * * *',
  description:
    'Erases messages withdrawn 30+ days ago (text, attachment, file), ended sessions, old cron runs',
  async run({ db, now, storage, log }) {
    const cutoff = daysBefore(now, SAFE_DELETE_DAYS);
    const other = alias(message, 'other');
    const withdrawn = await db
      .select({ id: message.id, attachmentKey: message.attachmentKey })
      .from(message)
      .where(
        and(
          isNotNull(message.deletedAt),
          lt(message.deletedAt, cutoff),
          or(ne(message.body, ''), isNotNull(message.attachmentKey)),
        ),
      )
      .orderBy(message.id)
      .limit(MESSAGE_BATCH);
    const keys = [...new Set(withdrawn.flatMap((m) => (m.attachmentKey ? [m.attachmentKey] : [])))];
    const shared =
      keys.length === 0
        ? []
        : await db
            .selectDistinct({ key: other.attachmentKey })
            .from(other)
            .where(and(inArray(other.attachmentKey, keys), isNull(other.deletedAt)));
    const sharedKeys = new Set(shared.map((s) => s.key));
    const filesToRemove = keys.filter((k) => !sharedKeys.has(k));
    // Files first: if the update below fails, the next run finds the rows again and removing is idempotent.
    let filesFailed = 0;
    for (const key of filesToRemove) {
      // One file that cannot be removed (a key the storage refuses) must not keep the rest from being erased.
      await storage.remove(key).catch((error: unknown) => {
        filesFailed++;
        log.warn({ key, err: error }, 'safeDelete could not remove a file');
      });
    }
    if (withdrawn.length > 0) {
      await db
        .update(message)
        .set({
          body: '',
          attachmentKey: null,
          attachmentName: null,
          attachmentMimeType: null,
          attachmentSize: null,
        })
        .where(
          inArray(
            message.id,
            withdrawn.map((m) => m.id),
          ),
        );
    }

    const ended = or(lt(session.revokedAt, cutoff), lt(session.expiresAt, cutoff));
    const endedSessions = db.select({ id: session.id }).from(session).where(ended);
    const tokens = await db
      .delete(refreshToken)
      .where(inArray(refreshToken.sessionId, endedSessions))
      .returning({ id: refreshToken.id });
    const sessions = await db.delete(session).where(ended).returning({ id: session.id });
    const runs = await db
      .delete(cronRun)
      .where(
        and(isNotNull(cronRun.finishedAt), lt(cronRun.finishedAt, cutoff), ne(cronRun.status, 'running')),
      )
      .returning({ id: cronRun.id });
    return {
      messagesErased: withdrawn.length,
      filesRemoved: filesToRemove.length - filesFailed,
      filesFailed,
      sessionsRemoved: sessions.length,
      refreshTokensRemoved: tokens.length,
      cronRunsRemoved: runs.length,
    };
  },
};
