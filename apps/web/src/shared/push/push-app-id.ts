import type { ApiClient } from '../api/create-api-client';
import { sessionTokens } from '../stores/session-tokens';

/**
 * Reads the push service's app id (GET /auth/push-app-id) and keeps it in local storage under
 * `pushAppId` (spec section 3), or forgets it when the server has none; logout clears it with the
 * tokens.
 */
export async function keepPushAppId(client: Pick<ApiClient, 'get'>): Promise<string | null> {
  const { appId } = await client.get<{ appId: string | null }>('/auth/push-app-id');
  if (appId) sessionTokens.setPushAppId(appId);
  else sessionTokens.clearPushAppId();
  return appId;
}
