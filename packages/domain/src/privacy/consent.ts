import { z } from 'zod';

/**
 * The privacy-policy version in force when no policy mailing announced one: the date of
 * apps/web/public/web-policy-user.html ("Ultimo aggiornamento: 22 novembre 2026").
 */
export const DEFAULT_POLICY_VERSION = '2026-11-22';
export const DEFAULT_POLICY_EFFECTIVE_ON = '2026-11-22';

/** What the candidate app shows before asking for consent (GET /privacy/policy-version). */
export const policyVersionSchema = z.object({
  version: z.string(),
  effectiveOn: z.string().describe('YYYY-MM-DD'),
  /** False when the `disableConsent` module is on: applying asks for no consent. */
  consentRequired: z.boolean(),
});
export type PolicyVersion = z.infer<typeof policyVersionSchema>;

/** What a candidate consents to (the `consent.kind` column). Only `privacy-policy` is required. */
export const consentKinds = ['privacy-policy', 'marketing', 'push'] as const;
export type ConsentKind = (typeof consentKinds)[number];
/** Consents that cannot be withdrawn on their own (the application or the account goes instead). */
export const requiredConsentKinds: readonly string[] = ['privacy-policy'];

/** The consent sent with `POST /application` when the `disableConsent` module is off. */
export const applyConsentSchema = z
  .object({
    privacyPolicy: z.boolean().describe('true: the candidate read and accepts the privacy policy'),
    policyVersion: z.string().min(1).max(100).describe('the version shown (GET /privacy/policy-version)'),
  })
  .strict();
export type ApplyConsent = z.infer<typeof applyConsentSchema>;

/** A consent as its candidate reads it (GET /me/consents). */
export const consentViewSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  policyVersion: z.string(),
  applicationId: z.number().int().nullable(),
  companyId: z.number().int().nullable(),
  givenAt: z.string(),
  withdrawnAt: z.string().nullable(),
  required: z.boolean(),
});
export type ConsentView = z.infer<typeof consentViewSchema>;

export { ConsentText } from './consent-text.js';
