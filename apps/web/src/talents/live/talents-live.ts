import { loadConfig } from '../../shared/config/load-config';
import { createLiveClient, type LiveHandler } from '../../shared/live/live-client';
import { api } from '../api';
import { talentsSession } from '../session/session';

/**
 * The candidate's live stream (GET {api}/live, docs/live.md): the dashboard's SSE client
 * (shared/live/live-client.ts, which imports nothing of the dashboard) over the candidate's own
 * tokens. A 401 renews the session through the candidate app's API client (GET /auth/user answers
 * 401, the client spends the refresh token), or ends it.
 */
const client = createLiveClient({
  url: async () => `${(await loadConfig()).api.openApiUrl.replace(/\/+$/, '')}/live`,
  accessToken: () => talentsSession.accessToken(),
  renewSession: async () => {
    await api.get('/auth/user', { signal: AbortSignal.timeout(15_000) }).catch(() => undefined);
  },
});

/** Whether the stream is open now (past its `ready`): a listener that comes later has missed it. */
export const isLiveOpen = (): boolean => client.isOpen();

/** Listeners that want the stream open: it opens with the first and closes after the last. */
let listeners = 0;

/**
 * Listens to one live event (`chat`, `notice`, `ready`) and keeps the stream open while anyone
 * listens; returns the unsubscribe. The stream is opened for the signed-in candidate only, and opened
 * again (by `connect`) whenever their token changed since.
 */
export function listenLive(event: string, handler: LiveHandler): () => void {
  const off = client.on(event, handler);
  listeners += 1;
  const user = talentsSession.user();
  if (user) client.connect(String(user.id));
  return () => {
    off();
    listeners -= 1;
    if (listeners === 0) client.disconnect();
  };
}
