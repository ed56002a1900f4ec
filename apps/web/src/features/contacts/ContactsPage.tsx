import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { pathTo } from '../../app/routes/route-paths';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import { PageHeader } from '../../shared/ui/PageHeader';
import { useCurrentUser } from '../auth/useCurrentUser';
import { AccountManagerCard } from './AccountManagerCard';
import styles from './Contacts.module.css';
import page from '../../shared/ui/HelpPage.module.css';
import { SupportForm } from './SupportForm';
import { useCompanyContacts } from './useCompanyContacts';

/**
 * /contacts — whom to turn to: the active company's account manager, the support address, and the
 * support form (POST /mail/support). `?subject=` fills the form's subject (the guide's "contact us").
 */
export function ContactsPage() {
  const { t } = useTranslation('help');
  const { t: tr } = useTranslation();
  const [params] = useSearchParams();
  const user = useCurrentUser();
  const company = useSessionStore((state) => state.company);
  const contacts = useCompanyContacts(company?.id ?? null);
  const supportEmail = contacts.data?.supportEmail ?? null;

  return (
    <div className={page.page} data-page="contacts">
      <header className={page.header}>
        <PageHeader title={tr('routes.contacts')} />
        <p className={page.intro}>{t('contactsIntro')}</p>
      </header>

      <div className={styles.cards}>
        <AccountManagerCard
          companyName={company?.name ?? null}
          contacts={contacts.data}
          loading={contacts.isLoading}
          failed={contacts.isError}
        />
        <section className={styles.card} aria-labelledby="contacts-support-title">
          <h2 id="contacts-support-title" className={styles.cardTitle}>
            <i className="pi pi-headphones" aria-hidden="true" />
            {t('supportTitle')}
          </h2>
          <p className={styles.muted}>{t('supportText')}</p>
          {supportEmail && (
            <p className={styles.supportEmail}>
              <i className="pi pi-envelope" aria-hidden="true" />
              <a href={`mailto:${supportEmail}`} data-testid="support-email">
                {supportEmail}
              </a>
            </p>
          )}
          <p className={styles.guideHint}>
            {t('guideHint')}{' '}
            <Link to={pathTo('guide')} className={styles.guideLink}>
              {t('openGuide')}
            </Link>
          </p>
        </section>
      </div>

      <section className={styles.card} aria-labelledby="contacts-form-title">
        <h2 id="contacts-form-title" className={styles.cardTitle}>
          <i className="pi pi-send" aria-hidden="true" />
          {t('formTitle')}
        </h2>
        {user && <p className={styles.muted}>{t('formIntro', { email: user.email })}</p>}
        <SupportForm replyTo={user?.email ?? null} initialSubject={params.get('subject') ?? ''} />
      </section>
    </div>
  );
}
