import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import { resultRows } from '../search/result-rows.js';
import type { Mailer } from './mailer.js';
import { openPolicyMailings, runPolicyBatch } from './policy-mailing.js';
import { roundLoop, type RoundLoop } from '../scheduled/round-loop.js';

/** Queued mails claimed per round. */
export const MAIL_BATCH = 50;
/** Delivery attempts of a queued mail before it is marked failed. */
export const MAIL_MAX_ATTEMPTS = 4;
/**
 * How long after it was queued each attempt may run, in seconds: at once, then 1, 5 and 30 minutes
 * later. The schedule counts from the queueing, so no column is needed for the next try.
 */
export const MAIL_RETRY_AFTER_SECONDS = [0, 60, 300, 1800] as const;

export interface MailRound {
  /** Policy-mailing recipients queued this round. */
  policyQueued: number;
  claimed: number;
  sent: number;
  /** Failed this time, to be tried again. */
  retrying: number;
  /** Failed for the last time. */
  failed: number;
}

/** Mail delivery: each round runs a batch of each open policy mailing, then up to MAIL_BATCH queued mails due now. */
export type MailDispatcher = RoundLoop<MailRound>;

interface DispatcherOptions {
  db: Database;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Tests shorten the retry schedule. */
  retryAfterSeconds?: readonly number[];
}

interface ClaimedMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
}

/**
 * Claims the queued mails whose next attempt is due, counting the attempt in the same statement:
 * `FOR UPDATE SKIP LOCKED` lets several instances claim side by side, and the raised count pushes
 * the row's next attempt out by the schedule, so another instance does not pick it up meanwhile.
 * A crash after the claim leaves the mail queued: it is tried again at its next slot.
 */
async function claimMails(db: Database, delays: readonly number[]): Promise<ClaimedMail[]> {
  const delay = sql.join(
    delays.map((seconds, attempts) => sql`WHEN ${attempts}::int THEN ${seconds}::int`),
    sql` `,
  );
  return resultRows<ClaimedMail>(
    await db.execute(sql`
      UPDATE mail_outbox SET attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM mail_outbox
        WHERE status = 'queued'
          AND created_at <= now() - make_interval(secs => (CASE attempts ${delay} ELSE ${delays.at(-1) ?? 0}::int END))
        ORDER BY id LIMIT ${MAIL_BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id, "to", subject, text, html, attempts`),
  );
}

export function createMailDispatcher({
  db,
  config,
  mailer,
  log,
  retryAfterSeconds = MAIL_RETRY_AFTER_SECONDS,
}: DispatcherOptions): MailDispatcher {
  async function runOnce(): Promise<MailRound> {
    const round: MailRound = { policyQueued: 0, claimed: 0, sent: 0, retrying: 0, failed: 0 };
    for (const mailingId of await openPolicyMailings(db)) {
      round.policyQueued += (await runPolicyBatch(db, config, mailingId)).queued;
    }
    const claimed = await claimMails(db, retryAfterSeconds);
    round.claimed = claimed.length;
    for (const mail of claimed) {
      try {
        const status = await mailer.transmit(mail);
        await db
          .update(mailOutbox)
          .set({ status, error: null, sentAt: sql`now()` })
          .where(eq(mailOutbox.id, mail.id));
        round.sent++;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const last = mail.attempts >= MAIL_MAX_ATTEMPTS;
        log.warn({ outboxId: mail.id, attempts: mail.attempts, err: message }, 'queued mail not delivered');
        await db
          .update(mailOutbox)
          .set({ error: message, ...(last ? { status: 'failed' as const } : {}) })
          .where(eq(mailOutbox.id, mail.id));
        if (last) round.failed++;
        else round.retrying++;
      }
    }
    if (round.policyQueued + round.claimed > 0) log.info(round, 'mail round');
    return round;
  }

  return roundLoop({
    runOnce,
    more: (round) => round.claimed === MAIL_BATCH || round.policyQueued > 0,
    log,
    name: 'mail dispatcher',
  });
}

/** Delivers queued outbox mails in the background (issue 13); off when the interval is 0 (tests). */
export function startMailDispatcher(
  app: FastifyInstance,
  db: Database,
  config: Config,
  mailer: Mailer,
): void {
  const { dispatchIntervalMs } = config.mail;
  if (dispatchIntervalMs <= 0) return;
  const dispatcher = createMailDispatcher({ db, config, mailer, log: app.log.child({ module: 'mail' }) });
  dispatcher.start(dispatchIntervalMs);
  app.addHook('onClose', () => dispatcher.stop());
}
