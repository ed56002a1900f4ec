import { useSyncExternalStore } from 'react';
import type { LoginResponse } from '@hiring/domain';

/**
 * The candidate's session: tokens in local storage under keys of their own, so a candidate and a
 * member of staff signed in on the same browser do not take each other's session (the dashboard
 * keeps the spec's `accessToken`/`refreshToken`).
 */
const ACCESS = 'talents.accessToken';
const REFRESH = 'talents.refreshToken';
const USER = 'talents.user';

export type SessionUser = LoginResponse['user'];

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function readUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(USER);
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
}

let user: SessionUser | null = localStorage.getItem(ACCESS) ? readUser() : null;

export const talentsSession = {
  accessToken: (): string | null => localStorage.getItem(ACCESS),
  refreshToken: (): string | null => localStorage.getItem(REFRESH),
  user: (): SessionUser | null => user,
  /** Keeps a new pair of tokens and the user they belong to (sign-in, refresh). */
  start(response: LoginResponse): void {
    localStorage.setItem(ACCESS, response.accessToken);
    if (response.refreshToken) localStorage.setItem(REFRESH, response.refreshToken);
    this.setUser(response.user);
  },
  setUser(next: SessionUser): void {
    user = next;
    localStorage.setItem(USER, JSON.stringify(next));
    notify();
  },
  clear(): void {
    for (const key of [ACCESS, REFRESH, USER]) localStorage.removeItem(key);
    user = null;
    notify();
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in candidate, or null; re-renders on sign-in and sign-out. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribe, talentsSession.user);
}
