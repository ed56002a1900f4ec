/** Limits of the generic list queries (spec section 9: default page size 200). */
export const listLimits = {
  defaultTake: 200,
  maxTake: 200,
  maxSkip: 1_000_000,
  /** `@list` answers ids only, so it may return more of them at once. */
  maxIdsTake: 10_000,
  maxFetchIds: 1_000,
  maxInValues: 1_000,
  maxWhereDepth: 5,
  maxWhereConditions: 50,
  maxStringLength: 500,
  maxIncludeRows: 5_000,
} as const;
