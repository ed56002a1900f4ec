import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api/api';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { FormField } from '../../shared/forms/FormField';
import { PasswordMeterInput } from '../../shared/forms/PasswordMeterInput';
import { clearSession } from '../../shared/stores/clear-session';
import styles from './AccountPage.module.css';
import { AccountSection } from './AccountSection';

/** Deleting the own account, confirmed with the password (DELETE /auth/delete-user). */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <AccountSection id="account-delete" icon="pi-trash" title={t('account.delete.title')} tone="danger">
      <div className={styles.setting}>
        <p className={styles.settingHint}>{t('account.delete.body')}</p>
        <Button
          type="button"
          id="account-delete-open"
          label={t('account.delete.open')}
          severity="danger"
          outlined
          onClick={() => setOpen(true)}
        />
      </div>
      <Dialog
        visible={open}
        onHide={() => setOpen(false)}
        header={t('account.delete.dialogTitle')}
        className={styles.dialog}
        draggable={false}
        resizable={false}
      >
        <DeleteAccountForm onCancel={() => setOpen(false)} />
      </Dialog>
    </AccountSection>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showApiError = useApiErrorToast();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const remove = useMutation({
    mutationFn: (body: { password: string }) => api.delete<undefined>('/auth/delete-user', { body }),
    onSuccess: () => {
      clearSession();
      void navigate('/login', { replace: true });
    },
    onError: showApiError,
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError('common.error.mandatory');
      document.getElementById('account-delete-password')?.focus();
      return;
    }
    remove.mutate({ password });
  };
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <p>{t('account.delete.warning')}</p>
      <p className={styles.muted}>{t('account.delete.lastAdmin')}</p>
      <FormField id="account-delete-password" label={t('account.delete.password')} error={error}>
        <PasswordMeterInput
          id="account-delete-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setError(undefined);
          }}
          error={error}
          autoComplete="current-password"
          meter={false}
        />
      </FormField>
      <div className={styles.actions}>
        <Button type="button" label={t('common.cancel')} severity="secondary" text onClick={onCancel} />
        <Button
          type="submit"
          label={t('account.delete.confirm')}
          severity="danger"
          loading={remove.isPending}
        />
      </div>
    </form>
  );
}
