import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sessionTokens } from '../../shared/stores/session-tokens';
import { useSessionStore } from '../../shared/stores/useSessionStore';

/**
 * Logs out: clears tokens, store and cached queries, goes to /login. Ending the session on the
 * server (GET /auth/logout) comes with server-side sessions.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const clearSession = useSessionStore((state) => state.clear);
  const queryClient = useQueryClient();

  return useCallback(() => {
    sessionTokens.clear();
    clearSession();
    queryClient.clear();
    void navigate('/login', { replace: true });
  }, [clearSession, navigate, queryClient]);
}
