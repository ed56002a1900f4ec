/** Feature-module switches and their defaults (spec section 6). */
export const moduleDefaults = {
  disableBudget: true,
  disableScheduling: true,
  disableFrontier: false,
  disablePricing: false,
  disableSavedUsers: false,
  disableSearch: false,
  disableUserDetailsContact: false,
  disableConsent: true,
  disableInvite: true,
} as const;
export type ModuleFlags = { -readonly [K in keyof typeof moduleDefaults]: boolean };
export type ModuleFlag = keyof ModuleFlags;
