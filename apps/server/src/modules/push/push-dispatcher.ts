import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { pushSubscription } from '../../db/schema/index.js';
import { resultRows } from '../search/result-rows.js';
import { pushPayload, type PushNotice } from './push-payload.js';
import { sendPush } from './push-sender.js';
import type { VapidKeys } from './vapid.js';
import { roundLoop, type RoundLoop } from '../scheduled/round-loop.js';

/** Notices claimed per round: a bulk move writes thousands, sent over several rounds. */
export const PUSH_BATCH = 100;
/** A notice older than this when claimed (the server was down, or push was off) is not pushed any more. */
const STALE_AFTER = '1 hour';

/** Web Push delivery: each round claims up to PUSH_BATCH unsent notices and pushes the CHAT and STEP ones. */
export type PushDispatcher = RoundLoop<PushRound>;

export interface PushRound {
  claimed: number;
  sent: number;
  gone: number;
  failed: number;
}

interface DispatcherOptions {
  db: Database;
  vapid: VapidKeys;
  log: FastifyBaseLogger;
  fetchImpl?: typeof fetch;
}

/**
 * Claims the notices nobody pushed yet in one statement: `FOR UPDATE SKIP LOCKED` lets several
 * instances claim side by side without waiting for each other, and `pushed_at` is set in the same
 * statement, so each notice is claimed once across the cluster (at most once: a crash after the
 * claim loses that round's pushes rather than sending them twice). Returns what the texts need.
 */
async function claimNotices(db: Database): Promise<ClaimedNotice[]> {
  return resultRows<ClaimedNotice>(
    await db.execute(sql`
      WITH claimed AS (
        UPDATE notice_update SET pushed_at = now()
        WHERE id IN (
          SELECT id FROM notice_update WHERE pushed_at IS NULL
          ORDER BY id LIMIT ${PUSH_BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING *)
      SELECT n.id, n.item_class AS "itemClass", n.item_id AS "itemId", n.company_id AS "companyId",
        n.job_id AS "jobId", n.application_id AS "applicationId", n.message,
        n.recipient_user_id AS "recipientUserId", r.lang,
        nullif(trim(f.firstname || ' ' || f.lastname), '') AS "fromName",
        j.name AS "jobName",
        c.candidate_user_id AS "chatCandidateUserId",
        a.user_id AS "applicationUserId",
        nullif(trim(au.firstname || ' ' || au.lastname), '') AS "candidateName",
        (SELECT st.name_en FROM application_step_type st WHERE st.name = n.message LIMIT 1) AS "stepNameEn",
        (n.item_class IN ('CHAT', 'STEP') AND n.created_at > now() - ${STALE_AFTER}::interval
          AND r.deleted_at IS NULL) AS "wanted"
      FROM claimed n
      JOIN "user" r ON r.id = n.recipient_user_id
      LEFT JOIN "user" f ON f.id = n.from_user_id
      LEFT JOIN job j ON j.id = n.job_id
      LEFT JOIN chat c ON n.item_class = 'CHAT' AND c.id = n.item_id
      LEFT JOIN application a ON a.id = n.application_id
      LEFT JOIN "user" au ON au.id = a.user_id
      ORDER BY n.id`),
  );
}

/** A claimed notice; `wanted`: a recent CHAT or STEP notice for a live user, the ones pushed. */
type ClaimedNotice = PushNotice & { wanted: boolean };

export function createPushDispatcher({ db, vapid, log, fetchImpl }: DispatcherOptions): PushDispatcher {
  async function runOnce(): Promise<PushRound> {
    const claimed = await claimNotices(db);
    const round: PushRound = { claimed: claimed.length, sent: 0, gone: 0, failed: 0 };
    const notices = claimed.filter((n) => n.wanted);
    if (notices.length === 0) return round;
    const subscriptions = await db
      .select()
      .from(pushSubscription)
      .where(inArray(pushSubscription.userId, [...new Set(notices.map((n) => n.recipientUserId))]));
    const sends = notices.flatMap((notice) => {
      const payload = JSON.stringify(pushPayload(notice));
      return subscriptions
        .filter((s) => s.userId === notice.recipientUserId)
        .map(async (s) => {
          const outcome = await sendPush(s, payload, vapid, fetchImpl);
          if (outcome.kind === 'delivered') {
            round.sent++;
            await db
              .update(pushSubscription)
              .set({ lastSuccessAt: sql`now()` })
              .where(eq(pushSubscription.id, s.id));
          } else if (outcome.kind === 'gone') {
            round.gone++;
            await db.delete(pushSubscription).where(eq(pushSubscription.id, s.id));
          } else {
            round.failed++;
            log.warn({ subscriptionId: s.id, detail: outcome.detail }, 'web push failed');
            await db
              .update(pushSubscription)
              .set({ lastFailureAt: sql`now()` })
              .where(eq(pushSubscription.id, s.id));
          }
        });
    });
    await Promise.all(sends);
    if (round.sent + round.gone + round.failed > 0) log.info(round, 'web push round');
    return round;
  }

  return roundLoop({
    runOnce,
    more: (round) => round.claimed === PUSH_BATCH,
    log,
    name: 'web push dispatcher',
  });
}
