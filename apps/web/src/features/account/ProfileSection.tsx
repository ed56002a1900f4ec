import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { rules } from '../../shared/forms/form-rules';
import { TextField } from '../../shared/forms/TextField';
import { useScrollToFirstError } from '../../shared/forms/useScrollToFirstError';
import type { SessionUser } from '../../shared/stores/useSessionStore';
import { useToast } from '../../shared/ui/toast/useToast';
import styles from './AccountPage.module.css';
import { AccountPicture } from './AccountPicture';
import { AccountSection } from './AccountSection';
import { useUpdateUser } from './useUpdateUser';

const schema = z.object({ firstname: rules.required().max(100), lastname: rules.required().max(100) });
type ProfileForm = z.infer<typeof schema>;

/** The picture (AccountPicture) and the first and last name (PATCH /auth/user). */
export function ProfileSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const notify = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const scrollToFirstError = useScrollToFirstError(formRef);
  const { control, handleSubmit, reset, formState } = useForm<ProfileForm>({
    resolver: zodResolver(schema),
    values: { firstname: user.firstname, lastname: user.lastname },
  });
  const update = useUpdateUser((saved) => {
    reset({ firstname: saved.firstname, lastname: saved.lastname });
    notify('done', t('account.profile.saved'));
  });

  return (
    <AccountSection id="account-profile" icon="pi-user" title={t('account.profile.title')}>
      <div className={styles.profile}>
        <AccountPicture user={user} />
        <form
          ref={formRef}
          className={styles.form}
          noValidate
          onSubmit={(event) =>
            void handleSubmit((values) => update.mutate(values), scrollToFirstError)(event)
          }
        >
          <div className={styles.row}>
            <TextField
              control={control}
              name="firstname"
              id="account-firstname"
              label={t('account.profile.firstname')}
              autoComplete="given-name"
            />
            <TextField
              control={control}
              name="lastname"
              id="account-lastname"
              label={t('account.profile.lastname')}
              autoComplete="family-name"
            />
          </div>
          <div className={styles.actions}>
            <Button
              type="submit"
              id="account-profile-save"
              label={t('common.save')}
              icon="pi pi-check"
              loading={update.isPending}
              disabled={!formState.isDirty}
            />
          </div>
        </form>
      </div>
    </AccountSection>
  );
}
