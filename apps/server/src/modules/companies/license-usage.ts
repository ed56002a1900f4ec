import { and, count, desc, eq, gt, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { RoleId, type LicenseUsage } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { companyLicense, invitation, job, license, user, userCompany } from '../../db/schema/index.js';

/** Today in Italy, the calendar the licences' days follow. */
const todayInItaly = sql`(now() AT TIME ZONE 'Europe/Rome')::date`;

/** What the company's licence of today allows and how much of it is used. */
export async function licenseUsage(db: Database, companyId: number): Promise<LicenseUsage> {
  const [held] = await db
    .select({
      companyLicenseId: companyLicense.id,
      licenseId: license.id,
      name: license.name,
      nameEn: license.nameEn,
      startsOn: companyLicense.startsOn,
      endsOn: companyLicense.endsOn,
      seats: license.seats,
      jobPostsIncluded: license.jobPostsIncluded,
    })
    .from(companyLicense)
    .innerJoin(license, eq(license.id, companyLicense.licenseId))
    .where(
      and(
        eq(companyLicense.companyId, companyId),
        isNull(companyLicense.deletedAt),
        lte(companyLicense.startsOn, todayInItaly),
        or(isNull(companyLicense.endsOn), sql`${companyLicense.endsOn} >= ${todayInItaly}`),
      ),
    )
    .orderBy(desc(companyLicense.startsOn))
    .limit(1);
  const [[members], [invited], [published]] = await Promise.all([
    db
      .select({ n: count() })
      .from(userCompany)
      // An API key's machine user holds no seat.
      .innerJoin(user, and(eq(user.id, userCompany.userId), ne(user.roleId, RoleId.application)))
      .where(and(eq(userCompany.companyId, companyId), isNull(userCompany.deletedAt))),
    db
      .select({ n: count() })
      .from(invitation)
      .where(
        and(
          eq(invitation.companyId, companyId),
          isNull(invitation.acceptedAt),
          isNull(invitation.revokedAt),
          gt(invitation.expiresAt, sql`now()`),
        ),
      ),
    db
      .select({ n: count() })
      .from(job)
      .where(
        and(
          eq(job.companyId, companyId),
          isNull(job.deletedAt),
          isNotNull(job.publishedAt),
          isNull(job.suspendedAt),
          isNull(job.archivedAt),
        ),
      ),
  ]);
  return {
    companyLicenseId: held?.companyLicenseId ?? null,
    licenseId: held?.licenseId ?? null,
    name: held?.name ?? null,
    nameEn: held?.nameEn ?? null,
    startsOn: held?.startsOn ?? null,
    endsOn: held?.endsOn ?? null,
    seats: held?.seats ?? 0,
    seatsUsed: (members?.n ?? 0) + (invited?.n ?? 0),
    jobPostsIncluded: held?.jobPostsIncluded ?? 0,
    jobPostsPublished: published?.n ?? 0,
  };
}
