import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api/api';
import { sessionTokens } from '../../shared/stores/session-tokens';
import { useSessionStore } from '../../shared/stores/useSessionStore';

/** Logs out: tells the server (best effort), clears tokens, store and cached queries, goes to /login. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const clearSession = useSessionStore((state) => state.clear);
  const queryClient = useQueryClient();

  return useCallback(() => {
    if (sessionTokens.hasAccessToken()) {
      // The client reads the token synchronously, before it is cleared below.
      api.get('/auth/logout').catch(() => undefined);
    }
    sessionTokens.clear();
    clearSession();
    queryClient.clear();
    void navigate('/login', { replace: true });
  }, [clearSession, navigate, queryClient]);
}
