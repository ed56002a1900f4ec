import { companiesWithJobs, syncCharges } from '../billing/charges.service.js';
import type { CronJob } from './cron-job.js';

/**
 * Writes the day's charges of every published post, and any a company's own sync has not written
 * yet (docs/billing.md). 00:05 UTC is after midnight in Italy in summer and winter, so the new day
 * has started and its day charges are due.
 */
export const syncChargesJob: CronJob = {
  name: 'sync-charges',
  schedule: '5 0 * * *',
  description: 'Brings every company’s charge ledger up to now (idempotent: each charge is written once)',
  async run({ db, now }) {
    let companies = 0;
    let created = 0;
    let createdCents = 0;
    for (const companyId of await companiesWithJobs(db)) {
      const outcome = await syncCharges(db, { companyId }, now);
      companies += 1;
      created += outcome.created;
      createdCents += outcome.createdCents;
    }
    return { companies, created, createdCents };
  },
};
