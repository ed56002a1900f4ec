import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companyLicense } from '../../db/schema/index.js';

/** The licence every new company starts on (the catalogue's Free). */
export const STARTER_LICENSE_ID = 1;

/** Gives a company a licence from a day (today in Italy unless given), open-ended unless an end is given. */
export async function grantLicense(
  db: Database,
  values: {
    companyId: number;
    licenseId: number;
    startsOn?: string;
    endsOn?: string | null;
    createdByUserId?: number;
  },
) {
  const [row] = await db
    .insert(companyLicense)
    .values({ ...values, startsOn: values.startsOn ?? sql`(now() AT TIME ZONE 'Europe/Rome')::date` })
    .returning();
  return row!;
}
