import type { EstimateRequestKey } from './billing-api';
import { daysBetween, localDay } from './rome-calendar';

/** The longest estimate the server computes (a year, leap day included). */
export const MAX_ESTIMATE_DAYS = 366;

export interface EstimateInput {
  tierId: number | null;
  start: Date | null;
  end: Date | null;
}

/** What is wrong with an estimate's fields, as dashboard message keys (spec section 5). */
export interface EstimateErrors {
  tierId?: 'common.error.mandatory';
  start?: 'common.error.mandatory';
  end?: 'common.error.mandatory' | 'common.error.afterStart' | 'billing:estimate.tooLong';
}

export type EstimateRequest = EstimateRequestKey;

/**
 * Checks an estimate before asking the server: every field is required, the end must not be
 * before the start (spec section 5's afterStart), and a range counts at most 366 days (both ends
 * included). Gives the request (days as 'YYYY-MM-DD') or the errors.
 */
export function checkEstimate(
  input: EstimateInput,
): { ok: true; request: EstimateRequest } | { ok: false; errors: EstimateErrors } {
  const errors: EstimateErrors = {};
  if (input.tierId === null) errors.tierId = 'common.error.mandatory';
  if (input.start === null) errors.start = 'common.error.mandatory';
  if (input.end === null) errors.end = 'common.error.mandatory';
  if (input.start !== null && input.end !== null) {
    const days = daysBetween(localDay(input.start), localDay(input.end));
    if (days < 0) errors.end = 'common.error.afterStart';
    else if (days + 1 > MAX_ESTIMATE_DAYS) errors.end = 'billing:estimate.tooLong';
  }
  if (Object.keys(errors).length > 0 || input.tierId === null || !input.start || !input.end)
    return { ok: false, errors };
  return {
    ok: true,
    request: { tierId: input.tierId, start: localDay(input.start), end: localDay(input.end) },
  };
}
