import { waitFor } from '../async/wait-for';
import type { RuntimeConfig } from '../config/runtime-config';
import type { FetchedChallenge } from './fetch-challenge';
import {
  challengeRequestUrl,
  encodePayload,
  staleAt,
  type BotCheckAction,
  type Challenge,
  type Solution,
} from './payload';

/**
 * - off: the runtime config has no bot check; `take` resolves to null at once.
 * - idle: nothing prepared (before `prepare`, after `take` or `reset`).
 * - solving: a challenge is being fetched or solved.
 * - ready: a solution waits for the next `take`.
 * - failed: the last background attempt failed; the next `take` tries again.
 */
export type BotCheckStatus = 'off' | 'idle' | 'solving' | 'ready' | 'failed';

/** Fetching or solving a challenge failed; `cause` tells why. */
export class BotCheckError extends Error {
  constructor(cause: unknown) {
    super('The bot check could not be solved', { cause });
    this.name = 'BotCheckError';
  }
}

export interface BotCheckDeps {
  fetchChallenge: (url: string, signal: AbortSignal) => Promise<FetchedChallenge>;
  solve: (challenge: Challenge, signal: AbortSignal) => Promise<Solution>;
  now: () => number;
}

export interface BotCheck {
  getStatus: () => BotCheckStatus;
  /** Calls `listener` whenever the status changes; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /**
   * Starts fetching and solving a challenge in the background, unless one is under way or ready.
   * The promise settles when that attempt does: it rejects with a BotCheckError when the attempt
   * started by this call fails before a `take` got it (so a caller can tell the user), and
   * resolves otherwise.
   */
  prepare: () => Promise<void>;
  /**
   * The payload for the `x-bot-check` header of one request, or null when there is no check.
   * Takes the prepared solution (waiting for it if it is still being solved, replacing it if it
   * is about to expire) or solves one now; each solution is handed out once, as the server
   * accepts each only once. Rejects with a BotCheckError.
   */
  take: () => Promise<string | null>;
  /** Aborts the work under way and drops the prepared solution (the page closes). */
  reset: () => void;
}

interface Prepared {
  payload: string | null;
  /** On this browser's clock: when the payload should no longer be sent. */
  staleAt: number;
}

interface Attempt {
  controller: AbortController;
  result: Promise<Prepared>;
  /** Handed to a `take`, which then reports its failure. */
  taken: boolean;
}

/** The bot check of one form: `action` names it to the server (login, register, forgot-password). */
export function createBotCheck(
  config: RuntimeConfig['botCheck'],
  action: BotCheckAction,
  deps: BotCheckDeps,
): BotCheck {
  const url =
    config.provider === 'altcha' && config.challengeUrl
      ? challengeRequestUrl(config.challengeUrl, action)
      : null;
  const listeners = new Set<() => void>();
  const running = new Set<AbortController>();
  /** The attempt the next `take` gets. */
  let next: Attempt | null = null;
  let nextSettled = false;
  let failed = false;
  let status: BotCheckStatus = url ? 'idle' : 'off';

  function update(): void {
    const now: BotCheckStatus = !url
      ? 'off'
      : running.size > 0
        ? 'solving'
        : next && nextSettled
          ? 'ready'
          : failed
            ? 'failed'
            : 'idle';
    if (now === status) return;
    status = now;
    for (const listener of listeners) listener();
  }

  async function run(challengeUrl: string, signal: AbortSignal): Promise<Prepared> {
    const attempt = async (): Promise<Prepared> => {
      const fetchedAt = deps.now();
      const { challenge, serverDateMs } = await deps.fetchChallenge(challengeUrl, signal);
      if (!challenge) return { payload: null, staleAt: Number.POSITIVE_INFINITY };
      const solution = await deps.solve(challenge, signal);
      return {
        payload: encodePayload(challenge, solution),
        staleAt: staleAt(challenge, fetchedAt, serverDateMs),
      };
    };
    try {
      // A challenge that never comes or a solver that never answers must not hold the form forever.
      return await waitFor(attempt(), { signal });
    } catch (error) {
      throw signal.aborted || error instanceof BotCheckError ? error : new BotCheckError(error);
    }
  }

  function start(challengeUrl: string): Attempt {
    const controller = new AbortController();
    const attempt: Attempt = { controller, result: run(challengeUrl, controller.signal), taken: false };
    running.add(controller);
    failed = false;
    const settle = (ok: boolean) => {
      running.delete(controller);
      if (next === attempt) {
        if (ok) nextSettled = true;
        else next = null;
      }
      if (!ok && !controller.signal.aborted) failed = true;
      update();
    };
    attempt.result.then(
      () => settle(true),
      () => settle(false),
    );
    update();
    return attempt;
  }

  return {
    getStatus: () => status,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    prepare() {
      if (!url || next) return Promise.resolve();
      const attempt = start(url);
      next = attempt;
      nextSettled = false;
      update();
      return attempt.result.then(
        () => undefined,
        (error: unknown) => {
          // A failure `take` met is reported by `take`'s caller; an aborted attempt is no failure.
          if (!attempt.taken && !attempt.controller.signal.aborted) throw error;
        },
      );
    },

    async take() {
      if (!url) return null;
      // A prepared solution about to expire is replaced once; a fresh one cannot be stale.
      for (let round = 0; round < 2; round++) {
        const attempt = next ?? start(url);
        attempt.taken = true;
        next = null;
        nextSettled = false;
        update();
        const prepared = await attempt.result;
        if (prepared.payload === null || prepared.staleAt > deps.now()) return prepared.payload;
      }
      throw new BotCheckError(new Error('The challenge expired before it could be sent'));
    },

    reset() {
      for (const controller of running) controller.abort();
      next = null;
      nextSettled = false;
      failed = false;
      update();
    },
  };
}
