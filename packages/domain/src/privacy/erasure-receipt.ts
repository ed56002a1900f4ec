import { z } from 'zod';

/** Who asked for an erasure: the candidate (account deletion), an admin (on request), the retention job. */
export const erasureRequesters = ['candidate', 'admin', 'retention'] as const;
export type ErasureRequester = (typeof erasureRequesters)[number];

/**
 * What an erasure removed or anonymised, without any personal data: rows per table and the stored
 * files whose bytes went.
 */
export const erasureSummarySchema = z.object({
  tables: z.record(z.string(), z.number().int().nonnegative()),
  files: z.number().int().nonnegative(),
});
export type ErasureSummary = z.infer<typeof erasureSummarySchema>;

/** The receipt of an erasure: its code is what the person (or the admin who erased on request) keeps. */
export const erasureReceiptSchema = z.object({
  code: z.string(),
  erasedAt: z.string(),
  requestedBy: z.enum(erasureRequesters),
  summary: erasureSummarySchema,
});
export type ErasureReceipt = z.infer<typeof erasureReceiptSchema>;

/** A candidate as the back office's privacy requests page finds them by email. */
export const adminCandidateSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  createdAt: z.string(),
  applications: z.number().int().nonnegative(),
});
export type AdminCandidate = z.infer<typeof adminCandidateSchema>;

/** The reason an admin gives for an erasure on request (kept in the audit log). */
export const adminErasureBodySchema = z.object({ reason: z.string().trim().min(3).max(1000) }).strict();
