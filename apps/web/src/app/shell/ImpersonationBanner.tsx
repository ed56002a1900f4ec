import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '@hiring/domain';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/api';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { switchSession, takeImpersonationReturn } from '../../shared/stores/session-switch';
import type { SessionUser } from '../../shared/stores/useSessionStore';
import styles from './AppShell.module.css';

/** The user, with who really acts when a super user or sudoer impersonates them. */
export type ShellUser = SessionUser & { impersonatorUserId?: number | null };

/** While impersonating: who the session acts as, and the way back (PATCH /auth/@@su/{own id}). */
export function ImpersonationBanner({ user }: { user: ShellUser }) {
  const { t } = useTranslation();
  const showApiError = useApiErrorToast();
  const impersonator = user.impersonatorUserId;
  const back = useMutation({
    mutationFn: (id: number) => api.patch<LoginResponse>(`/auth/@@su/${id}`),
    // Back to the page the impersonation started from (the back office's company), else this page afresh.
    onSuccess: (data) =>
      switchSession(
        data,
        takeImpersonationReturn() ?? `${window.location.pathname}${window.location.search}`,
      ),
    onError: showApiError,
  });
  if (!impersonator) return null;

  return (
    <div className={`${styles.banner} ${styles.bannerWarn}`} role="status" data-testid="banner-impersonation">
      <i className="pi pi-user-edit" aria-hidden="true" />
      <span>
        {t('shell.su.actingAs', { name: `${user.firstname} ${user.lastname}`.trim(), email: user.email })}
      </span>
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
