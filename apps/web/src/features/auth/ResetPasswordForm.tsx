import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../shared/api/api';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { FormField } from '../../shared/forms/FormField';
import { newPassword, passwordConfirmCheck } from '../../shared/forms/password-rules';
import { PasswordMeterInput } from '../../shared/forms/PasswordMeterInput';
import { useScrollToFirstError } from '../../shared/forms/useScrollToFirstError';
import styles from './LoginPage.module.css';

const schema = z
  .object({ password: newPassword(), passwordConfirm: z.string() })
  .superRefine(passwordConfirmCheck('dialogs.account.passwordChange.error.noMatch'));
type ResetForm = z.infer<typeof schema>;

interface ResetPasswordFormProps {
  /** The token of the reset link (`/login?reset=<token>`). */
  token: string;
  onDone: () => void;
  onCancel: () => void;
}

/** Sets a new password with the token of the mailed link (POST /auth/reset-password). */
export function ResetPasswordForm({ token, onDone, onCancel }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const showApiError = useApiErrorToast();
  const formRef = useRef<HTMLFormElement>(null);
  const scrollToFirstError = useScrollToFirstError(formRef);
  const { control, handleSubmit } = useForm<ResetForm>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', passwordConfirm: '' },
  });
  const reset = useMutation({
    mutationFn: (values: ResetForm) =>
      api.post<undefined>('/auth/reset-password', { token, ...values }, { anonymous: true }),
    onSuccess: onDone,
    onError: showApiError,
  });

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      data-form="reset"
      onSubmit={(event) => void handleSubmit((values) => reset.mutate(values), scrollToFirstError)(event)}
    >
      <h2 className={styles.formTitle}>{t('login.reset.title')}</h2>
      <p className={styles.formIntro}>{t('login.reset.intro')}</p>
      <Controller
        control={control}
        name="password"
        render={({ field, fieldState }) => (
          <FormField id="reset-password" label={t('login.reset.password')} error={fieldState.error?.message}>
            <PasswordMeterInput
              id="reset-password"
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
            id="reset-password-confirm"
            label={t('login.reset.passwordConfirm')}
            error={fieldState.error?.message}
          >
            <PasswordMeterInput
              id="reset-password-confirm"
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
      <Button
        type="submit"
        label={t('login.reset.submit')}
        loading={reset.isPending}
        className={styles.submit}
      />
      <button type="button" className={styles.linkButton} onClick={onCancel}>
        {t('login.reset.back')}
      </button>
    </form>
  );
}
