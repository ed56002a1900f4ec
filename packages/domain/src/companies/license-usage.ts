import { z } from 'zod';

/**
 * GET /company/license/{id}: the licence a company holds today (null ids when none: then it has no
 * seats and no posts) and how much of it is used. Seats used count members plus invitations still open.
 */
export const licenseUsageSchema = z.object({
  companyLicenseId: z.number().int().nullable(),
  licenseId: z.number().int().nullable(),
  name: z.string().nullable(),
  nameEn: z.string().nullable(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  seats: z.number().int(),
  seatsUsed: z.number().int(),
  jobPostsIncluded: z.number().int(),
  /** Posts published now (not suspended, not archived). */
  jobPostsPublished: z.number().int(),
});

export type LicenseUsage = z.infer<typeof licenseUsageSchema>;
