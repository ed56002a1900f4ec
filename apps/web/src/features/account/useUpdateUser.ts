import { useMutation } from '@tanstack/react-query';
import { api } from '../../shared/api/api';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { useSessionStore, type SessionUser } from '../../shared/stores/useSessionStore';

export interface UserPatch {
  firstname?: string;
  lastname?: string;
  lang?: string;
}

/** PATCH /auth/user: saves the own profile fields and keeps the answer as the session user. */
export function useUpdateUser(onSaved?: (user: SessionUser) => void) {
  const setUser = useSessionStore((state) => state.setUser);
  const showApiError = useApiErrorToast();
  return useMutation({
    mutationFn: (patch: UserPatch) => api.patch<SessionUser>('/auth/user', patch),
    onSuccess: (user) => {
      setUser(user);
      onSaved?.(user);
    },
    onError: showApiError,
  });
}
