import { ApiError } from './api-error';
import { readApiError } from './read-api-error';

/** Whose token a download carries, and how that session is renewed after a 401. */
export interface DownloadSession {
  accessToken: () => string | null;
  /** Renews the session (the API client's refresh, e.g. through GET /auth/user); never rejects. */
  renew: () => Promise<unknown>;
}

/**
 * A GET of an API URL with the session's bearer token, for bytes a plain link cannot fetch (it would
 * carry no token): a 401 renews the session, then the call is tried once more. Rejects with ApiError
 * (status 0 when no answer came). Shared by the dashboard and the candidate app.
 */
export async function fetchWithSession(
  url: string,
  session: DownloadSession,
  init: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<Response> {
  const attempt = () =>
    fetch(url, {
      headers: { ...init.headers, Authorization: `Bearer ${session.accessToken() ?? ''}` },
      signal: init.signal,
    });
  let response: Response;
  try {
    response = await attempt();
    if (response.status === 401) {
      await session.renew();
      response = await attempt();
    }
  } catch {
    throw new ApiError(0, ['Network error']);
  }
  if (!response.ok) throw await readApiError(response);
  return response;
}
