import type { Challenge, Solution } from './payload';

export interface SolveRequest {
  challenge: Challenge;
}
export type SolveResponse = { solution: Solution } | { error: string };

const abortError = () => new DOMException('Bot check aborted', 'AbortError');

/**
 * Solves the challenge in a dedicated Web Worker, so the page stays responsive; aborting
 * terminates the worker. Where no worker can run (no Worker, or its script was refused) the
 * solver runs on this thread instead: the key derivations are WebCrypto calls, which browsers run
 * off the main thread anyway.
 */
export function solveInWorker(challenge: Challenge, signal: AbortSignal): Promise<Solution> {
  if (signal.aborted) return Promise.reject(abortError());
  if (typeof Worker === 'undefined') return solveHere(challenge, signal);
  return new Promise<Solution>((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./solve.worker.ts', import.meta.url), {
        type: 'module',
        name: 'bot-check',
      });
    } catch {
      resolve(solveHere(challenge, signal));
      return;
    }
    const finish = () => {
      worker.terminate();
      signal.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      reject(abortError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
    worker.addEventListener('message', (event: MessageEvent<SolveResponse>) => {
      finish();
      const response = event.data;
      if ('solution' in response) resolve(response.solution);
      else reject(new Error(response.error));
    });
    // The worker's script did not load or crashed: solve here rather than fail the form.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      finish();
      resolve(solveHere(challenge, signal));
    });
    worker.postMessage({ challenge } satisfies SolveRequest);
  });
}

async function solveHere(challenge: Challenge, signal: AbortSignal): Promise<Solution> {
  const { solve } = await import('./solve');
  return solve(challenge, signal);
}
