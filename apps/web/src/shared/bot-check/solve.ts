import { solveChallenge } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/web/pbkdf2';
import { deriveKey as sha } from 'altcha-lib/algorithms/web/sha';
import type { Challenge, Solution } from './payload';

/** Give up after this long: the server's challenges take well under a second on a slow phone. */
export const SOLVE_TIMEOUT_MS = 60_000;

/**
 * Finds the counter that solves an ALTCHA v2 challenge, with altcha-lib's solver and its
 * WebCrypto key derivations (PBKDF2 or iterated SHA), the ones that run in browsers and workers.
 * Rejects on an unsupported algorithm, a timeout or an abort.
 */
export async function solve(challenge: Challenge, signal?: AbortSignal): Promise<Solution> {
  const { algorithm } = challenge.parameters;
  const deriveKey = algorithm.startsWith('PBKDF2/') ? pbkdf2 : algorithm.startsWith('SHA-') ? sha : null;
  if (!deriveKey) throw new Error(`Unsupported bot-check algorithm: ${algorithm}`);
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  try {
    const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: SOLVE_TIMEOUT_MS });
    if (signal?.aborted) throw new DOMException('Bot check aborted', 'AbortError');
    if (!solution) throw new Error('Bot check timed out');
    return solution;
  } finally {
    signal?.removeEventListener('abort', abort);
  }
}
