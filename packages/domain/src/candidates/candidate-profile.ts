import { z } from 'zod';
import { candidateProfileSchema } from '../board/candidate-detail.js';

/**
 * How much of a candidate's profile a caller may see:
 * - `none`: nothing (answer 404, as for a missing candidate);
 * - `profile`: the profile without contact details (a searchable candidate, or contact switched off);
 * - `full`: the profile with contact details (the candidate themself, or a company they applied to).
 */
export const candidateVisibilityLevels = ['none', 'profile', 'full'] as const;
export type CandidateVisibility = (typeof candidateVisibilityLevels)[number];

/** A stored file as a profile lists it; `url` is relative to the API base and access-checked. */
export const profileFileSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type ProfileFile = z.infer<typeof profileFileSchema>;

export const profileCertificateSchema = profileFileSchema.extend({
  name: z.string(),
  issuer: z.string().nullable(),
  /** YYYY-MM-DD. */
  issuedOn: z.string().nullable(),
});

export const profileContactSchema = z.object({ email: z.string(), phone: z.string().nullable() });

/**
 * A candidate's profile as `readCandidateProfile` returns it (`GET /user-detail/{id}/profile`, the
 * PDF, the application snapshot): the board's profile plus employer, files and contact. Reference
 * names are in the viewer's language; ids are the same in every language.
 */
export const candidateProfileViewSchema = candidateProfileSchema.extend({
  /** The user_detail row's id, or null when the candidate has not written a profile yet. */
  userDetailId: z.number().int().nullable(),
  employerName: z.string().nullable(),
  visibility: z.enum(['profile', 'full']),
  /** null unless the visibility is `full`. */
  contact: profileContactSchema.nullable(),
  curriculum: profileFileSchema.nullable(),
  certificates: z.array(profileCertificateSchema),
  videoIntroduction: profileFileSchema.extend({ durationSeconds: z.number().int().nullable() }).nullable(),
  updatedAt: z.string().nullable(),
});
export type CandidateProfileView = z.infer<typeof candidateProfileViewSchema>;

/**
 * `application_user_detail.data`: the profile as the candidate sent it when applying, in both
 * languages (reference names as they were then); files point at the snapshot's own copies.
 */
export const applicationProfileSnapshotSchema = z.object({
  it: candidateProfileViewSchema,
  en: candidateProfileViewSchema,
});
export type ApplicationProfileSnapshot = z.infer<typeof applicationProfileSnapshotSchema>;
