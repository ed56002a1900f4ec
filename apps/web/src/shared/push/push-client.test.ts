import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applicationServerKey,
  createPushClient,
  PUSH_READY_TIMEOUT_MS,
  PushText,
  type PushEnvironment,
} from './push-client';

const APP_ID = 'BJmGVm0AKA-h0FUg65bQwDmwrZSkiorTqzL4tGRtfHRTECWaQRQXywDRH-oiV3tiEPwHwMBJ_UohpISAwoOHdPA';
const ENDPOINT = 'https://push.example.net/send/abc';
const KEYS = { p256dh: 'p256dh-key', auth: 'auth-secret' };

/** A browser's PushManager holding at most one subscription. */
function fakePushManager() {
  let current: PushSubscription | null = null;
  const make = (key: Uint8Array): PushSubscription =>
    ({
      endpoint: ENDPOINT,
      options: { applicationServerKey: key.buffer, userVisibleOnly: true },
      toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
      unsubscribe: vi.fn(() => {
        current = null;
        return Promise.resolve(true);
      }),
    }) as unknown as PushSubscription;
  return {
    getSubscription: vi.fn(() => Promise.resolve(current)),
    subscribe: vi.fn((options: PushSubscriptionOptionsInit) => {
      current = make(options.applicationServerKey as Uint8Array);
      return Promise.resolve(current);
    }),
  };
}

function setup(
  options: { permission?: NotificationPermission; supported?: boolean; signedIn?: boolean } = {},
) {
  const pushManager = fakePushManager();
  let resolveRegistration!: (registration: ServiceWorkerRegistration) => void;
  const register = vi.fn(
    () => new Promise<ServiceWorkerRegistration>((resolve) => (resolveRegistration = resolve)),
  );
  let permission: NotificationPermission = options.permission ?? 'granted';
  const api = { post: vi.fn(() => Promise.resolve({})), delete: vi.fn(() => Promise.resolve(undefined)) };
  const log = { error: vi.fn(), warn: vi.fn() };
  const env: PushEnvironment = {
    serviceWorker: options.supported === false ? null : ({ register } as unknown as ServiceWorkerContainer),
    permission: () => permission,
    requestPermission: vi.fn(() => {
      permission = 'granted';
      return Promise.resolve(permission);
    }),
    api: () => api as never,
    isAuthenticated: () => options.signedIn ?? true,
    log,
  };
  const client = createPushClient(env);
  const becomeReady = () => resolveRegistration({ pushManager } as unknown as ServiceWorkerRegistration);
  return { client, env, api, log, register, pushManager, becomeReady };
}

describe('push client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('queues calls made before it is ready and runs them once the service worker is registered', async () => {
    const { client, api, register, pushManager, becomeReady } = setup();
    const synced = client.sync();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(api.post).not.toHaveBeenCalled();
    client.init(APP_ID);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    becomeReady();
    await expect(synced).resolves.toBe(true);
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(APP_ID),
    });
    expect(api.post).toHaveBeenCalledWith('/push-subscription', { endpoint: ENDPOINT, keys: KEYS });
    // Ready now: later calls run at once, and reuse the browser's subscription.
    await expect(client.sync()).resolves.toBe(true);
    expect(pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(api.post).toHaveBeenCalledTimes(2);
  });

  it(`logs '${PushText.notSetUp}' when not ready within 30 s, and the queued calls answer false`, async () => {
    const { client, log, api } = setup();
    const synced = client.sync();
    const state = client.state();
    await vi.advanceTimersByTimeAsync(PUSH_READY_TIMEOUT_MS - 1);
    expect(log.error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(log.error).toHaveBeenCalledExactlyOnceWith('Web Push is not set up correctly');
    await expect(synced).resolves.toBe(false);
    await expect(state).resolves.toBe('unavailable');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('warns and answers false when the browser has no Push API, or notifications are blocked', async () => {
    const bare = setup({ supported: false });
    await expect(bare.client.enable()).resolves.toBe(false);
    await expect(bare.client.sync()).resolves.toBe(false);
    expect(bare.log.warn).toHaveBeenCalledWith(PushText.unavailable);
    await expect(bare.client.state()).resolves.toBe('unavailable');

    const blocked = setup({ permission: 'denied' });
    vi.mocked(blocked.env.requestPermission).mockResolvedValue('denied');
    await expect(blocked.client.enable()).resolves.toBe(false);
    expect(blocked.log.warn).toHaveBeenCalledWith(PushText.denied);
    await expect(blocked.client.state()).resolves.toBe('denied');
    expect(blocked.log.error).not.toHaveBeenCalled();
  });

  it("warns 'User not authenticated' when syncing without a session", async () => {
    const { client, log, api } = setup({ signedIn: false });
    await expect(client.sync()).resolves.toBe(false);
    expect(log.warn).toHaveBeenCalledExactlyOnceWith('User not authenticated');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('asks for permission only in enable(), then subscribes; disable() and logout unsubscribe and DELETE', async () => {
    const { client, env, api, pushManager, becomeReady } = setup({ permission: 'default' });
    client.init(APP_ID);
    becomeReady();
    await expect(client.sync()).resolves.toBe(false); // no prompt outside a user gesture
    expect(env.requestPermission).not.toHaveBeenCalled();
    await expect(client.enable()).resolves.toBe(true);
    expect(env.requestPermission).toHaveBeenCalledTimes(1);
    await expect(client.state()).resolves.toBe('on');
    await expect(client.disable()).resolves.toBe(true);
    expect(api.delete).toHaveBeenCalledWith('/push-subscription', {
      body: { endpoint: ENDPOINT },
      skipRefresh: true,
    });
    await expect(client.state()).resolves.toBe('off');
    await client.enable();
    await client.logout();
    expect(api.delete).toHaveBeenCalledTimes(2);
    expect(await pushManager.getSubscription()).toBeNull();
  });

  it('replaces a subscription made for another server key', async () => {
    const { client, pushManager, becomeReady } = setup();
    client.init(APP_ID);
    becomeReady();
    await pushManager.subscribe({ applicationServerKey: new Uint8Array([4, 1, 2, 3]) });
    const old = await pushManager.getSubscription();
    await expect(client.sync()).resolves.toBe(true);
    expect(old!.unsubscribe).toHaveBeenCalled();
    expect(pushManager.subscribe).toHaveBeenLastCalledWith({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(APP_ID),
    });
  });

  it('logout does not wait for a client that never got ready', async () => {
    const { client, log, api } = setup();
    await client.logout();
    await vi.advanceTimersByTimeAsync(PUSH_READY_TIMEOUT_MS);
    expect(log.error).not.toHaveBeenCalled();
    expect(api.delete).not.toHaveBeenCalled();
  });
});
