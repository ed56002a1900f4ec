import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ChangePasswordRequest } from '@hiring/domain';
import { api } from '../../shared/api/api';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { messages } from '../../shared/forms/form-rules';
import { FormField } from '../../shared/forms/FormField';
import { newPassword, passwordConfirmCheck } from '../../shared/forms/password-rules';
import { PasswordMeterInput } from '../../shared/forms/PasswordMeterInput';
import { useScrollToFirstError } from '../../shared/forms/useScrollToFirstError';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import { useToast } from '../../shared/ui/toast/useToast';
import styles from './AuthDialogs.module.css';

const schema = z
  .object({
    currentPassword: z.string().min(1, messages.mandatory),
    password: newPassword(),
    passwordConfirm: z.string(),
  })
  .superRefine(passwordConfirmCheck('dialogs.account.passwordChange.error.noMatch'));

export type PasswordDialogMode = 'normal' | 'expired';

interface PasswordChangeDialogProps {
  visible: boolean;
  /** Expired: another title, body and buttons; no cancel, cannot be dismissed (spec section 4). */
  mode: PasswordDialogMode;
  onHide: () => void;
}

/** The password-change dialog: current password, new password with its meter, confirmation. */
export function PasswordChangeDialog({ visible, mode, onHide }: PasswordChangeDialogProps) {
  const { t } = useTranslation();
  const expired = mode === 'expired';
  return (
    <Dialog
      visible={visible}
      onHide={() => {
        if (!expired) onHide();
      }}
      header={t(
        expired ? 'dialogs.account.passwordChange.expiredTitle' : 'dialogs.account.passwordChange.title',
      )}
      className={styles.dialog}
      closable={!expired}
      closeOnEscape={!expired}
      dismissableMask={false}
      draggable={false}
      resizable={false}
      pt={{ root: { 'data-mode': mode } as object }}
    >
      <PasswordChangeForm expired={expired} onDone={onHide} />
    </Dialog>
  );
}

function PasswordChangeForm({ expired, onDone }: { expired: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const notify = useToast();
  const showApiError = useApiErrorToast();
  const user = useSessionStore((state) => state.user);
  const setUser = useSessionStore((state) => state.setUser);
  const formRef = useRef<HTMLFormElement>(null);
  const scrollToFirstError = useScrollToFirstError(formRef);
  const { control, handleSubmit } = useForm<ChangePasswordRequest>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', password: '', passwordConfirm: '' },
  });

  const change = useMutation({
    mutationFn: (values: ChangePasswordRequest) => api.post<undefined>('/auth/change-password', values),
    onSuccess: () => {
      if (user) setUser({ ...user, passwordExpiredAt: null });
      notify('done', t('dialogs.account.passwordChange.done'));
      onDone();
    },
    onError: showApiError,
  });

  return (
    <form
      ref={formRef}
      className={styles.body}
      noValidate
      onSubmit={(event) => void handleSubmit((values) => change.mutate(values), scrollToFirstError)(event)}
    >
      {expired ? (
        <div className={styles.expiredBody}>
          <p className={styles.expiredIcon} aria-hidden="true">
            <i className="pi pi-lock" />
          </p>
          <p>{t('dialogs.account.passwordChange.expiredBody')}</p>
        </div>
      ) : (
        <p className={styles.muted}>{t('dialogs.account.passwordChange.body')}</p>
      )}
      <Controller
        control={control}
        name="currentPassword"
        render={({ field, fieldState }) => (
          <FormField
            id="current-password"
            label={t('dialogs.account.passwordChange.currentPassword')}
            error={fieldState.error?.message}
          >
            <PasswordMeterInput
              id="current-password"
              inputRef={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              autoComplete="current-password"
              meter={false}
            />
          </FormField>
        )}
      />
      <Controller
        control={control}
        name="password"
        render={({ field, fieldState }) => (
          <FormField
            id="new-password"
            label={t('dialogs.account.passwordChange.password')}
            error={fieldState.error?.message}
          >
            <PasswordMeterInput
              id="new-password"
              inputRef={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          </FormField>
        )}
      />
      <Controller
        control={control}
        name="passwordConfirm"
        render={({ field, fieldState }) => (
          <FormField
            id="new-password-confirm"
            label={t('dialogs.account.passwordChange.passwordConfirm')}
            error={fieldState.error?.message}
          >
            <PasswordMeterInput
              id="new-password-confirm"
              inputRef={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              meter={false}
            />
          </FormField>
        )}
      />
      <div className={styles.buttons}>
        {!expired && (
          <Button type="button" label={t('common.cancel')} severity="secondary" text onClick={onDone} />
        )}
        <Button
          type="submit"
          label={t(
            expired
              ? 'dialogs.account.passwordChange.submitExpired'
              : 'dialogs.account.passwordChange.submit',
          )}
          loading={change.isPending}
        />
      </div>
    </form>
  );
}
