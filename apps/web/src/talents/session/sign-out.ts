import { api } from '../api';
import { navigate } from '../routing/router';
import { talentsSession } from './session';

/**
 * Ends a session on the server (GET /auth/logout: the session is revoked, its cookies cleared and its
 * push subscriptions dropped); a failure (already ended, offline) changes nothing here.
 */
export function endSession(accessToken: string): Promise<unknown> {
  return api
    .get('/auth/logout', {
      anonymous: true,
      skipRefresh: true,
      headers: { Authorization: `Bearer ${accessToken}` },
    })
    .catch(() => undefined);
}

/** The candidate signs out: the server's session ends, this browser forgets it, back to the start. */
export async function signOut(): Promise<void> {
  const token = talentsSession.accessToken();
  if (token) await endSession(token);
  talentsSession.clear();
  navigate('/talents', { replace: true });
}
