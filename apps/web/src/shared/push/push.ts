import { api } from '../api/api';
import { sessionTokens } from '../stores/session-tokens';
import { createPushClient } from './push-client';

const supported =
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The app's push client (one per tab); usePushAppId starts it after login, logout stops it. */
export const pushClient = createPushClient({
  serviceWorker: supported ? navigator.serviceWorker : null,
  permission: () => (supported ? Notification.permission : 'denied'),
  requestPermission: () => Notification.requestPermission(),
  // Read when called: api.ts and the session module import each other through logout.
  api: () => api,
  isAuthenticated: () => sessionTokens.hasAccessToken(),
  log: console,
});
