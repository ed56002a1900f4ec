/** How long the app waits for something before giving up (spec section 9). */
export const WAIT_FOR_DEFAULT_MS = 60_000;

/** What `waitFor` waited for did not come in time. */
export class WaitForTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`Nothing came within ${timeoutMs} ms`);
    this.name = 'WaitForTimeoutError';
  }
}

export interface WaitForOptions {
  /** Give up after this long (60 s unless told). */
  timeoutMs?: number;
  /** How often a condition is asked again. */
  intervalMs?: number;
  /** Stop waiting (rejects with the signal's reason). */
  signal?: AbortSignal;
}

type Falsy = null | undefined | false | 0 | '';

/**
 * Waits for something the app cannot be told about, at most `timeoutMs`: a promise to settle, or a
 * condition (asked at once, then every `intervalMs`) to give a truthy value, which it resolves
 * with. Rejects with WaitForTimeoutError when the time is up.
 */
export function waitFor<T>(
  awaited: Promise<T> | (() => T | Falsy | Promise<T | Falsy>),
  { timeoutMs = WAIT_FOR_DEFAULT_MS, intervalMs = 100, signal }: WaitForOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let done = false;
    let poll: ReturnType<typeof setTimeout> | undefined;
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(deadline);
      clearTimeout(poll);
      signal?.removeEventListener('abort', onAbort);
      settle();
    };
    const onAbort = () => finish(() => reject(signal?.reason));
    const deadline = setTimeout(() => finish(() => reject(new WaitForTimeoutError(timeoutMs))), timeoutMs);
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });

    if (typeof awaited !== 'function') {
      awaited.then(
        (value) => finish(() => resolve(value)),
        (error: unknown) => finish(() => reject(error)),
      );
      return;
    }
    const ask = async () => {
      try {
        const value = await awaited();
        if (value) finish(() => resolve(value));
        else if (!done) poll = setTimeout(() => void ask(), intervalMs);
      } catch (error) {
        finish(() => reject(error));
      }
    };
    void ask();
  });
}
