import { z } from 'zod';

/** The runtime configuration served at GET /config.json (spec section 9). */
export const runtimeConfigSchema = z.object({
  dashboardName: z.string(),
  api: z.object({ openApiUrl: z.string(), storageUrl: z.string() }),
  firebase: z.object({ jobLink: z.string(), redirect: z.string() }),
  recaptcha: z.object({ siteKey: z.string().nullable() }),
  lang: z.object({ fallback: z.string() }),
  // `data`: any JSON, null included (a nullable unknown reads as a pointless anyOf in the OpenAPI document).
  maintenance: z.object({ name: z.string().nullable(), data: z.unknown() }),
  modules: z.object({
    disableBudget: z.boolean(),
    disableScheduling: z.boolean(),
    disableFrontier: z.boolean(),
    disablePricing: z.boolean(),
    disableSavedUsers: z.boolean(),
    disableSearch: z.boolean(),
    disableUserDetailsContact: z.boolean(),
    disableConsent: z.boolean(),
    disableInvite: z.boolean(),
  }),
  /** The bot check the client solves before sign-in, signup and password recovery. */
  botCheck: z.object({ provider: z.enum(['altcha', 'none']), challengeUrl: z.string().nullable() }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
