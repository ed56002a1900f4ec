import type { PushState } from '../../shared/push/push-client';
import { createBrowserPushClient } from '../../shared/push/browser-push';
import { api } from '../api';
import { talentsSession } from '../session/session';

/**
 * The candidate app's Web Push client: the dashboard's client (shared/push, which imports nothing of
 * the dashboard) over the candidate's session and API client. The same service worker (/sw.js,
 * scope /) shows the pushes of both apps.
 */
export const talentsPush = createBrowserPushClient({
  api: () => api,
  isAuthenticated: () => talentsSession.accessToken() !== null,
});

/** What the push box shows: the client's state, or 'notConfigured' when the server has no push keys. */
export type TalentsPushState = PushState | 'notConfigured';

let started: Promise<string | null> | null = null;

/**
 * Reads the server's app id (GET /auth/push-app-id) once per page load and registers the service
 * worker with it; a browser whose candidate allowed notifications before is subscribed again (no prompt).
 */
function start(): Promise<string | null> {
  started ??= api.get<{ appId: string | null }>('/auth/push-app-id').then(
    ({ appId }) => {
      if (appId) talentsPush.init(appId);
      return appId;
    },
    (error: unknown) => {
      started = null;
      throw error;
    },
  );
  return started;
}

/** This browser's push state for the signed-in candidate, after syncing the subscription. */
export async function readPushState(): Promise<TalentsPushState> {
  if (!(await start())) return 'notConfigured';
  await talentsPush.sync();
  return talentsPush.state();
}
