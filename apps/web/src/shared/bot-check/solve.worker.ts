/**
 * Solves one bot-check challenge off the main thread: receives a SolveRequest, answers one
 * SolveResponse. The page terminates the worker to abort.
 */
import { solve } from './solve';
import type { SolveRequest, SolveResponse } from './solve-in-worker';

const reply = (response: SolveResponse) => self.postMessage(response);

self.addEventListener('message', (event: MessageEvent<SolveRequest>) => {
  solve(event.data.challenge).then(
    (solution) => reply({ solution }),
    (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
  );
});
