import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { createJobBody, jobContentSchema } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { tier } from '../../db/schema/index.js';
import { badRequest } from '../../http/errors.js';

/** The tier a post is published at (1 basic, 2 featured, 3 premium: the tier table; docs/billing.md). */
const tierId = z.number().int().positive().max(2_147_483_647);

/** `POST /job`: the content, and the tier (basic unless given). */
export const createJobWithTierBody = createJobBody.safeExtend({ tierId: tierId.optional() });
export type CreateJobWithTierBody = z.infer<typeof createJobWithTierBody>;

/** `PATCH /job/content/{id}` and `PATCH /job/{id}`: the content keys to merge, and the tier. */
export const updateJobBody = jobContentSchema.safeExtend({ tierId: tierId.optional() });
export type UpdateJobBody = z.infer<typeof updateJobBody>;

/** A tier that exists (and is not withdrawn); 400 otherwise. */
export async function assertTier(db: Database, id: number | undefined): Promise<void> {
  if (id === undefined) return;
  const [row] = await db
    .select({ id: tier.id })
    .from(tier)
    .where(and(eq(tier.id, id), isNull(tier.deletedAt)));
  if (!row) throw badRequest(`tierId: tier ${id} does not exist`);
}
