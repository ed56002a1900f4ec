/**
 * The answers a refused consent gets (400), shown as they are (consent.ts re-exports them). Free of
 * zod, so the candidate app tells them apart without loading the schemas.
 */
export const ConsentText = {
  missing: 'Consent to the privacy policy is required to apply',
  stale: 'The privacy policy has changed: read the current version and consent again',
  required: 'This consent cannot be withdrawn on its own: withdraw the application or delete the account',
} as const;
