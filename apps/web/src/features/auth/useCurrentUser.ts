import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../shared/api/api';
import { sessionTokens } from '../../shared/stores/session-tokens';
import { useSessionStore, type SessionUser } from '../../shared/stores/useSessionStore';

/** The signed-in user: from the store, or from GET /auth/user when the store has none (tokens but no user). */
export function useCurrentUser(): SessionUser | null {
  const user = useSessionStore((state) => state.user);
  const setUser = useSessionStore((state) => state.setUser);
  const { data } = useQuery({
    queryKey: ['auth', 'user'],
    queryFn: () => api.get<SessionUser>('/auth/user'),
    // Not after logout: the tokens are gone before the store is cleared.
    enabled: user === null && sessionTokens.hasAccessToken(),
  });

  useEffect(() => {
    if (data && user === null) setUser(data);
  }, [data, setUser, user]);

  return user ?? data ?? null;
}
