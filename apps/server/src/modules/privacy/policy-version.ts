import { desc, lte } from 'drizzle-orm';
import { DEFAULT_POLICY_EFFECTIVE_ON, DEFAULT_POLICY_VERSION } from '@hiring/domain/privacy/consent';
import type { Database } from '../../db/client.js';
import { policyMailing } from '../../db/schema/index.js';

/**
 * The privacy-policy version in force on `now`'s day (UTC): the latest announced by a policy mailing
 * that has taken effect (docs/mail.md), else the built-in one (the date of web-policy-user.html). A
 * mailing announced for a later day changes nothing until that day.
 */
export async function policyVersionInForce(
  db: Database,
  now = new Date(),
): Promise<{ version: string; effectiveOn: string }> {
  const today = now.toISOString().slice(0, 10);
  const [latest] = await db
    .select({ version: policyMailing.version, effectiveOn: policyMailing.effectiveOn })
    .from(policyMailing)
    .where(lte(policyMailing.effectiveOn, today))
    .orderBy(desc(policyMailing.effectiveOn), desc(policyMailing.id))
    .limit(1);
  return latest ?? { version: DEFAULT_POLICY_VERSION, effectiveOn: DEFAULT_POLICY_EFFECTIVE_ON };
}
