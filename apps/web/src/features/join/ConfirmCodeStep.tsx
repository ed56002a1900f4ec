import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { SignupStatus } from '@hiring/domain';
import { api } from '../../shared/api/api';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { useForce } from '../../shared/forms/force';
import { messages, rules } from '../../shared/forms/form-rules';
import { fieldA11y, FormField } from '../../shared/forms/FormField';
import { useScrollToFirstError } from '../../shared/forms/useScrollToFirstError';
import { useToast } from '../../shared/ui/toast/useToast';
import styles from './JoinPage.module.css';

const schema = z.object({
  email: rules.email(),
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, messages.mandatory)
        .regex(/^\d{6}$/, 'common.error.code'),
    ),
});
type CodeInput = z.input<typeof schema>;
type CodeValues = z.output<typeof schema>;

interface ConfirmCodeStepProps {
  email: string;
  onCompleted: () => void;
}

/** The signup's confirmation: the address and the 6-digit code mailed to it (GET /auth/confirm-email). */
export function ConfirmCodeStep({ email, onCompleted }: ConfirmCodeStepProps) {
  const { t } = useTranslation();
  const notify = useToast();
  const showApiError = useApiErrorToast();
  const [pending, setPending] = useState<SignupStatus | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const scrollToFirstError = useScrollToFirstError(formRef);
  const forceEmail = useForce(['lower', 'strip']);
  const strip = useForce('strip');
  const { control, handleSubmit, getValues, trigger } = useForm<CodeInput, unknown, CodeValues>({
    resolver: zodResolver(schema),
    defaultValues: { email, code: '' },
  });

  const confirm = useMutation({
    mutationFn: (values: CodeValues) =>
      api.get<{ status: SignupStatus }>('/auth/confirm-email', { query: values, anonymous: true }),
    onSuccess: ({ status }) => {
      if (status === 'completed') onCompleted();
      else setPending(status);
    },
    onError: showApiError,
  });
  const resend = useMutation({
    mutationFn: (address: string) =>
      api.get<undefined>('/auth/send-email-confirmation-code', {
        query: { email: address },
        anonymous: true,
      }),
    onSuccess: () => notify('done', t('join.code.resent')),
    onError: showApiError,
  });

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      data-step="code"
      onSubmit={(event) => void handleSubmit((values) => confirm.mutate(values), scrollToFirstError)(event)}
    >
      <p className={styles.intro}>{t('join.code.intro')}</p>
      {pending && (
        <Message severity="info" text={t('admin-review:join.pending')} data-testid="join-pending" />
      )}
      <Controller
        control={control}
        name="email"
        render={({ field, fieldState }) => (
          <FormField id="join-code-email" label={t('join.signup.email')} error={fieldState.error?.message}>
            <InputText
              {...field}
              {...fieldA11y('join-code-email', fieldState.error?.message)}
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
        name="code"
        render={({ field, fieldState }) => (
          <FormField id="join-code" label={t('common.code')} error={fieldState.error?.message}>
            <InputText
              {...field}
              {...fieldA11y('join-code', fieldState.error?.message)}
              onKeyUp={strip}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="000000"
              className={styles.code}
            />
          </FormField>
        )}
      />
      <Button
        type="submit"
        label={t('join.code.submit')}
        loading={confirm.isPending}
        className={styles.submit}
      />
      <p className={styles.resend}>
        {t('join.code.notReceived')}{' '}
        <button
          type="button"
          id="join-resend"
          className={styles.linkButton}
          disabled={resend.isPending}
          onClick={() => {
            void trigger('email').then((valid) => {
              if (valid) resend.mutate(rules.email().parse(getValues('email')));
            });
          }}
        >
          {t('join.code.resend')}
        </button>
      </p>
    </form>
  );
}
