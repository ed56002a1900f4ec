import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChangeDialog } from '../auth/PasswordChangeDialog';
import { useLogout } from '../auth/useLogout';
import styles from './AccountPage.module.css';
import { AccountSection } from './AccountSection';

/** Password change (opens the dialog) and logging out of this device. */
export function SecuritySection() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  return (
    <AccountSection id="account-security" icon="pi-shield" title={t('account.security.title')}>
      <div className={styles.setting}>
        <div>
          <span className={styles.settingLabel}>{t('account.security.password')}</span>
          <p className={styles.settingHint}>{t('account.security.passwordHint')}</p>
        </div>
        <Button
          type="button"
          id="account-password-change"
          label={t('account.security.changePassword')}
          icon="pi pi-key"
          outlined
          onClick={() => setOpen(true)}
        />
      </div>
      <div className={styles.setting}>
        <div>
          <span className={styles.settingLabel}>{t('account.security.logout')}</span>
          <p className={styles.settingHint}>{t('account.security.logoutHint')}</p>
        </div>
        <Button
          type="button"
          id="account-logout"
          label={t('account.security.logout')}
          icon="pi pi-sign-out"
          severity="secondary"
          outlined
          onClick={logout}
        />
      </div>
      <PasswordChangeDialog visible={open} mode="normal" onHide={() => setOpen(false)} />
    </AccountSection>
  );
}
