import { readApiError } from '../api/read-api-error';
import type { Challenge } from './payload';

export interface FetchedChallenge {
  /** null when the server has the bot check off. */
  challenge: Challenge | null;
  /** The server's clock when it answered (its Date header), if it sent one. */
  serverDateMs: number | null;
}

/** GET the challenge route: `{ data: challenge }`, or `{ data: null }` when the check is off. */
export async function fetchChallenge(url: string, signal: AbortSignal): Promise<FetchedChallenge> {
  const response = await fetch(url, {
    headers: { Accept: 'application/json' },
    // Each challenge passes once: never one from a cache.
    cache: 'no-store',
    signal,
  });
  if (!response.ok) throw await readApiError(response);
  const body = (await response.json()) as { data?: Challenge | null };
  const serverDateMs = Date.parse(response.headers.get('date') ?? '');
  return { challenge: body.data ?? null, serverDateMs: Number.isNaN(serverDateMs) ? null : serverDateMs };
}
