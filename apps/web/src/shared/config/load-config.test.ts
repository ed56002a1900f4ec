import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig } from './runtime-config';

async function freshLoadConfig() {
  vi.resetModules();
  return (await import('./load-config')).loadConfig;
}

describe('loadConfig', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('fetches /config.json once and merges it over the defaults', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({
        dashboardName: 'Recruit',
        modules: { disableSearch: true },
        api: { openApiUrl: '/v2' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const loadConfig = await freshLoadConfig();

    const [first, second] = await Promise.all([loadConfig(), loadConfig()]);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The exact request index.html preloads (no init: another header or cache mode would refetch).
    expect(fetchMock.mock.calls[0]).toEqual(['/config.json']);
    expect(first).toBe(second);
    expect(first.dashboardName).toBe('Recruit');
    expect(first.api).toEqual({ openApiUrl: '/v2', storageUrl: '/api/storage' });
    expect(first.modules.disableSearch).toBe(true);
    expect(first.modules.disableBudget).toBe(true);
    expect(first.lang.fallback).toBe('it');
    expect(first.botCheck).toEqual({ provider: 'none', challengeUrl: null });
  });

  it('takes the bot check the server publishes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ botCheck: { provider: 'altcha', challengeUrl: '/api/auth/challenge' } }),
      ),
    );
    const loadConfig = await freshLoadConfig();

    expect((await loadConfig()).botCheck).toEqual({
      provider: 'altcha',
      challengeUrl: '/api/auth/challenge',
    });
  });

  it('warns and falls back to the build-time config when the request fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 404 })),
    );
    const loadConfig = await freshLoadConfig();

    await expect(loadConfig()).resolves.toEqual(defaultConfig);
    expect(console.warn).toHaveBeenCalledWith('Could not load config.json, using build-time config');
  });

  it('falls back when the body is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 200 })),
    );
    const loadConfig = await freshLoadConfig();

    await expect(loadConfig()).resolves.toEqual(defaultConfig);
  });
});
