const ACCESS_TOKEN = 'accessToken';
const REFRESH_TOKEN = 'refreshToken';

/** The session's tokens, kept in local storage under the spec's keys. */
export const sessionTokens = {
  getAccessToken(): string | null {
    return localStorage.getItem(ACCESS_TOKEN);
  },
  getRefreshToken(): string | null {
    return localStorage.getItem(REFRESH_TOKEN);
  },
  /** The session counts as authenticated when an access token exists (spec section 4). */
  hasAccessToken(): boolean {
    return Boolean(localStorage.getItem(ACCESS_TOKEN));
  },
  set(tokens: { accessToken: string; refreshToken?: string | undefined }): void {
    localStorage.setItem(ACCESS_TOKEN, tokens.accessToken);
    if (tokens.refreshToken) localStorage.setItem(REFRESH_TOKEN, tokens.refreshToken);
    else localStorage.removeItem(REFRESH_TOKEN);
  },
  clear(): void {
    localStorage.removeItem(ACCESS_TOKEN);
    localStorage.removeItem(REFRESH_TOKEN);
  },
};
