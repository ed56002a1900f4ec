import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { endSession } from '../../shared/stores/clear-session';

/**
 * Logs out (spec section 4): ends the session on the server (best effort), clears tokens, stores
 * and cached queries, then goes to /login.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    void endSession().then(() => navigate('/login', { replace: true }));
  }, [navigate]);
}
