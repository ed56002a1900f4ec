import type { CandidateDetail } from '@hiring/domain';
import { useTranslation } from 'react-i18next';
import { StartChatButton } from '../messages/StartChatButton';
import styles from './CandidateDetail.module.css';

/** The candidate's e-mail and phone, and a message through the app's chat. */
export function CandidateContactTab({ detail }: { detail: CandidateDetail }) {
  const { t } = useTranslation();
  const { contact, candidate } = detail;
  const chat = (
    <StartChatButton
      candidateUserId={candidate.userId}
      jobId={detail.application.jobId}
      name={`${candidate.firstname} ${candidate.lastname}`}
    />
  );
  if (!contact) {
    return (
      <>
        <p>{t('board.contact.none')}</p>
        {chat}
      </>
    );
  }
  return (
    <>
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
      {chat}
    </>
  );
}
