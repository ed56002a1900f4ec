import { describe, expect, it, vi } from 'vitest';
import { WaitForTimeoutError } from '../async/wait-for';
import { BotCheckError, createBotCheck, type BotCheckDeps } from './bot-check';
import { EXPIRY_MARGIN_MS, type Challenge, type Solution } from './payload';

const altcha = { provider: 'altcha' as const, challengeUrl: '/api/auth/challenge' };
const T0 = 1_800_000_000_000;

/** Challenge n expires 10 minutes after T0; its solution's counter is n. */
const challengeNo = (n: number): Challenge => ({
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    nonce: `0${n}`.slice(-2),
    salt: 'aa',
    cost: 1,
    keyLength: 32,
    keyPrefix: 'ff',
    expiresAt: (T0 + 600_000) / 1_000,
  },
  signature: `sig${n}`,
});

const counterOf = (payload: string | null) =>
  (JSON.parse(atob(payload ?? '')) as { solution: Solution }).solution.counter;

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Fakes whose fetches answer challenge 1, 2, 3…; `gate` holds the solver when set. */
function setup(options: { challenge?: (n: number) => Challenge | null } = {}) {
  let clock = T0;
  let fetched = 0;
  const gates: Array<Deferred<void>> = [];
  let hold = false;
  const deps: BotCheckDeps = {
    now: () => clock,
    fetchChallenge: vi.fn(async (url: string) => {
      fetched += 1;
      void url;
      return { challenge: (options.challenge ?? challengeNo)(fetched), serverDateMs: T0 };
    }),
    solve: vi.fn(async (challenge: Challenge, signal: AbortSignal) => {
      if (hold) {
        const gate = deferred<void>();
        gates.push(gate);
        signal.addEventListener('abort', () => gate.reject(new DOMException('aborted', 'AbortError')));
        await gate.promise;
      }
      return { counter: Number(challenge.parameters.nonce), derivedKey: 'ff00' };
    }),
  };
  return {
    deps,
    gates,
    holdSolver: (value: boolean) => (hold = value),
    advance: (ms: number) => (clock += ms),
  };
}

describe('createBotCheck', () => {
  it('does nothing when the runtime config has no bot check', async () => {
    const { deps } = setup();
    for (const config of [
      { provider: 'none' as const, challengeUrl: null },
      { provider: 'altcha' as const, challengeUrl: null },
    ]) {
      const check = createBotCheck(config, 'login', deps);
      expect(check.getStatus()).toBe('off');
      await check.prepare();
      await expect(check.take()).resolves.toBeNull();
    }
    expect(deps.fetchChallenge).not.toHaveBeenCalled();
  });

  it('prepares a solution for the action and hands it out once', async () => {
    const { deps } = setup();
    const check = createBotCheck(altcha, 'login', deps);
    const statuses: string[] = [];
    check.subscribe(() => statuses.push(check.getStatus()));

    await check.prepare();
    expect(deps.fetchChallenge).toHaveBeenCalledWith('/api/auth/challenge?action=login', expect.anything());
    expect(check.getStatus()).toBe('ready');

    expect(counterOf(await check.take())).toBe(1);
    expect(check.getStatus()).toBe('idle');
    // The first one is spent: the next take solves a fresh challenge.
    expect(counterOf(await check.take())).toBe(2);
    expect(statuses).toEqual(['solving', 'ready', 'idle', 'solving', 'idle']);
  });

  it('lets a take wait for the solution under way instead of starting another', async () => {
    const { deps, gates, holdSolver } = setup();
    holdSolver(true);
    const check = createBotCheck(altcha, 'login', deps);
    const prepared = check.prepare();
    await vi.waitFor(() => expect(gates).toHaveLength(1));

    const taken = check.take();
    expect(check.getStatus()).toBe('solving');
    gates[0]?.resolve();
    expect(counterOf(await taken)).toBe(1);
    await prepared;
    expect(deps.fetchChallenge).toHaveBeenCalledTimes(1);
  });

  it('never gives the same solution to two takes', async () => {
    const { deps } = setup();
    const check = createBotCheck(altcha, 'login', deps);
    void check.prepare();
    const [a, b] = await Promise.all([check.take(), check.take()]);
    expect([counterOf(a), counterOf(b)].sort()).toEqual([1, 2]);
  });

  it('replaces a prepared solution whose challenge is about to expire', async () => {
    const { deps, advance } = setup();
    const check = createBotCheck(altcha, 'login', deps);
    await check.prepare();

    advance(600_000 - EXPIRY_MARGIN_MS + 1);
    expect(counterOf(await check.take())).toBe(2);
    expect(deps.fetchChallenge).toHaveBeenCalledTimes(2);
  });

  it('sends no header when the server answers that the check is off', async () => {
    const { deps } = setup({ challenge: () => null });
    const check = createBotCheck(altcha, 'register', deps);
    await expect(check.take()).resolves.toBeNull();
    expect(deps.solve).not.toHaveBeenCalled();
  });

  it('reports a background failure once and tries again on take', async () => {
    const { deps } = setup();
    vi.mocked(deps.fetchChallenge).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const check = createBotCheck(altcha, 'login', deps);

    const failure = await check.prepare().then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(BotCheckError);
    expect((failure as BotCheckError).cause).toBeInstanceOf(TypeError);
    expect(check.getStatus()).toBe('failed');

    // (The failed fetch made no challenge: the next one is challenge 1.)
    expect(counterOf(await check.take())).toBe(1);
    expect(deps.fetchChallenge).toHaveBeenCalledTimes(2);
  });

  it('rejects a take with a BotCheckError when solving fails, leaving the report to the take', async () => {
    const { deps, gates, holdSolver } = setup();
    holdSolver(true);
    const check = createBotCheck(altcha, 'login', deps);
    const prepared = check.prepare();
    await vi.waitFor(() => expect(gates).toHaveLength(1));
    const taken = check.take();
    gates[0]?.reject(new Error('Bot check timed out'));

    await expect(taken).rejects.toBeInstanceOf(BotCheckError);
    await expect(prepared).resolves.toBeUndefined();
  });

  it('aborts the work under way on reset, without reporting it', async () => {
    const { deps, gates, holdSolver } = setup();
    holdSolver(true);
    const check = createBotCheck(altcha, 'login', deps);
    const prepared = check.prepare();
    await vi.waitFor(() => expect(gates).toHaveLength(1));

    check.reset();
    await expect(prepared).resolves.toBeUndefined();
    expect(check.getStatus()).toBe('idle');
    expect(vi.mocked(deps.solve).mock.calls[0]?.[1].aborted).toBe(true);

    // Usable again afterwards (React runs effects twice in development).
    holdSolver(false);
    await check.prepare();
    expect(counterOf(await check.take())).toBe(2);
  });

  it('gives up on a solver that never answers after the 60 s wait-for limit', async () => {
    vi.useFakeTimers();
    try {
      const { deps, gates, holdSolver } = setup();
      holdSolver(true);
      const check = createBotCheck(altcha, 'login', deps);
      const taken = check.take().catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(59_000);
      expect(gates).toHaveLength(1);
      expect(check.getStatus()).toBe('solving');
      await vi.advanceTimersByTimeAsync(1_000);
      const error = await taken;
      expect(error).toBeInstanceOf(BotCheckError);
      expect((error as BotCheckError).cause).toBeInstanceOf(WaitForTimeoutError);
    } finally {
      vi.useRealTimers();
    }
  });
});
