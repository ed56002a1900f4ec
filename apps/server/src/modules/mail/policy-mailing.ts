import { and, asc, desc, eq, gt, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { RoleId } from '@hiring/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { policyMailing, policyMailingRecipient, user } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { recordAudit } from '../admin/audit.js';
import { publicBaseUrl } from '../auth/auth-deps.js';
import { inTransaction } from '../team/team-access.js';
import { resultRows } from '../search/result-rows.js';
import { enqueueMail } from './mailer.js';

/** Users queued per batch: one transaction each, so a mailing of many thousands goes in steps. */
export const POLICY_BATCH = 200;

/** Who a policy mailing reaches: every live user (staff and candidates), never machine users. */
const reachable = and(isNull(user.deletedAt), notInArray(user.roleId, [RoleId.disabled, RoleId.application]));

export interface PolicyMailingView {
  id: number;
  version: string;
  effectiveOn: string;
  createdAt: string;
  startedByUserId: number;
  finishedAt: string | null;
  /** Recipients whose mail waits in the outbox. */
  queued: number;
  /** Recipients whose mail went out (sent through SMTP, or logged without it). */
  sent: number;
  failed: number;
  /** Recipients so far plus the live users the mailing has still to reach. */
  total: number;
}

const START = 'policy-mailing-start';

/** The day a version takes effect, `YYYY-MM-DD`; today (UTC) when not given. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Starts the mailing of a version, or resumes it: a second call for the same version reopens it, so
 * the batches go on from where they stopped (and reach users who signed up since). A user is never
 * mailed twice for one version: see runPolicyBatch.
 */
export async function startPolicyMailing(
  db: Database,
  actor: Actor,
  input: { version: string; effectiveOn?: string | undefined },
  requestId?: string,
): Promise<{ id: number; resumed: boolean }> {
  return inTransaction(db, async (tx) => {
    const [existing] = await tx
      .select({ id: policyMailing.id })
      .from(policyMailing)
      .where(eq(policyMailing.version, input.version))
      .for('update');
    if (existing) {
      await tx.update(policyMailing).set({ finishedAt: null }).where(eq(policyMailing.id, existing.id));
      await recordAudit(tx, actor, {
        action: 'policy-mailing-resume',
        data: { mailingId: existing.id, version: input.version },
        requestId,
      });
      return { id: existing.id, resumed: true };
    }
    const [created] = await tx
      .insert(policyMailing)
      .values({
        version: input.version,
        effectiveOn: input.effectiveOn ?? today(),
        startedByUserId: actor.impersonatorUserId ?? actor.userId,
      })
      .returning({ id: policyMailing.id });
    await recordAudit(tx, actor, {
      action: START,
      data: { mailingId: created!.id, version: input.version, effectiveOn: input.effectiveOn ?? today() },
      requestId,
    });
    return { id: created!.id, resumed: false };
  });
}

/** `2026-12-01` as the mails show dates (the Italian day/month/year, in both languages). */
function showDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/**
 * One batch of a mailing: the next live users by id after `lastUserId` each get a recipient row and a
 * queued outbox mail in their language, in one transaction with the cursor's move. The recipient's
 * unique (mailing, user) pair keeps a user from being queued twice, even if the cursor were lost.
 * Two instances never run the same mailing's batch at once (the row is locked, SKIP LOCKED).
 * Returns how many mails were queued, and whether the mailing is done.
 */
export async function runPolicyBatch(
  db: Database,
  config: Pick<Config, 'dashboardName' | 'publicUrl' | 'host' | 'port'>,
  mailingId: number,
  batchSize = POLICY_BATCH,
): Promise<{ queued: number; finished: boolean }> {
  return inTransaction(db, async (tx) => {
    const [mailing] = await tx
      .select()
      .from(policyMailing)
      .where(eq(policyMailing.id, mailingId))
      .for('update', { skipLocked: true });
    // Locked by another instance's batch (or gone): nothing to do here this time.
    if (!mailing) return { queued: 0, finished: false };
    if (mailing.finishedAt) return { queued: 0, finished: true };
    const effectiveOn = mailing.effectiveOn;
    const users = await tx
      .select({ id: user.id, email: user.email, firstname: user.firstname, lang: user.lang })
      .from(user)
      .where(and(reachable, gt(user.id, mailing.lastUserId)))
      .orderBy(asc(user.id))
      .limit(batchSize);
    let queued = 0;
    const link = `${publicBaseUrl(config as Config)}/web-policy-user`;
    for (const target of users) {
      const [recipient] = await tx
        .insert(policyMailingRecipient)
        .values({ mailingId: mailing.id, userId: target.id })
        .onConflictDoNothing()
        .returning({ id: policyMailingRecipient.id });
      if (!recipient) continue;
      const { id: outboxId } = await enqueueMail(tx, config, {
        to: target.email,
        template: 'privacy-policy-update',
        lang: target.lang,
        userId: target.id,
        data: {
          firstname: target.firstname,
          version: mailing.version,
          effectiveOn: showDay(effectiveOn),
          link,
        },
      });
      await tx
        .update(policyMailingRecipient)
        .set({ outboxId })
        .where(eq(policyMailingRecipient.id, recipient.id));
      queued++;
    }
    const finished = users.length < batchSize;
    await tx
      .update(policyMailing)
      .set({
        lastUserId: users.at(-1)?.id ?? mailing.lastUserId,
        queued: sql`${policyMailing.queued} + ${queued}`,
        ...(finished ? { finishedAt: sql`now()` } : {}),
      })
      .where(eq(policyMailing.id, mailing.id));
    return { queued, finished };
  });
}

/** The mailings still under way, oldest first (the dispatcher works through them). */
export async function openPolicyMailings(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: policyMailing.id })
    .from(policyMailing)
    .where(isNull(policyMailing.finishedAt))
    .orderBy(asc(policyMailing.id));
  return rows.map((r) => r.id);
}

