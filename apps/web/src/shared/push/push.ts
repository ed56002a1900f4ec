import { api } from '../api/api';
import { sessionTokens } from '../stores/session-tokens';
import { createBrowserPushClient } from './browser-push';

/** The app's push client (one per tab); usePushAppId starts it after login, logout stops it. */
export const pushClient = createBrowserPushClient({
  // Read when called: api.ts and the session module import each other through logout.
  api: () => api,
  isAuthenticated: () => sessionTokens.hasAccessToken(),
});
