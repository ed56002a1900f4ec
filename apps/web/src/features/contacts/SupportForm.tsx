import { zodResolver } from '@hookform/resolvers/zod';
import { supportRequestLimits } from '@hiring/domain/help/company-contacts';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useEffect, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../shared/api/api';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { formatLocaleNumber } from '../../shared/format/number';
import { rules } from '../../shared/forms/form-rules';
import { fieldA11y, FormField } from '../../shared/forms/FormField';
import { useScrollToFirstError } from '../../shared/forms/useScrollToFirstError';
import { useToast } from '../../shared/ui/toast/useToast';
import styles from './Contacts.module.css';

const schema = z.object({ subject: rules.required(), message: rules.required() });
type SupportRequest = z.infer<typeof schema>;

/**
 * The support form (POST /mail/support): subject and message, both required (spec 5); the mail
 * goes to the support address with a reply-to the signed-in user. Sent: a toast, and the form clears.
 */
export function SupportForm(props: { replyTo: string | null; initialSubject: string }) {
  const { t } = useTranslation('help');
  const notify = useToast();
  const showApiError = useApiErrorToast();
  const formRef = useRef<HTMLFormElement>(null);
  const scrollToFirstError = useScrollToFirstError(formRef);
  const { control, handleSubmit, reset, setFocus } = useForm<SupportRequest>({
    resolver: zodResolver(schema),
    defaultValues: { subject: props.initialSubject.slice(0, supportRequestLimits.subject), message: '' },
  });
  const send = useMutation({
    mutationFn: (body: SupportRequest) => api.post<null>('/mail/support', body),
    onSuccess: () => {
      reset({ subject: '', message: '' });
      notify('done', t('sent', { email: props.replyTo ?? '' }));
    },
    onError: showApiError,
  });
  // Coming from the guide with a subject already written: the message is what is left to write.
  useEffect(() => {
    if (props.initialSubject.trim() !== '') setFocus('message');
  }, [props.initialSubject, setFocus]);
  const messageLength = useWatch({ control, name: 'message' }).length;

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      data-testid="support-form"
      onSubmit={(event) => void handleSubmit((values) => send.mutate(values), scrollToFirstError)(event)}
    >
      <Controller
        control={control}
        name="subject"
        render={({ field, fieldState }) => (
          <FormField id="support-subject" label={t('subject')} error={fieldState.error?.message}>
            <InputText
              {...field}
              {...fieldA11y('support-subject', fieldState.error?.message)}
              maxLength={supportRequestLimits.subject}
              placeholder={t('subjectPlaceholder')}
              autoComplete="off"
            />
          </FormField>
        )}
      />
      <Controller
        control={control}
        name="message"
        render={({ field, fieldState }) => (
          <FormField
            id="support-message"
            label={t('message')}
            error={fieldState.error?.message}
            hint={t('charCount', {
              used: formatLocaleNumber(messageLength, 'it-IT'),
              max: formatLocaleNumber(supportRequestLimits.message, 'it-IT'),
            })}
          >
            <InputTextarea
              {...field}
              {...fieldA11y('support-message', fieldState.error?.message)}
              rows={8}
              autoResize={false}
              maxLength={supportRequestLimits.message}
              placeholder={t('messagePlaceholder')}
            />
          </FormField>
        )}
      />
      <div className={styles.formActions}>
        <Button
          type="submit"
          id="support-send"
          icon="pi pi-send"
          label={t('send')}
          loading={send.isPending}
        />
      </div>
    </form>
  );
}
