import { and, inArray, lt } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.js';
import { daysBefore, type CronJob } from '../scheduled/cron-job.js';
import { ADMIN_WRITE } from '../admin/write-audit.js';
import { PROFILE_READ } from './profile-read-audit.js';

/**
 * How long the request-level rows of the audit log are kept: two years, the default period a
 * candidate's data is kept (company.candidateRetentionMonths), so a candidate can learn who read them
 * for as long as they are held. The back office's own changes (prices, tiers, approvals, erasures,
 * impersonations) are kept: the billing history and the proof of an erasure read them.
 */
export const AUDIT_REQUEST_KEEP_DAYS = 730;
/** The rows recorded per request: reads of a profile, admins' writes, writes made as someone else. */
export const requestAuditActions = [PROFILE_READ, ADMIN_WRITE, 'write'];

export const pruneAuditJob: CronJob = {
  name: 'prune-audit',
  schedule: '15 4 * * *',
  description: 'Deletes profile reads and admin or impersonated writes recorded 730+ days ago',
  async run({ db, now }) {
    const removed = await db
      .delete(auditLog)
      .where(
        and(
          inArray(auditLog.action, requestAuditActions),
          lt(auditLog.createdAt, daysBefore(now, AUDIT_REQUEST_KEEP_DAYS)),
        ),
      )
      .returning({ id: auditLog.id });
    return { auditRowsRemoved: removed.length };
  },
};
