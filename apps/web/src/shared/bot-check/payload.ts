import type { Challenge, Solution } from 'altcha-lib/types';

export type { Challenge, Solution };

/** The request header that carries the solution (server: bot-check.ts, BOT_CHECK_HEADER). */
export const BOT_CHECK_HEADER = 'x-bot-check';

/** What the server answers when the header is missing, wrong, expired or already used. */
export const BOT_CHECK_FAILED = 'Bot check failed';

/** The forms that ask for a proof of work before they are sent (server: botCheckActions). */
export type BotCheckAction = 'login' | 'register' | 'forgot-password';

/**
 * A solution is dropped this long before its challenge expires: it still has to travel to the
 * server, and the user may submit a little later than we look.
 */
export const EXPIRY_MARGIN_MS = 30_000;

/** The challenge route for one action: `/api/auth/challenge?action=login`. */
export function challengeRequestUrl(challengeUrl: string, action: BotCheckAction): string {
  const separator = !challengeUrl.includes('?') ? '?' : /[?&]$/.test(challengeUrl) ? '' : '&';
  return `${challengeUrl}${separator}action=${encodeURIComponent(action)}`;
}

/**
 * The ALTCHA v2 payload the server expects in the header: the challenge as it was signed and the
 * solution, as JSON in base64 (what the official widget sends). Encoded from UTF-8, so a non-ASCII
 * value in the challenge's `data` cannot break `btoa`.
 */
export function encodePayload(challenge: Challenge, solution: Solution): string {
  const json = JSON.stringify({
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  });
  let binary = '';
  for (const byte of new TextEncoder().encode(json)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * When, on this browser's clock, a solution for `challenge` should no longer be sent: the
 * challenge's lifetime (its `expiresAt`, in server seconds, minus the server's clock when it was
 * made) counted from when it was fetched, less EXPIRY_MARGIN_MS. Measuring the lifetime on the
 * server's clock keeps a browser whose clock is off from sending expired solutions (or dropping
 * good ones). Without `serverDateMs` (no Date header) the browser's clock stands in for it;
 * a challenge without expiry never goes stale.
 */
export function staleAt(challenge: Challenge, fetchedAtMs: number, serverDateMs: number | null): number {
  const expiresAt = challenge.parameters.expiresAt;
  if (expiresAt === undefined) return Number.POSITIVE_INFINITY;
  const lifetimeMs = expiresAt * 1_000 - (serverDateMs ?? fetchedAtMs);
  return fetchedAtMs + lifetimeMs - EXPIRY_MARGIN_MS;
}
