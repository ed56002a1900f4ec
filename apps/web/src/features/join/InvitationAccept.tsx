import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import {
  TeamErrorText,
  type AcceptInvitationRequest,
  type InvitationPreview,
  type LoginResponse,
} from '@hiring/domain';
import { api } from '../../shared/api/api';
import { ApiError } from '../../shared/api/api-error';
import { apiErrorMessages, translateApiText } from '../../shared/api/api-error-messages';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { BotCheckBadge } from '../../shared/bot-check/BotCheckBadge';
import { BotCheckError } from '../../shared/bot-check/bot-check';
import { BOT_CHECK_HEADER } from '../../shared/bot-check/payload';
import { useBotCheck } from '../../shared/bot-check/useBotCheck';
import { rules } from '../../shared/forms/form-rules';
import { FormField } from '../../shared/forms/FormField';
import { NewPasswordField, PersonNameFields, TermsField } from '../../shared/forms/NewAccountFields';
import { newPassword } from '../../shared/forms/password-rules';
import { useScrollToFirstError } from '../../shared/forms/useScrollToFirstError';
import { isLanguage } from '../../shared/i18n/languages';
import { sessionTokens } from '../../shared/stores/session-tokens';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import { LoadingBlock } from '../../shared/ui/LoadingBlock';
import styles from './JoinPage.module.css';

const schema = z.object({
  firstname: rules.required().max(100),
  lastname: rules.required().max(100),
  password: newPassword(),
  terms: rules.checked(),
});
type AcceptInput = z.input<typeof schema>;
type AcceptValues = z.output<typeof schema>;

interface InvitationAcceptProps {
  token: string;
  /** Names the inviter typed, carried by the link: the form starts with them. */
  firstname: string;
  lastname: string;
}

/**
 * /join?invite=TOKEN: the company and who invites, then first name, last name and a password (the
 * signup's policy) and the terms; accepting creates the account and signs in (POST /invitation/@accept,
 * with the bot check). An unknown, expired, withdrawn or used link says so instead of the form.
 */
export function InvitationAccept({ token, firstname, lastname }: InvitationAcceptProps) {
  const { t } = useTranslation();
  // The server's own sentence (expired, withdrawn, used, disabled), in the user's language.
  const refusal = (error: unknown) =>
    error instanceof ApiError && error.messages.length > 0
      ? error.messages.map((message) => translateApiText(error.status, message, t)).join(' ')
      : apiErrorMessages(error, t).join(' ');
  // A link cut short or mangled by a mail client is not worth a call.
  const wellFormed = /^[\w-]{20,200}$/.test(token);
  const preview = useQuery({
    queryKey: ['invitation', 'preview', token],
    queryFn: () => api.post<InvitationPreview>('/invitation/@preview', { token }, { anonymous: true }),
    retry: false,
    enabled: wellFormed,
    meta: { silent: true },
  });
  if (!wellFormed || preview.isError) {
    const message = wellFormed
      ? refusal(preview.error)
      : translateApiText(404, TeamErrorText.invitationInvalid, t);
    return (
      <div className={styles.form} data-step="invite" data-invite="refused">
        <Message severity="warn" text={message} data-testid="invite-refused" />
        <p className={styles.intro}>{t('team:join.refusedHint')}</p>
      </div>
    );
  }
  if (preview.isPending) return <LoadingBlock label={t('team:join.loading')} />;
  return <AcceptForm token={token} preview={preview.data} firstname={firstname} lastname={lastname} />;
}

function AcceptForm({
  token,
  preview,
  firstname,
  lastname,
}: InvitationAcceptProps & { preview: InvitationPreview }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const botCheck = useBotCheck('register');
  const showApiError = useApiErrorToast();
  const setUser = useSessionStore((state) => state.setUser);
  const formRef = useRef<HTMLFormElement>(null);
  const scrollToFirstError = useScrollToFirstError(formRef);
  const { control, handleSubmit } = useForm<AcceptInput, unknown, AcceptValues>({
    resolver: zodResolver(schema),
    defaultValues: { firstname, lastname, password: '', terms: false },
  });
  const role = i18n.resolvedLanguage === 'en' ? preview.roleNameEn : preview.roleName;

  const accept = useMutation({
    mutationFn: async ({ terms: _accepted, ...values }: AcceptValues) => {
      const solution = await botCheck.take();
      const lang = i18n.resolvedLanguage;
      const body: AcceptInvitationRequest = {
        token,
        ...values,
        ...(isLanguage(lang) ? { lang } : {}),
        termsAccepted: true, // the form submits only with the terms box checked
      };
      return api.post<LoginResponse>('/invitation/@accept', body, {
        anonymous: true,
        headers: solution === null ? undefined : { [BOT_CHECK_HEADER]: solution },
      });
    },
    onSuccess: async ({ accessToken, refreshToken, user }) => {
      sessionTokens.set({ accessToken, refreshToken });
      setUser(user);
      await navigate('/', { replace: true });
    },
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
      data-step="invite"
      onSubmit={(event) => void handleSubmit((values) => accept.mutate(values), scrollToFirstError)(event)}
    >
      <div className={styles.invitation} data-testid="invite-company">
        {preview.companyLogo ? (
          <img src={preview.companyLogo} alt="" className={styles.companyLogo} />
        ) : (
          <span className={styles.companyLogo} aria-hidden="true">
            <i className="pi pi-building" />
          </span>
        )}
        <div>
          <p className={styles.companyName}>{preview.companyName}</p>
          <p className={styles.intro}>
            {t('team:join.invitedBy', { inviter: preview.inviterName, company: preview.companyName, role })}
          </p>
        </div>
      </div>
      <fieldset className={styles.fieldset}>
        <legend>{t('join.signup.you')}</legend>
        <FormField id="join-invite-email" label={t('join.signup.email')} hint={t('team:join.emailHint')}>
          <InputText id="join-invite-email" value={preview.email} readOnly disabled />
        </FormField>
        <div className={styles.row}>
          <PersonNameFields control={control} />
        </div>
        <NewPasswordField control={control} />
        <TermsField control={control} />
      </fieldset>
      <Button
        type="submit"
        label={t('team:join.submit')}
        icon="pi pi-check"
        loading={accept.isPending}
        className={styles.submit}
        data-testid="invite-accept"
      />
      <BotCheckBadge status={botCheck.status} />
    </form>
  );
}
