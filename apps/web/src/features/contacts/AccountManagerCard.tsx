import type { CompanyContacts } from '@hiring/domain/help/company-contacts';
import { Avatar } from 'primereact/avatar';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../shared/ui/LoadingBlock';
import styles from './Contacts.module.css';

const initials = (firstname: string, lastname: string) =>
  `${firstname.trim().charAt(0)}${lastname.trim().charAt(0)}`.toUpperCase();

/** The company's account manager: who they are and how to reach them (or that there is none yet). */
export function AccountManagerCard(props: {
  companyName: string | null;
  contacts: CompanyContacts | undefined;
  loading: boolean;
  failed: boolean;
}) {
  const { t } = useTranslation('help');
  const manager = props.contacts?.accountManager ?? null;
  const companyName = props.contacts?.companyName ?? props.companyName ?? '';

  let body;
  if (props.companyName === null) body = <p className={styles.muted}>{t('noCompany')}</p>;
  else if (props.loading) body = <LoadingBlock label={t('managerTitle')} />;
  else if (props.failed) body = <p className={styles.muted}>{t('contactsUnavailable')}</p>;
  else if (!manager) body = <p className={styles.muted}>{t('managerNone', { company: companyName })}</p>;
  else {
    const name = `${manager.firstname} ${manager.lastname}`.trim();
    body = (
      <div className={styles.person} data-testid="account-manager">
        {manager.picture ? (
          <Avatar image={manager.picture} size="xlarge" shape="circle" aria-hidden="true" />
        ) : (
          <Avatar
            label={initials(manager.firstname, manager.lastname)}
            size="xlarge"
            shape="circle"
            className={styles.avatar}
            aria-hidden="true"
          />
        )}
        <div className={styles.personText}>
          <p className={styles.personName}>{name}</p>
          <p className={styles.muted}>{t('managerOf', { company: companyName })}</p>
          <dl className={styles.channels}>
            <dt>{t('email')}</dt>
            <dd>
              <a href={`mailto:${manager.email}`} data-testid="manager-email">
                {manager.email}
              </a>
            </dd>
            {manager.phone && (
              <>
                <dt>{t('phone')}</dt>
                <dd>
                  <a href={`tel:${manager.phone.replace(/[^\d+]/g, '')}`} data-testid="manager-phone">
                    {manager.phone}
                  </a>
                </dd>
              </>
            )}
          </dl>
        </div>
      </div>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="contacts-manager-title">
      <h2 id="contacts-manager-title" className={styles.cardTitle}>
        <i className="pi pi-user" aria-hidden="true" />
        {t('managerTitle')}
      </h2>
      {body}
    </section>
  );
}
