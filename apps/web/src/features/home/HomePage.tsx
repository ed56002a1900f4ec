import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../auth/useCurrentUser';
import { useLogout } from '../auth/useLogout';
import styles from './HomePage.module.css';

export function HomePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const logout = useLogout();
  const name = user ? `${user.firstname} ${user.lastname}`.trim() : '';
  const isAdmin = user?.isAdmin ?? false;

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="home-title">
        <div className={styles.heading}>
          <h1 id="home-title" className={styles.title}>
            {t('home.greeting', { name })}
          </h1>
          {isAdmin && <Tag value={t('home.admin')} severity="info" icon="pi pi-shield" />}
        </div>
        <p className={styles.intro}>{t('home.intro')}</p>
        <dl className={styles.facts}>
          <dt>{t('home.role')}</dt>
          <dd data-admin={isAdmin}>{isAdmin ? t('home.admin') : t('home.notAdmin')}</dd>
          {user && (
            <>
              <dt>{t('login.email')}</dt>
              <dd>{user.email}</dd>
            </>
          )}
        </dl>
        <Button
          type="button"
          label={t('home.logout')}
          icon="pi pi-sign-out"
          severity="secondary"
          outlined
          onClick={logout}
        />
      </section>
    </div>
  );
}
