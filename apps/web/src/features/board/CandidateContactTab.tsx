import type { CandidateDetail } from '@hiring/domain';
import { useTranslation } from 'react-i18next';
import styles from './CandidateDetail.module.css';

/** The candidate's e-mail and phone. */
export function CandidateContactTab({ contact }: { contact: CandidateDetail['contact'] }) {
  const { t } = useTranslation();
  if (!contact) return <p>{t('board.contact.none')}</p>;
  return (
    <dl className={styles.facts} data-testid="candidate-contact">
      <dt>{t('board.contact.email')}</dt>
      <dd>
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </dd>
      <dt>{t('board.contact.phone')}</dt>
      <dd>
        {contact.phone ? <a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a> : '—'}
      </dd>
    </dl>
  );
}
