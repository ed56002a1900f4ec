const ACCESS_TOKEN = 'accessToken';
const REFRESH_TOKEN = 'refreshToken';
const PUSH_APP_ID = 'pushAppId';

/** Local-storage keys the session owns (spec section 3), listed by the cookie-settings dialog too. */
export const tokenStorageKeys = [ACCESS_TOKEN, REFRESH_TOKEN, PUSH_APP_ID] as const;

/** The session's tokens, kept in local storage under the spec's keys. */
export const sessionTokens = {
  getAccessToken(): string | null {
    return localStorage.getItem(ACCESS_TOKEN);
  },
  getRefreshToken(): string | null {
    return localStorage.getItem(REFRESH_TOKEN);
  },
  getPushAppId(): string | null {
    return localStorage.getItem(PUSH_APP_ID);
  },
  setPushAppId(appId: string): void {
    localStorage.setItem(PUSH_APP_ID, appId);
  },
  clearPushAppId(): void {
    localStorage.removeItem(PUSH_APP_ID);
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
    for (const key of tokenStorageKeys) localStorage.removeItem(key);
  },
};
