import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api/api';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { sessionTokens } from '../../shared/stores/session-tokens';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import type { LoginRequest, LoginResponse } from './login-types';

/** Signs in: keeps the tokens and the user, then opens the dashboard; failures become error toasts. */
export function useLogin() {
  const navigate = useNavigate();
  const setUser = useSessionStore((state) => state.setUser);
  const showApiError = useApiErrorToast();

  return useMutation({
    mutationFn: (credentials: LoginRequest) =>
      api.post<LoginResponse>('/auth/login', credentials, { anonymous: true }),
    onSuccess: async ({ accessToken, refreshToken, user }) => {
      sessionTokens.set({ accessToken, refreshToken });
      setUser(user);
      await navigate('/', { replace: true });
    },
    onError: showApiError,
  });
}
