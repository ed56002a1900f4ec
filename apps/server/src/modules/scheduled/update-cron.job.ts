import { completePastInterviews, remindStartingSoon } from '../interviews/interview-reminders.js';
import type { CronJob } from './cron-job.js';

/**
 * Every minute: interviews starting within 30 minutes get their "starting soon" step and notice, and
 * confirmed interviews whose end has passed are completed (modules/interviews/interview-reminders.ts;
 * both claim their rows in the UPDATE, so a second run writes nothing).
 */
export const updateCronJob: CronJob = {
  name: 'updateCron',
  schedule: '* * * * *',
  description: 'Interview reminders ("starting soon") and completion of past interviews',
  async run({ db, now }) {
    const { reminded } = await remindStartingSoon(db, now);
    const { completed } = await completePastInterviews(db, now);
    return { reminded, completed };
  },
};
