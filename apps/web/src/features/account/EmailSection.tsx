import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../shared/api/api';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { useForce } from '../../shared/forms/force';
import { messages, rules } from '../../shared/forms/form-rules';
import { fieldA11y, FormField } from '../../shared/forms/FormField';
import { PasswordMeterInput } from '../../shared/forms/PasswordMeterInput';
import { useScrollToFirstError } from '../../shared/forms/useScrollToFirstError';
import { useSessionStore, type SessionUser } from '../../shared/stores/useSessionStore';
import { useToast } from '../../shared/ui/toast/useToast';
import styles from './AccountPage.module.css';
import { AccountSection } from './AccountSection';
import { CodeForm } from '../../shared/forms/CodeForm';

const schema = z.object({ emailNew: rules.email(), password: z.string().min(1, messages.mandatory) });
type EmailForm = z.input<typeof schema>;

/** Email change: new address and password → a code mailed to the new address → confirmed (spec section 7). */
export function EmailSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const notify = useToast();
  const showApiError = useApiErrorToast();
  const setUser = useSessionStore((state) => state.setUser);
  const [step, setStep] = useState<'idle' | 'form' | { code: string }>('idle');
  const formRef = useRef<HTMLFormElement>(null);
  const scrollToFirstError = useScrollToFirstError(formRef);
  const forceEmail = useForce(['lower', 'strip']);
  const { control, handleSubmit, reset } = useForm<EmailForm, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { emailNew: '', password: '' },
  });

  const request = useMutation({
    mutationFn: async (values: z.output<typeof schema>) => {
      await api.post<undefined>('/auth/change-email', values);
      return values.emailNew;
    },
    onSuccess: (emailNew) => setStep({ code: emailNew }),
    onError: showApiError,
  });

  const confirm = useMutation({
    // The spec's keys (section 3): the current address, the code and the new address.
    mutationFn: ({ emailNew, code }: { emailNew: string; code: string }) =>
      api.get<SessionUser>('/auth/confirm-new-email', { query: { email: user.email, code, emailNew } }),
    onSuccess: (saved) => {
      setUser(saved);
      reset();
      setStep('idle');
      notify('done', t('account.email.changed'));
    },
    onError: showApiError,
  });

  const cancel = () => {
    reset();
    setStep('idle');
  };

  return (
    <AccountSection id="account-email" icon="pi-envelope" title={t('account.email.title')}>
      <p className={styles.current}>
        <span className={styles.muted}>{t('account.email.current')}</span>{' '}
        <strong id="account-current-email">{user.email}</strong>
      </p>
      {step === 'idle' && (
        <div className={styles.actions}>
          <Button
            type="button"
            id="account-email-change"
            label={t('account.email.change')}
            icon="pi pi-pencil"
            outlined
            onClick={() => setStep('form')}
          />
        </div>
      )}
      {step === 'form' && (
        <form
          ref={formRef}
          className={styles.form}
          noValidate
          onSubmit={(event) =>
            void handleSubmit((values) => request.mutate(values), scrollToFirstError)(event)
          }
        >
          <div className={styles.row}>
            <Controller
              control={control}
              name="emailNew"
              render={({ field, fieldState }) => (
                <FormField
                  id="account-email-new"
                  label={t('account.email.new')}
                  error={fieldState.error?.message}
                >
                  <InputText
                    {...field}
                    {...fieldA11y('account-email-new', fieldState.error?.message)}
                    onKeyUp={forceEmail}
                    type="email"
                    autoComplete="email"
                    autoCapitalize="none"
                    spellCheck={false}
                  />
                </FormField>
              )}
            />
            <Controller
              control={control}
              name="password"
              render={({ field, fieldState }) => (
                <FormField
                  id="account-email-password"
                  label={t('account.email.password')}
                  error={fieldState.error?.message}
                >
                  <PasswordMeterInput
                    id="account-email-password"
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
          </div>
          <div className={styles.actions}>
            <Button type="button" label={t('common.cancel')} severity="secondary" text onClick={cancel} />
            <Button type="submit" label={t('account.email.sendCode')} loading={request.isPending} />
          </div>
        </form>
      )}
      {typeof step === 'object' && (
        <CodeForm
          id="account-email-code"
          intro={t('account.email.codeSent', { email: step.code })}
          submitLabel={t('account.email.confirm')}
          pending={confirm.isPending}
          onSubmit={(code) => confirm.mutate({ emailNew: step.code, code })}
          onCancel={cancel}
        />
      )}
    </AccountSection>
  );
}
