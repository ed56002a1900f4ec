/** How long before a signed address expires it is renewed (the browser may still be fetching with it). */
export const URL_RENEW_MARGIN_MS = 30_000;
/** Never renew more often than this, even when the server gives very short-lived addresses. */
export const URL_RENEW_MIN_MS = 5_000;

/** Milliseconds from `nowMs` until a signed address that expires at `expiresAt` should be renewed. */
export function renewDelay(expiresAt: string, nowMs: number): number {
  const expires = Date.parse(expiresAt);
  if (Number.isNaN(expires)) return URL_RENEW_MIN_MS;
  const lifetime = expires - nowMs;
  // A short-lived address is renewed at half its life rather than after it is gone.
  const margin = Math.min(URL_RENEW_MARGIN_MS, lifetime / 2);
  return Math.max(URL_RENEW_MIN_MS, lifetime - margin);
}

/** Whether a signed address is expired (or about to be) at `nowMs`. */
export const isExpired = (expiresAt: string, nowMs: number) =>
  Date.parse(expiresAt) - nowMs < URL_RENEW_MIN_MS;

/** A duration in seconds as a clock: 65 → '1:05', 3725 → '1:02:05'. */
export function formatDuration(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return null;
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
