import type { ApiClient } from '../api/create-api-client';

/** Spec section 9: the push client must be ready within 30 s. */
export const PUSH_READY_TIMEOUT_MS = 30_000;

/** Spec section 8's texts, with our provider's name (standard Web Push, not a vendor SDK). */
export const PushText = {
  notSetUp: 'Web Push is not set up correctly',
  unavailable: 'Web Push is not available in this browser',
  denied: 'Web Push notifications are blocked for this site',
  notAuthenticated: 'User not authenticated',
} as const;

/** The service worker that shows pushes and opens their links (apps/web/public/sw.js). */
export const SERVICE_WORKER_URL = '/sw.js';

/** What the push client needs from the browser and the app: the real ones in push.ts, fakes in tests. */
export interface PushEnvironment {
  /** null when the browser has no service workers, Push API or notifications. */
  serviceWorker: Pick<ServiceWorkerContainer, 'register'> | null;
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  api(): Pick<ApiClient, 'post' | 'delete'>;
  isAuthenticated(): boolean;
  log: Pick<Console, 'error' | 'warn'>;
}

export type PushState = 'unavailable' | 'denied' | 'off' | 'on';

export interface PushClient {
  /** Registers the service worker with the app id (GET /auth/push-app-id); queued calls run once it is ready. */
  init(appId: string): void;
  /** Whether this browser can receive pushes, and whether it does now. */
  state(): Promise<PushState>;
  /** From a user gesture: asks for permission, subscribes and tells the server. */
  enable(): Promise<boolean>;
  /** Subscribes (when permission was given before) and tells the server; no prompt. */
  sync(): Promise<boolean>;
  /** Unsubscribes this browser and tells the server. */
  disable(): Promise<boolean>;
  /** Logout: as disable, without waiting for a client that never got ready. */
  logout(): Promise<void>;
}

interface Ready {
  registration: ServiceWorkerRegistration;
  appId: string;
}

/** The app id (a VAPID public key, base64url) as the bytes PushManager.subscribe wants. */
export function applicationServerKey(appId: string): Uint8Array<ArrayBuffer> {
  const base64 = appId.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

/**
 * Web Push in the browser (docs/push.md). Calls made before the service worker is ready wait in a
 * queue and run once it is (spec section 4); if it is not ready within 30 s the error of spec
 * section 8 is logged and the waiting calls answer false. Without the Push API, or with
 * notifications blocked, a call warns and answers false; syncing without a session warns
 * 'User not authenticated'.
 */
export function createPushClient(env: PushEnvironment): PushClient {
  let ready: Ready | null = null;
  let failed = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const queue: Array<(ready: Ready | null) => void> = [];

  const settle = (value: Ready | null) => {
    if (timer) clearTimeout(timer);
    timer = null;
    for (const run of queue.splice(0)) run(value);
  };

  /** Resolves when the client is ready (null: it never got ready). */
  function whenReady(): Promise<Ready | null> {
    if (ready) return Promise.resolve(ready);
    if (failed) return Promise.resolve(null);
    timer ??= setTimeout(() => {
      failed = true;
      env.log.error(PushText.notSetUp);
      settle(null);
    }, PUSH_READY_TIMEOUT_MS);
    return new Promise((resolve) => queue.push(resolve));
  }

  function available(): boolean {
    if (env.serviceWorker) return true;
    env.log.warn(PushText.unavailable);
    return false;
  }

  async function subscribe({ registration, appId }: Ready): Promise<boolean> {
    const key = applicationServerKey(appId);
    let subscription = await registration.pushManager.getSubscription();
    if (subscription && !sameKey(subscription, key)) {
      // Made for another server key (the keys changed): it would never receive our pushes.
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    const { endpoint, keys } = subscription.toJSON();
    await env.api().post('/push-subscription', { endpoint, keys });
    return true;
  }

  /** Drops this browser's subscription: DELETE on the server first (while the session lasts), then the browser's. */
  async function unsubscribe({ registration }: Ready): Promise<boolean> {
    const subscription = await registration.pushManager.getSubscription();
    if (!subscription) return true;
    if (env.isAuthenticated()) {
      await env
        .api()
        .delete('/push-subscription', { body: { endpoint: subscription.endpoint }, skipRefresh: true })
        .catch(() => undefined);
    }
    return subscription.unsubscribe();
  }

  async function sync(): Promise<boolean> {
    if (!env.isAuthenticated()) {
      env.log.warn(PushText.notAuthenticated);
      return false;
    }
    if (!available()) return false;
    if (env.permission() !== 'granted') return false;
    const current = await whenReady();
    if (!current) return false;
    try {
      return await subscribe(current);
    } catch (error) {
      env.log.warn(PushText.notSetUp, error);
      return false;
    }
  }

  return {
    init(appId) {
      if (!env.serviceWorker || ready) return;
      env.serviceWorker
        .register(SERVICE_WORKER_URL, { scope: '/' })
        .then((registration) => {
          ready = { registration, appId };
          failed = false;
          settle(ready);
        })
        .catch((error: unknown) => env.log.warn(PushText.notSetUp, error));
    },
    async state() {
      if (!env.serviceWorker) return 'unavailable';
      if (env.permission() === 'denied') return 'denied';
      if (env.permission() !== 'granted') return 'off';
      const current = await whenReady();
      if (!current) return 'unavailable';
      return (await current.registration.pushManager.getSubscription()) ? 'on' : 'off';
    },
    async enable() {
      if (!available()) return false;
      const permission = env.permission() === 'granted' ? 'granted' : await env.requestPermission();
      if (permission !== 'granted') {
        env.log.warn(PushText.denied);
        return false;
      }
      return sync();
    },
    sync,
    async disable() {
      if (!env.serviceWorker) return false;
      const current = await whenReady();
      return current ? unsubscribe(current) : false;
    },
    async logout() {
      if (ready) await unsubscribe(ready).catch(() => undefined);
    },
  };
}
