import type { Database } from '../../db/client.js';
import { recruiterPreference, userCompany } from '../../db/schema/index.js';

/**
 * Makes a user a member of a company, with the recruiter preferences every member has: the spec gives
 * recruiter-preference only an update verb, so its row exists from the start and reading it never writes.
 */
export async function addMembership(
  db: Database,
  values: { userId: number; companyId: number; companyRoleId: number },
) {
  const [row] = await db.insert(userCompany).values(values).returning();
  await db.insert(recruiterPreference).values({ userId: values.userId }).onConflictDoNothing();
  return row!;
}
