import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionTokens } from '../stores/session-tokens';
import { keepPushAppId } from './push-app-id';

/** Local storage as the browser has it (the unit tests run in Node). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('keepPushAppId', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the app id of GET /auth/push-app-id under pushAppId, and logout clears it', async () => {
    const get = vi.fn().mockResolvedValue({ appId: 'app-123' });
    await expect(keepPushAppId({ get })).resolves.toBe('app-123');
    expect(get).toHaveBeenCalledWith('/auth/push-app-id');
    expect(localStorage.getItem('pushAppId')).toBe('app-123');
    sessionTokens.clear();
    expect(localStorage.getItem('pushAppId')).toBeNull();
  });

  it('forgets a kept id when the server has none', async () => {
    localStorage.setItem('pushAppId', 'old');
    await keepPushAppId({ get: vi.fn().mockResolvedValue({ appId: null }) });
    expect(localStorage.getItem('pushAppId')).toBeNull();
  });
});
