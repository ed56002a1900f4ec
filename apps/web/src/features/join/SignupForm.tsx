import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { RegisterRequest } from '@hiring/domain';
import { api } from '../../shared/api/api';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { BotCheckBadge } from '../../shared/bot-check/BotCheckBadge';
import { BotCheckError } from '../../shared/bot-check/bot-check';
import { BOT_CHECK_HEADER } from '../../shared/bot-check/payload';
import { useBotCheck } from '../../shared/bot-check/useBotCheck';
import { useForce } from '../../shared/forms/force';
import { rules, withParams } from '../../shared/forms/form-rules';
import { fieldA11y, FormField } from '../../shared/forms/FormField';
import { NewPasswordField, PersonNameFields, TermsField } from '../../shared/forms/NewAccountFields';
import { newPassword } from '../../shared/forms/password-rules';
import { TextField } from '../../shared/forms/TextField';
import { useScrollToFirstError } from '../../shared/forms/useScrollToFirstError';
import { normalizeVatId } from '../../shared/forms/vat-id';
import { isLanguage, languages, type Language } from '../../shared/i18n/languages';
import styles from './JoinPage.module.css';

const schema = z.object({
  companyName: rules
    .required()
    .min(2, withParams('common.error.minLength', { count: 2 }))
    .max(200),
  vatId: rules.vatId(),
  firstname: rules.required().max(100),
  lastname: rules.required().max(100),
  email: rules.email(),
  password: newPassword(),
  lang: z.enum(languages),
  terms: rules.checked(),
});
type SignupInput = z.input<typeof schema>;
type SignupValues = z.output<typeof schema>;

/** POST /auth/register: a company and its first admin; a code is then mailed to the address. */
export function SignupForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t, i18n } = useTranslation();
  const botCheck = useBotCheck('register');
  const showApiError = useApiErrorToast();
  const formRef = useRef<HTMLFormElement>(null);
  const scrollToFirstError = useScrollToFirstError(formRef);
  const forceEmail = useForce(['lower', 'strip']);
  const forceVat = useForce(['upper', 'strip']);
  const lang: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'it';
  const { control, handleSubmit } = useForm<SignupInput, unknown, SignupValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      companyName: '',
      vatId: '',
      firstname: '',
      lastname: '',
      email: '',
      password: '',
      lang,
      terms: false,
    },
  });

  const register = useMutation({
    mutationFn: async ({ terms: _accepted, ...values }: SignupValues) => {
      const solution = await botCheck.take();
      const body: RegisterRequest = {
        ...values,
        vatId: values.vatId === '' ? undefined : normalizeVatId(values.vatId),
        termsAccepted: true, // the form submits only with the terms box checked
      };
      return api.post<{ status: 'requested'; email: string }>('/auth/register', body, {
        anonymous: true,
        headers: solution === null ? undefined : { [BOT_CHECK_HEADER]: solution },
      });
    },
    onSuccess: ({ email }) => onRegistered(email),
    onError: (error) => {
      if (error instanceof BotCheckError) return;
      botCheck.prepare();
      showApiError(error);
    },
  });

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      data-step="signup"
      onSubmit={(event) => void handleSubmit((values) => register.mutate(values), scrollToFirstError)(event)}
    >
      <fieldset className={styles.fieldset}>
        <legend>{t('join.signup.company')}</legend>
        <div className={styles.row}>
          <TextField
            control={control}
            name="companyName"
            id="join-companyName"
            label={t('join.signup.companyName')}
            autoComplete="organization"
          />
          <TextField
            control={control}
            name="vatId"
            id="join-vatId"
            label={t('join.signup.vatId')}
            hint={t('join.signup.vatIdHint')}
            autoComplete="off"
            onKeyUp={forceVat}
          />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('join.signup.you')}</legend>
        <div className={styles.row}>
          <PersonNameFields control={control} />
        </div>
        <Controller
          control={control}
          name="email"
          render={({ field, fieldState }) => (
            <FormField id="join-email" label={t('join.signup.email')} error={fieldState.error?.message}>
              <InputText
                {...field}
                {...fieldA11y('join-email', fieldState.error?.message)}
                onKeyUp={forceEmail}
                type="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                placeholder={t('login.emailPlaceholder')}
              />
            </FormField>
          )}
        />
        <NewPasswordField control={control} />
        <Controller
          control={control}
          name="lang"
          render={({ field }) => (
            <FormField id="join-lang" label={t('join.signup.lang')}>
              <Dropdown
                inputId="join-lang"
                value={field.value}
                options={languages.map((lng) => ({ value: lng, label: t(`common.languages.${lng}`) }))}
                onChange={(event) => field.onChange(event.value)}
              />
            </FormField>
          )}
        />
        <TermsField control={control} />
      </fieldset>
      <Button
        type="submit"
        label={t('join.signup.submit')}
        loading={register.isPending}
        className={styles.submit}
      />
      <BotCheckBadge status={botCheck.status} />
    </form>
  );
}
