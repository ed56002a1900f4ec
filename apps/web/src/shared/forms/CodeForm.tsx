import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useForce } from './force';
import { messages } from './form-rules';
import { fieldA11y, FormField } from './FormField';
import styles from './forms.module.css';

const schema = z.object({
  code: z
    .string()
    .min(1, messages.mandatory)
    .regex(/^\d{6}$/, 'common.error.code'),
});

interface CodeFormProps {
  id: string;
  intro: ReactNode;
  submitLabel: string;
  pending: boolean;
  onSubmit: (code: string) => void;
  onCancel?: () => void;
  /** Extra actions (e.g. 'send a new code'). */
  extra?: ReactNode;
}

/** A 6-digit confirmation code mailed to an address. */
export function CodeForm({ id, intro, submitLabel, pending, onSubmit, onCancel, extra }: CodeFormProps) {
  const { t } = useTranslation();
  const strip = useForce('strip');
  const { control, handleSubmit } = useForm<{ code: string }>({
    resolver: zodResolver(schema),
    defaultValues: { code: '' },
  });
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void handleSubmit(({ code }) => onSubmit(code))(event)}
    >
      <p className={styles.muted}>{intro}</p>
      <Controller
        control={control}
        name="code"
        render={({ field, fieldState }) => (
          <FormField id={id} label={t('common.code')} error={fieldState.error?.message}>
            <InputText
              {...field}
              {...fieldA11y(id, fieldState.error?.message)}
              onKeyUp={strip}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              className={styles.code}
              placeholder="000000"
            />
          </FormField>
        )}
      />
      <div className={styles.actions}>
        {extra}
        {onCancel && (
          <Button type="button" label={t('common.cancel')} severity="secondary" text onClick={onCancel} />
        )}
        <Button type="submit" label={submitLabel} loading={pending} />
      </div>
    </form>
  );
}
