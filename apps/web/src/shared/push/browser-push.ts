import { createPushClient, type PushClient, type PushEnvironment } from './push-client';

const supported =
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/**
 * A push client over this browser's service worker, Push API and notifications (null worker and a
 * denied permission where they are missing), with an app's API client and session: the dashboard's
 * (push.ts) and the candidate app's (talents/my-data/talents-push.ts). Imports nothing of either app.
 */
export function createBrowserPushClient(app: Pick<PushEnvironment, 'api' | 'isAuthenticated'>): PushClient {
  return createPushClient({
    serviceWorker: supported ? navigator.serviceWorker : null,
    permission: () => (supported ? Notification.permission : 'denied'),
    requestPermission: () => Notification.requestPermission(),
    log: console,
    ...app,
  });
}
