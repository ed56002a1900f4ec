import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../shared/api/api';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { BotCheckError } from '../../shared/bot-check/bot-check';
import { BOT_CHECK_HEADER } from '../../shared/bot-check/payload';
import { useBotCheck } from '../../shared/bot-check/useBotCheck';
import { useForce } from '../../shared/forms/force';
import { rules } from '../../shared/forms/form-rules';
import { fieldA11y, FormField } from '../../shared/forms/FormField';
import { useScrollToFirstError } from '../../shared/forms/useScrollToFirstError';
import styles from './AuthDialogs.module.css';

const schema = z.object({ email: rules.email() });
type RecoveryForm = z.input<typeof schema>;

interface RecoveryDialogProps {
  visible: boolean;
  onHide: () => void;
  /** The address typed in the login form, to start from. */
  initialEmail?: string;
}

/** The password-recovery dialog (spec section 4): form, then a sent confirmation with a resend link. */
export function RecoveryDialog({ visible, onHide, initialEmail = '' }: RecoveryDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={t('dialogs.recovery.title')}
      className={styles.dialog}
      draggable={false}
      resizable={false}
      dismissableMask
    >
      <RecoveryContent initialEmail={initialEmail} onClose={onHide} />
    </Dialog>
  );
}

function RecoveryContent({ initialEmail, onClose }: { initialEmail: string; onClose: () => void }) {
  const { t } = useTranslation();
  const botCheck = useBotCheck('forgot-password');
  const showApiError = useApiErrorToast();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const scrollToFirstError = useScrollToFirstError(formRef);
  const forceEmail = useForce(['lower', 'strip']);
  const { control, handleSubmit } = useForm<RecoveryForm, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: initialEmail },
  });

  const send = useMutation({
    mutationFn: async ({ email }: { email: string }) => {
      const solution = await botCheck.take();
      await api.post<undefined>(
        '/auth/forgot-password',
        { email },
        { anonymous: true, headers: solution === null ? undefined : { [BOT_CHECK_HEADER]: solution } },
      );
      return email;
    },
    onSuccess: (email) => setSentTo(email),
    onError: (error) => {
      if (error instanceof BotCheckError) return;
      botCheck.prepare();
      showApiError(error);
    },
  });

  if (sentTo !== null) {
    return (
      <div className={styles.body} data-state="sent">
        <p className={styles.sentIcon} aria-hidden="true">
          <i className="pi pi-envelope" />
        </p>
        <p>{t('dialogs.recovery.sent', { email: sentTo })}</p>
        <p className={styles.muted}>
          {t('dialogs.recovery.notReceived')}{' '}
          <button
            type="button"
            className={styles.link}
            id="recovery-resend"
            onClick={() => {
              botCheck.prepare();
              setSentTo(null);
            }}
          >
            {t('dialogs.recovery.resend')}
          </button>
        </p>
        <div className={styles.buttons}>
          <Button type="button" label={t('common.close')} onClick={onClose} />
        </div>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      className={styles.body}
      data-state="form"
      noValidate
      onSubmit={(event) => void handleSubmit((values) => send.mutate(values), scrollToFirstError)(event)}
    >
      <p className={styles.muted}>{t('dialogs.recovery.intro')}</p>
      <Controller
        control={control}
        name="email"
        render={({ field, fieldState }) => (
          <FormField id="recovery-email" label={t('login.email')} error={fieldState.error?.message}>
            <InputText
              {...fieldA11y('recovery-email', fieldState.error?.message)}
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              onKeyUp={forceEmail}
              type="email"
              inputMode="email"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t('login.emailPlaceholder')}
            />
          </FormField>
        )}
      />
      <div className={styles.buttons}>
        <Button type="button" label={t('common.cancel')} severity="secondary" text onClick={onClose} />
        <Button type="submit" label={t('dialogs.recovery.submit')} loading={send.isPending} />
      </div>
    </form>
  );
}
