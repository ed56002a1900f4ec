import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CompanyRoleId, defaultCompanyRoles } from '@hiring/domain';
import { api } from '../../../shared/api/api';
import { useApiErrorToast } from '../../../shared/api/useApiErrorToast';
import { rules, required } from '../../../shared/forms/form-rules';
import { fieldA11y, FormField } from '../../../shared/forms/FormField';
import { languages } from '../../../shared/i18n/languages';
import { useToast } from '../../../shared/ui/toast/useToast';
import styles from './NewRecruiter.module.css';

const schema = z.object({
  email: rules.email(),
  firstname: required(),
  lastname: required(),
  companyRoleId: z.number(),
  lang: z.enum(languages),
});
type RecruiterInput = z.input<typeof schema>;
type RecruiterValues = z.output<typeof schema>;

/** What POST /user/recruiter answers. */
export interface RecruiterCreated {
  userId: number;
  membershipId: number;
  companyId: number;
  companyRoleId: number;
  outcome: 'created' | 'added';
  outboxId: number;
}

interface NewRecruiterButtonProps {
  companyId: number;
  /** Called after the recruiter was created or added (e.g. to reload the company's members). */
  onCreated?: (created: RecruiterCreated) => void;
}

/**
 * Back office (sudoer): creates a recruiter in a company, or adds an existing staff account to it
 * (POST /user/recruiter). A new account gets a mail with a link to choose its password.
 */
export function NewRecruiterButton({ companyId, onCreated }: NewRecruiterButtonProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const notify = useToast();
  const showApiError = useApiErrorToast();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'it';
  const { control, handleSubmit, reset } = useForm<RecruiterInput, unknown, RecruiterValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', firstname: '', lastname: '', companyRoleId: CompanyRoleId.recruiter, lang },
  });
  const create = useMutation({
    mutationFn: (body: RecruiterValues & { companyId: number }) =>
      api.post<RecruiterCreated>('/user/recruiter', body),
    onError: showApiError,
  });
  const close = () => {
    reset();
    setOpen(false);
  };
  const submit = (values: RecruiterValues) =>
    create.mutate(
      { ...values, companyId },
      {
        onSuccess: (created) => {
          notify(
            'done',
            t(created.outcome === 'created' ? 'admin-mail:recruiter.created' : 'admin-mail:recruiter.added', {
              email: values.email,
            }),
          );
          close();
          onCreated?.(created);
        },
      },
    );
  const roleOptions = defaultCompanyRoles.map((role) => ({
    value: role.id,
    label: lang === 'en' ? role.nameEn : role.name,
  }));

  return (
    <>
      <Button
        type="button"
        icon="pi pi-user-plus"
        label={t('admin-mail:recruiter.open')}
        onClick={() => setOpen(true)}
        data-testid="new-recruiter"
      />
      <Dialog
        visible={open}
        onHide={close}
        header={t('admin-mail:recruiter.title')}
        style={{ width: '92vw', maxWidth: '32rem' }}
        data-testid="new-recruiter-dialog"
        footer={
          <>
            <Button type="button" label={t('admin-mail:recruiter.cancel')} text onClick={close} />
            <Button
              type="submit"
              form="new-recruiter-form"
              label={t('admin-mail:recruiter.submit')}
              icon="pi pi-check"
              loading={create.isPending}
              data-testid="new-recruiter-submit"
            />
          </>
        }
      >
        <form
          id="new-recruiter-form"
          className={styles.form}
          noValidate
          onSubmit={(event) => void handleSubmit(submit)(event)}
        >
          <p className={styles.muted}>{t('admin-mail:recruiter.intro')}</p>
          <Controller
            control={control}
            name="email"
            render={({ field, fieldState }) => (
              <FormField
                id="recruiter-email"
                label={t('admin-mail:recruiter.email')}
                error={fieldState.error?.message}
              >
                <InputText
                  {...field}
                  {...fieldA11y('recruiter-email', fieldState.error?.message)}
                  type="email"
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                />
              </FormField>
            )}
          />
          <div className={styles.row}>
            {(['firstname', 'lastname'] as const).map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field, fieldState }) => (
                  <FormField
                    id={`recruiter-${name}`}
                    label={t(`admin-mail:recruiter.${name}`)}
                    error={fieldState.error?.message}
                  >
                    <InputText {...field} {...fieldA11y(`recruiter-${name}`, fieldState.error?.message)} />
                  </FormField>
                )}
              />
            ))}
          </div>
          <div className={styles.row}>
            <Controller
              control={control}
              name="companyRoleId"
              render={({ field }) => (
                <FormField id="recruiter-role" label={t('admin-mail:recruiter.role')}>
                  <Dropdown
                    inputId="recruiter-role"
                    value={field.value}
                    options={roleOptions}
                    onChange={(event) => field.onChange(event.value)}
                  />
                </FormField>
              )}
            />
            <Controller
              control={control}
              name="lang"
              render={({ field }) => (
                <FormField id="recruiter-lang" label={t('admin-mail:recruiter.lang')}>
                  <Dropdown
                    inputId="recruiter-lang"
                    value={field.value}
                    options={languages.map((lng) => ({ value: lng, label: t(`admin-mail:langs.${lng}`) }))}
                    onChange={(event) => field.onChange(event.value)}
                  />
                </FormField>
              )}
            />
          </div>
        </form>
      </Dialog>
    </>
  );
}
