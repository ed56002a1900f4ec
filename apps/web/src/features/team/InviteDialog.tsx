import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CompanyRoleId, isAdminRole, type CheckEmailResult, type CompanyRoleView } from '@hiring/domain';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { useForce } from '../../shared/forms/force';
import { rules } from '../../shared/forms/form-rules';
import { fieldA11y, FormField } from '../../shared/forms/FormField';
import { isLanguage, languages, type Language } from '../../shared/i18n/languages';
import { useToast } from '../../shared/ui/toast/useToast';
import { inviteVerdict } from './invite-verdict';
import { roleLabel } from './role-label';
import { checkInviteEmail, useTeamActions } from './team-api';
import styles from './Team.module.css';

const schema = z.object({
  email: rules.email(),
  companyRoleId: z.number(),
  firstname: z.string().trim().max(100),
  lastname: z.string().trim().max(100),
  lang: z.enum(languages),
});
type InviteInput = z.input<typeof schema>;
type InviteValues = z.output<typeof schema>;

interface InviteDialogProps {
  visible: boolean;
  onHide: () => void;
  roles: CompanyRoleView[];
  /** With U only on team, admin roles are not offered (the server refuses them). */
  mayGiveAdminRoles: boolean;
}

/**
 * Invites by email (POST /user-company/check-email, then /user-company/invite): says what will
 * happen as soon as the address is typed, with the licence's seats, and offers the company roles.
 */
export function InviteDialog({ visible, onHide, roles, mayGiveAdminRoles }: InviteDialogProps) {
  const { t, i18n } = useTranslation();
  const notify = useToast();
  const showApiError = useApiErrorToast();
  const { invite } = useTeamActions();
  const forceEmail = useForce(['lower', 'strip']);
  const lang: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'it';
  const [check, setCheck] = useState<CheckEmailResult | null>(null);
  const { control, handleSubmit, reset, getValues, trigger } = useForm<InviteInput, unknown, InviteValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', companyRoleId: CompanyRoleId.recruiter, firstname: '', lastname: '', lang },
  });
  const checking = useMutation({
    mutationFn: checkInviteEmail,
    onSuccess: setCheck,
    onError: showApiError,
  });
  const verdict = check ? inviteVerdict(check) : null;

  const close = () => {
    reset();
    setCheck(null);
    onHide();
  };
  const checkAddress = async () => {
    if (!(await trigger('email'))) return null;
    const email = schema.shape.email.parse(getValues('email'));
    if (check?.email === email) return check;
    return checking.mutateAsync(email).catch(() => null);
  };
  const submit = async (values: InviteValues) => {
    const checked = check?.email === values.email ? check : await checkAddress();
    if (!checked || inviteVerdict(checked).blocked) return;
    const asksName = inviteVerdict(checked).asksName;
    invite.mutate(
      {
        email: values.email,
        companyRoleId: values.companyRoleId,
        lang: values.lang,
        ...(asksName && values.firstname ? { firstname: values.firstname } : {}),
        ...(asksName && values.lastname ? { lastname: values.lastname } : {}),
      },
      {
        onSuccess: (result) => {
          notify(
            'done',
            t(result.outcome === 'added' ? 'team:invite.added' : 'team:invite.sent', { email: values.email }),
          );
          close();
        },
      },
    );
  };

  const roleOptions = roles
    .filter((role) => mayGiveAdminRoles || !isAdminRole(role.roles))
    .map((role) => ({ value: role.id, label: roleLabel(role, i18n.resolvedLanguage) }));

  return (
    <Dialog
      visible={visible}
      onHide={close}
      header={t('team:invite.title')}
      style={{ width: '92vw', maxWidth: '34rem' }}
      data-testid="invite-member-dialog"
      footer={
        <>
          <Button type="button" label={t('common.cancel')} text onClick={close} />
          <Button
            type="submit"
            form="team-invite-form"
            label={t('team:invite.submit')}
            icon="pi pi-send"
            loading={invite.isPending || checking.isPending}
            disabled={verdict?.blocked === true}
            data-testid="invite-member-submit"
          />
        </>
      }
    >
      <form
        id="team-invite-form"
        className={styles.dialogForm}
        noValidate
        onSubmit={(event) => void handleSubmit(submit)(event)}
      >
        <p className={styles.muted}>{t('team:invite.intro')}</p>
        <Controller
          control={control}
          name="email"
          render={({ field, fieldState }) => (
            <FormField id="invite-email" label={t('team:invite.email')} error={fieldState.error?.message}>
              <InputText
                {...field}
                {...fieldA11y('invite-email', fieldState.error?.message)}
                type="email"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                onKeyUp={forceEmail}
                onChange={(event) => {
                  field.onChange(event);
                  if (check) setCheck(null);
                }}
                onBlur={() => {
                  field.onBlur();
                  if (field.value) void checkAddress();
                }}
              />
            </FormField>
          )}
        />
        {verdict && check && (
          <Message
            severity={verdict.severity}
            text={t(verdict.key, { used: check.seats.used, total: check.seats.total })}
            data-testid="invite-check"
            data-kind={check.kind}
          />
        )}
        <Controller
          control={control}
          name="companyRoleId"
          render={({ field }) => (
            <FormField id="invite-role" label={t('team:invite.role')}>
              <Dropdown
                inputId="invite-role"
                value={field.value}
                options={roleOptions}
                onChange={(event) => field.onChange(event.value)}
              />
            </FormField>
          )}
        />
        {(verdict === null || verdict.asksName) && (
          <div className={styles.row}>
            {(['firstname', 'lastname'] as const).map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field, fieldState }) => (
                  <FormField
                    id={`invite-${name}`}
                    label={t(`team:invite.${name}`)}
                    error={fieldState.error?.message}
                    hint={t('team:invite.optional')}
                  >
                    <InputText {...field} {...fieldA11y(`invite-${name}`, fieldState.error?.message)} />
                  </FormField>
                )}
              />
            ))}
          </div>
        )}
        <Controller
          control={control}
          name="lang"
          render={({ field }) => (
            <FormField id="invite-lang" label={t('team:invite.lang')}>
              <Dropdown
                inputId="invite-lang"
                value={field.value}
                options={languages.map((lng) => ({ value: lng, label: t(`common.languages.${lng}`) }))}
                onChange={(event) => field.onChange(event.value)}
              />
            </FormField>
          )}
        />
      </form>
    </Dialog>
  );
}