/** Every mailing, newest first, with its progress read from the outbox. */
export async function listPolicyMailings(db: Database, ids?: number[]): Promise<PolicyMailingView[]> {
  const mailings = await db
    .select()
    .from(policyMailing)
    .where(ids ? inArray(policyMailing.id, ids) : undefined)
    .orderBy(desc(policyMailing.id));
  if (mailings.length === 0) return [];
  const progress = resultRows<{ mailingId: number; queued: number; sent: number; failed: number; n: number }>(
    await db.execute(sql`
      SELECT r.mailing_id AS "mailingId",
        count(*) FILTER (WHERE o.status = 'queued')::int AS queued,
        count(*) FILTER (WHERE o.status IN ('sent', 'logged'))::int AS sent,
        count(*) FILTER (WHERE o.status = 'failed')::int AS failed,
        count(*)::int AS n
      FROM policy_mailing_recipient r
      LEFT JOIN mail_outbox o ON o.id = r.outbox_id
      WHERE r.mailing_id IN (${sql.join(
        mailings.map((m) => sql`${m.id}`),
        sql`, `,
      )})
      GROUP BY r.mailing_id`),
  );
  const views: PolicyMailingView[] = [];
  for (const m of mailings) {
    const p = progress.find((row) => row.mailingId === m.id);
    let remaining = 0;
    if (!m.finishedAt) {
      const [left] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(user)
        .where(and(reachable, gt(user.id, m.lastUserId)));
      remaining = left?.n ?? 0;
    }
    views.push({
      id: m.id,
      version: m.version,
      effectiveOn: m.effectiveOn,
      createdAt: m.createdAt.toISOString(),
      startedByUserId: m.startedByUserId,
      finishedAt: m.finishedAt?.toISOString() ?? null,
      queued: p?.queued ?? 0,
      sent: p?.sent ?? 0,
      failed: p?.failed ?? 0,
      total: (p?.n ?? 0) + remaining,
    });
  }
  return views;
}
