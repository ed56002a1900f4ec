/**
 * Years-of-work options of the pickers (spec section 9). Without zod: the candidate app imports it
 * by its own path (`@hiring/domain/jobs/work-years`).
 */
export const workYearsOptions = [0, 1, 2, 3, 5, 10] as const;
