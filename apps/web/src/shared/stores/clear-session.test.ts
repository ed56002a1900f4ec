import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ logout: [] as Array<() => void>, cleared: 0 }));

vi.mock('../api/api', () => ({
  api: {
    get: vi.fn(() => new Promise<void>((resolve) => calls.logout.push(resolve))),
  },
}));
vi.mock('../push/push', () => ({ pushClient: { logout: vi.fn(async () => undefined) } }));
vi.mock('./session-tokens', () => ({
  sessionTokens: { hasAccessToken: () => true, clear: vi.fn() },
}));

const { endSession, isEndingSession, onClearSession } = await import('./clear-session');
onClearSession(() => (calls.cleared += 1));

describe('endSession', () => {
  beforeEach(() => {
    calls.logout.length = 0;
    calls.cleared = 0;
  });

  it('is under way from the call until the session is cleared, so 401s meanwhile are not an expiry', async () => {
    expect(isEndingSession()).toBe(false);
    const done = endSession();
    expect(isEndingSession()).toBe(true);
    await vi.waitFor(() => expect(calls.logout).toHaveLength(1));
    expect(isEndingSession()).toBe(true);
    calls.logout[0]!();
    await done;
    expect(calls.cleared).toBe(1);
    expect(isEndingSession()).toBe(false);
  });

  it('ends the session once when called twice', async () => {
    const first = endSession();
    const second = endSession();
    expect(second).toBe(first);
    await vi.waitFor(() => expect(calls.logout).toHaveLength(1));
    calls.logout[0]!();
    await Promise.all([first, second]);
    expect(calls.cleared).toBe(1);
  });
});
