import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import card from '../../shared/ui/SectionCard.module.css';
import styles from './AccountPage.module.css';

/**
 * /account/linkedin/callback: the return point for linking a professional-network account. No such
 * network is configured in this installation, so the page says so and leads back to the account.
 */
export function LinkedinCallbackPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <section className={card.section} aria-labelledby="linkedin-title">
        <header className={card.header}>
          <span className={card.icon} aria-hidden="true">
            <i className="pi pi-link" />
          </span>
          <h1 id="linkedin-title" className={card.title}>
            {t('account.linkedin.title')}
          </h1>
        </header>
        <div className={`${card.body} ${card.stack}`}>
          <p className={styles.muted}>{t('account.linkedin.body')}</p>
          <div className={styles.actions}>
            <Link to="/account" id="linkedin-back" className="p-button p-component">
              <i className="pi pi-arrow-left p-button-icon-left" aria-hidden="true" />
              <span className="p-button-label">{t('account.linkedin.back')}</span>
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
