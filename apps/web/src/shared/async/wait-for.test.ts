import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor, WaitForTimeoutError, WAIT_FOR_DEFAULT_MS } from './wait-for';

describe('waitFor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives up after 60 s by default', async () => {
    expect(WAIT_FOR_DEFAULT_MS).toBe(60_000);
    const waiting = waitFor(new Promise<never>(() => undefined));
    const outcome = vi.fn();
    waiting.catch(outcome);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.any(WaitForTimeoutError));
  });

  it('resolves with a promise that settles in time, and passes its failure on', async () => {
    const later = new Promise<string>((resolve) => setTimeout(() => resolve('ready'), 30_000));
    const waiting = waitFor(later);
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(waiting).resolves.toBe('ready');
    await expect(waitFor(Promise.reject(new Error('no')))).rejects.toThrow('no');
  });

  it('asks a condition until it holds, and resolves with its value', async () => {
    let sdk: { ready: true } | undefined;
    setTimeout(() => (sdk = { ready: true }), 1_000);
    const condition = vi.fn(() => sdk);
    const waiting = waitFor(condition, { intervalMs: 250 });
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(waiting).resolves.toEqual({ ready: true });
    expect(condition).toHaveBeenCalledTimes(5);
  });

  it('takes a shorter limit and stops on abort', async () => {
    const short = waitFor(() => false, { timeoutMs: 30_000 });
    const caught = short.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await caught).toBeInstanceOf(WaitForTimeoutError);

    const controller = new AbortController();
    const aborted = waitFor(() => false, { signal: controller.signal });
    controller.abort(new Error('page closed'));
    await expect(aborted).rejects.toThrow('page closed');
    expect(vi.getTimerCount()).toBe(0);
  });
});
