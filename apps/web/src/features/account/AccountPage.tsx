import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../shared/ui/PageLoading';
import { ExpiredPasswordGate } from '../auth/ExpiredPasswordGate';
import { useCurrentUser } from '../auth/useCurrentUser';
import styles from './AccountPage.module.css';
import { DeleteAccountSection } from './DeleteAccountSection';
import { EmailSection } from './EmailSection';
import { PreferencesSection } from './PreferencesSection';
import { ProfileSection } from './ProfileSection';
import { SecuritySection } from './SecuritySection';
import { WorkingHoursSection } from './WorkingHoursSection';

/** /account: the signed-in user's own settings (spec section 2). */
export function AccountPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user) return <PageLoading />;
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 id="account-title" className={styles.pageTitle}>
          {t('account.title')}
        </h1>
        <p className={styles.muted}>{t('account.subtitle')}</p>
      </header>
      <div className={styles.sections}>
        <ProfileSection user={user} />
        <EmailSection user={user} />
        <SecuritySection />
        <PreferencesSection user={user} />
        <WorkingHoursSection user={user} />
        <DeleteAccountSection />
      </div>
      {/* The shell mounts the gate for every page; this one covers the account page until it does. */}
      <ExpiredPasswordGate />
    </div>
  );
}
