import type { LoginResponse } from '@hiring/domain';

/**
 * Spends a refresh token for a new pair: GET /auth/refresh-tokens with the refresh token as bearer
 * (spec 4). The new session, or null when it is refused. Each app keeps the answer in its own store.
 */
export async function refreshTokens(
  send: typeof fetch,
  baseUrl: string,
  refreshToken: string,
): Promise<LoginResponse | null> {
  const response = await send(`${baseUrl.replace(/\/+$/, '')}/auth/refresh-tokens`, {
    method: 'GET',
    headers: { Accept: 'application/json', Authorization: `Bearer ${refreshToken}` },
  });
  if (!response.ok) return null;
  return ((await response.json()) as { data: LoginResponse }).data;
}
