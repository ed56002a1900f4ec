import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '@hiring/domain';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/api';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { sessionTokens } from '../../shared/stores/session-tokens';
import { useSessionStore, type SessionUser } from '../../shared/stores/useSessionStore';
import styles from './AppShell.module.css';

/** The user, with who really acts when a super user or sudoer impersonates them. */
export type ShellUser = SessionUser & { impersonatorUserId?: number | null };

/** While impersonating: who the session acts as, and the way back (PATCH /auth/@@su/{own id}). */
export function ImpersonationBanner({ user }: { user: ShellUser }) {
  const { t } = useTranslation();
  const showApiError = useApiErrorToast();
  const setUser = useSessionStore((state) => state.setUser);
  const impersonator = user.impersonatorUserId;
  const back = useMutation({
    mutationFn: (id: number) => api.patch<LoginResponse>(`/auth/@@su/${id}`),
    onSuccess: (data) => {
      sessionTokens.set({ accessToken: data.accessToken, refreshToken: data.refreshToken });
      setUser(data.user);
      window.location.reload();
    },
    onError: showApiError,
  });
  if (!impersonator) return null;

  return (
    <div className={`${styles.banner} ${styles.bannerWarn}`} role="status" data-testid="banner-impersonation">
      <i className="pi pi-user-edit" aria-hidden="true" />
      <span>{t('shell.su.actingAs', { name: `${user.firstname} ${user.lastname}`.trim(), email: user.email })}</span>
      <Button
        type="button"
        size="small"
        label={t('shell.su.returnToSelf')}
        icon="pi pi-undo"
        loading={back.isPending}
        onClick={() => back.mutate(impersonator)}
      />
    </div>
  );
}
