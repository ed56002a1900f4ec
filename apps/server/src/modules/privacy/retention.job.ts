import { and, asc, eq, isNull } from 'drizzle-orm';
import { CompanyRoleId } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { enqueueMail } from '../mail/mailer.js';
import type { CronContext, CronJob } from '../scheduled/cron-job.js';
import { anonymiseCompanyCandidate } from './anonymise-company-candidate.js';
import { removeFreedFiles } from './remove-freed-files.js';
import { monthsBefore, staleCandidates } from './retention-touches.js';

/** Candidates anonymised per company and run; a larger backlog clears over the next days. */
export const RETENTION_BATCH = 200;

const addCounts = (into: Record<string, number>, from: Record<string, number>) => {
  for (const [table, n] of Object.entries(from)) into[table] = (into[table] ?? 0) + n;
};

/** The audit row of a company's run: the installation acts, on no one's behalf (no actor). */
async function recordRetentionAudit(
  db: Database,
  entry: { companyId: number; months: number; candidates: number; counts: Record<string, number> },
) {
  await db.insert(t.auditLog).values({
    actorUserId: null,
    companyId: entry.companyId,
    action: 'retention',
    data: { months: entry.months, candidates: entry.candidates, tables: entry.counts },
  });
}

/** The company's admins hear how many candidates' data was anonymised, each in their language. */
async function mailCompanyAdmins(
  db: Database,
  ctx: Pick<CronContext, 'config'>,
  company: { id: number; name: string; months: number },
  candidates: number,
) {
  const admins = await db
    .select({ email: t.user.email, firstname: t.user.firstname, lang: t.user.lang })
    .from(t.userCompany)
    .innerJoin(t.user, eq(t.user.id, t.userCompany.userId))
    .where(
      and(
        eq(t.userCompany.companyId, company.id),
        eq(t.userCompany.companyRoleId, CompanyRoleId.companyAdmin),
        isNull(t.userCompany.deletedAt),
        isNull(t.user.deletedAt),
      ),
    );
  for (const admin of admins) {
    await enqueueMail(db, ctx.config, {
      to: admin.email,
      template: 'retention-report',
      lang: admin.lang,
      data: {
        firstname: admin.firstname,
        companyName: company.name,
        count: String(candidates),
        months: String(company.months),
      },
    });
  }
}

/**
 * One company's run: every stale candidate in a transaction of its own (re-checked inside it, so a
 * touch between the selection and the anonymisation keeps the data), the freed bytes removed after
 * each commit, then the audit row and the admins' mail.
 */
async function retainCompany(
  ctx: CronContext,
  company: { id: number; name: string; months: number; deletedAt: Date | null },
) {
  const { db, now, storage, log } = ctx;
  const cutoff = monthsBefore(now, company.months);
  const stale = await staleCandidates(db, { companyId: company.id, cutoff, limit: RETENTION_BATCH });
  const counts: Record<string, number> = {};
  let candidates = 0;
  for (const candidateUserId of stale) {
    const result = await db.transaction(async (tx) => {
      const still = await staleCandidates(tx, { companyId: company.id, cutoff, limit: 1, candidateUserId });
      if (still.length === 0) return null;
      return anonymiseCompanyCandidate(tx, {
        companyId: company.id,
        candidateUserId,
        mode: 'retention',
        now,
      });
    });
    if (!result) continue;
    candidates++;
    addCounts(counts, result.counts);
    // The rows are gone already: bytes the storage fails to remove are left to prune-files' sweep.
    await removeFreedFiles(db, storage, result.fileKeys).catch((err: unknown) =>
      log.warn({ err, companyId: company.id }, 'retention: freed files not removed'),
    );
  }
  if (candidates > 0) {
    await db.transaction(async (tx) => {
      await recordRetentionAudit(tx, { companyId: company.id, months: company.months, candidates, counts });
      // A deleted company's data is still retained by the rule, but nobody is there to tell.
      if (company.deletedAt === null) await mailCompanyAdmins(tx, ctx, company, candidates);
    });
  }
  return { candidates, counts };
}

/**
 * Anonymises the candidate data each company holds and nobody touched for the company's
 * `candidateRetentionMonths` (docs/privacy.md, "Retention"). Idempotent: an anonymised candidate's
 * records point at a tombstone, which is never selected again.
 */
export const retentionJob: CronJob = {
  name: 'retention',
  schedule: '0 2 * * *',
  description:
    "Anonymises each company's candidate data nobody touched for the company's retention period (candidateRetentionMonths), mails the admins",
  async run(ctx) {
    const companies = await ctx.db
      .select({
        id: t.company.id,
        name: t.company.name,
        months: t.company.candidateRetentionMonths,
        deletedAt: t.company.deletedAt,
      })
      .from(t.company)
      .orderBy(asc(t.company.id));
    let companiesDone = 0;
    let candidates = 0;
    const tables: Record<string, number> = {};
    for (const company of companies) {
      const done = await retainCompany(ctx, company);
      if (done.candidates === 0) continue;
      companiesDone++;
      candidates += done.candidates;
      addCounts(tables, done.counts);
    }
    return { companies: companiesDone, candidatesAnonymised: candidates, tables };
  },
};
