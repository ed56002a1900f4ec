import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { RoleId, type ErasureReceipt } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { conflict, notFound } from '../../http/errors.js';
import { recordAudit } from '../admin/audit.js';
import type { FileStorage } from '../files/storage.js';
import { resultRows } from '../search/result-rows.js';
import { anonymiseCompanyCandidate } from './anonymise-company-candidate.js';
import { eraseCandidateUser } from './erase-candidate-user.js';
import { scrubText } from './identity-scrub.js';
import { removeFreedFiles } from './remove-freed-files.js';

export interface EraseCandidateOptions {
  candidateUserId: number;
  /** `candidate`: their own account deletion; `admin`: the back office, on request. */
  requestedBy: 'candidate' | 'admin';
  /** Who asked: the candidate, or the admin (the impersonator is recorded when there is one). */
  actor: Actor;
  now: Date;
  /** Why, for an erasure on request (audited, the person's name and address scrubbed from it). */
  reason?: string;
  requestId?: string;
}

/** A code the person can quote: 16 random hex digits in groups of four. */
const receiptCode = () =>
  randomBytes(8)
    .toString('hex')
    .toUpperCase()
    .replace(/(.{4})(?!$)/g, '$1-');

/**
 * Every company holding data about the candidate: those of the jobs they applied to or were invited
 * to, and those that chatted with them, booked them, saved their profile or were notified by them.
 */
async function companiesHolding(tx: Database, userId: number): Promise<number[]> {
  const rows = resultRows<{ company_id: number }>(
    await tx.execute(sql`
    select ${t.job.companyId} as company_id from ${t.application}
      join ${t.job} on ${t.job.id} = ${t.application.jobId} where ${t.application.userId} = ${userId}
    union select ${t.job.companyId} from ${t.jobInvitation}
      join ${t.job} on ${t.job.id} = ${t.jobInvitation.jobId} where ${t.jobInvitation.userId} = ${userId}
    union select ${t.chat.companyId} from ${t.chat} where ${t.chat.candidateUserId} = ${userId}
    union select ${t.meeting.companyId} from ${t.meeting} where ${t.meeting.candidateUserId} = ${userId}
    union select ${t.savedUser.companyId} from ${t.savedUser} where ${t.savedUser.savedUserId} = ${userId}
    union select ${t.noticeUpdate.companyId} from ${t.noticeUpdate} where ${t.noticeUpdate.fromUserId} = ${userId}
    order by 1`),
  );
  return rows.map((r) => Number(r.company_id));
}

/**
 * Erases a candidate (docs/privacy.md, "Erasure"): in one transaction every company's copy is
 * anonymised (anonymiseCompanyCandidate, mode `erasure`) and the user level removed or turned into a
 * tombstone (eraseCandidateUser); the receipt and the audit entry commit with them. The freed bytes
 * are removed after the commit. 404 for anyone who is not a live candidate.
 */
export async function eraseCandidate(
  db: Database,
  storage: FileStorage,
  options: EraseCandidateOptions,
): Promise<ErasureReceipt> {
  const { candidateUserId: userId, requestedBy, actor, now } = options;
  const code = receiptCode();
  const { tables, fileKeys } = await db.transaction(async (tx) => {
    const [who] = await tx
      .select({
        userId: t.user.id,
        firstname: t.user.firstname,
        lastname: t.user.lastname,
        email: t.user.email,
        roleId: t.user.roleId,
        deletedAt: t.user.deletedAt,
      })
      .from(t.user)
      .where(eq(t.user.id, userId))
      .for('update');
    if (!who || who.roleId !== RoleId.user) throw notFound(`candidate ${userId} not found`);
    if (who.deletedAt) throw conflict(`candidate ${userId} was already erased`);

    const tables: Record<string, number> = {};
    const keys: string[] = [];
    const add = (result: { counts: Record<string, number>; fileKeys: string[] }) => {
      for (const [name, n] of Object.entries(result.counts))
        if (n > 0) tables[name] = (tables[name] ?? 0) + n;
      keys.push(...result.fileKeys);
    };
    for (const companyId of await companiesHolding(tx, userId))
      add(await anonymiseCompanyCandidate(tx, { companyId, candidateUserId: userId, mode: 'erasure', now }));
    add(await eraseCandidateUser(tx, who, now));

    const summary = { tables, files: 0 };
    await tx.insert(t.erasureReceipt).values({
      code,
      subjectUserId: userId,
      requestedBy,
      actorUserId: requestedBy === 'admin' ? (actor.impersonatorUserId ?? actor.userId) : null,
      summary,
      createdAt: now,
    });
    await recordAudit(tx, actor, {
      action: 'candidate-erasure',
      subjectUserId: userId,
      data: {
        receipt: code,
        requestedBy,
        ...(options.reason === undefined ? {} : { reason: scrubText(options.reason, who) }),
      },
      ...(options.requestId === undefined ? {} : { requestId: options.requestId }),
    });
    return { tables, fileKeys: [...new Set(keys)] };
  });

  // After the commit: the bytes nothing live holds any more.
  const stored = async () => {
    const present = await Promise.all(
      fileKeys.map(async (key) => ((await storage.size(key)) === null ? null : key)),
    );
    return new Set(present.filter((key) => key !== null));
  };
  const before = await stored();
  await removeFreedFiles(db, storage, fileKeys);
  const after = await stored();
  const files = [...before].filter((key) => !after.has(key)).length;
  const summary = { tables, files };
  await db.update(t.erasureReceipt).set({ summary }).where(eq(t.erasureReceipt.code, code));
  return { code, erasedAt: now.toISOString(), requestedBy, summary };
}
