import type { ErasureReceipt } from '@hiring/domain';
import { formatDateTime } from '../../shared/format/date';
import { openBlob } from '../../shared/files/open-blob';
import { defineTexts, useTexts } from '../i18n/language';
import { Link } from '../routing/Link';
import { PageHeading } from '../ui/PageHeading';
import { readErasureReceipt } from './erasure-receipt-store';
import styles from './MyData.module.css';

const texts = defineTexts({
  it: {
    title: 'Account eliminato',
    done: 'Il tuo account e i tuoi dati personali sono stati cancellati. Sei uscito dall’app.',
    receipt: 'Ricevuta di cancellazione',
    code: 'Codice della ricevuta',
    erasedAt: 'Data',
    files: 'File cancellati',
    records: 'Dati cancellati o resi anonimi',
    keep: 'Conserva il codice: è la prova della cancellazione, se dovessi chiederne conto.',
    print: 'Stampa la ricevuta',
    download: 'Scarica la ricevuta (JSON)',
    home: 'Torna alla pagina iniziale',
    none: 'Nessuna ricevuta da mostrare in questa scheda del browser.',
    tables: {
      user: 'Account',
      user_detail: 'Profilo',
      user_professional_skill: 'Competenze professionali',
      user_language: 'Lingue',
      user_soft_skill: 'Soft skill',
      user_driver_license: 'Patenti',
      user_protected_class: 'Categorie protette',
      user_preference: 'Preferenze',
      user_curriculum: 'CV',
      user_certificate: 'Certificati',
      user_picture: 'Foto',
      video_introduction: 'Video di presentazione',
      video_answer: 'Risposte video',
      video: 'Video',
      session: 'Sessioni di accesso',
      push_subscription: 'Iscrizioni alle notifiche push',
      application: 'Candidature (rese anonime)',
      application_user_detail: 'Profili inviati con le candidature',
      application_step: 'Passi delle candidature',
      application_note: 'Note delle aziende',
      application_question: 'Domande e risposte',
      meeting: 'Colloqui',
      message: 'Messaggi',
      chat: 'Conversazioni',
      notice_update: 'Notifiche',
      saved_job: 'Offerte salvate',
      hidden_job: 'Offerte nascoste',
      saved_user: 'Profili salvati dalle aziende',
      job_invitation: 'Inviti a candidarsi',
      application_user_curriculum: 'CV inviati con le candidature',
      application_user_certificate: 'Certificati inviati con le candidature',
      video_interview: 'Video colloqui',
      video_encoding: 'Conversioni video',
      video_encoded: 'Video convertiti',
      ai_data: 'Analisi AI',
      refresh_token: 'Chiavi di rinnovo della sessione',
      email_secret: 'Codici di verifica email',
      attempt_window: 'Contatori dei tentativi di accesso',
      mail_outbox: 'Email inviate a te',
      recruiter_preference: 'Preferenze dei selezionatori',
      policy_mailing_recipient: 'Invii dell’informativa privacy',
      job_event: 'Storico delle bacheche',
      consent: 'Consensi (conservati come prova)',
      audit_log_scrubbed: 'Registro accessi ripulito',
      application_question_scrubbed: 'Domande ripulite',
      invitation: 'Inviti',
      mail_outbox_scrubbed: 'Email ripulite',
    } as Record<string, string>,
  },
  en: {
    title: 'Account deleted',
    done: 'Your account and your personal data have been erased. You are signed out.',
    receipt: 'Erasure receipt',
    code: 'Receipt code',
    erasedAt: 'Date',
    files: 'Files erased',
    records: 'Data erased or anonymised',
    keep: 'Keep the code: it is the proof of the erasure, should you ever need it.',
    print: 'Print the receipt',
    download: 'Download the receipt (JSON)',
    home: 'Back to the home page',
    none: 'No receipt to show in this browser tab.',
    tables: {
      user: 'Account',
      user_detail: 'Profile',
      user_professional_skill: 'Professional skills',
      user_language: 'Languages',
      user_soft_skill: 'Soft skills',
      user_driver_license: 'Driving licences',
      user_protected_class: 'Protected categories',
      user_preference: 'Preferences',
      user_curriculum: 'CV',
      user_certificate: 'Certificates',
      user_picture: 'Picture',
      video_introduction: 'Video introduction',
      video_answer: 'Video answers',
      video: 'Videos',
      session: 'Sign-in sessions',
      push_subscription: 'Push notification subscriptions',
      application: 'Applications (anonymised)',
      application_user_detail: 'Profiles sent with applications',
      application_step: 'Application steps',
      application_note: 'Companies’ notes',
      application_question: 'Questions and answers',
      meeting: 'Interviews',
      message: 'Messages',
      chat: 'Conversations',
      notice_update: 'Notifications',
      saved_job: 'Saved jobs',
      hidden_job: 'Hidden jobs',
      saved_user: 'Profiles saved by companies',
      job_invitation: 'Invitations to apply',
      application_user_curriculum: 'CVs sent with applications',
      application_user_certificate: 'Certificates sent with applications',
      video_interview: 'Video interviews',
      video_encoding: 'Video conversions',
      video_encoded: 'Converted videos',
      ai_data: 'AI analyses',
      refresh_token: 'Session renewal keys',
      email_secret: 'E-mail verification codes',
      attempt_window: 'Sign-in attempt counters',
      mail_outbox: 'E-mails sent to you',
      recruiter_preference: 'Recruiters’ preferences',
      policy_mailing_recipient: 'Privacy policy mailings',
      job_event: 'Board history',
      consent: 'Consents (kept as proof)',
      audit_log_scrubbed: 'Access log cleaned',
      application_question_scrubbed: 'Questions cleaned',
      invitation: 'Invitations',
      mail_outbox_scrubbed: 'E-mails cleaned',
    } as Record<string, string>,
  },
});

function downloadReceipt(receipt: ErasureReceipt): void {
  const blob = new Blob([JSON.stringify(receipt, null, 2)], { type: 'application/json' });
  openBlob(blob, `erasure-receipt-${receipt.code}.json`, false);
}

/** /talents/account-deleted: the final screen of the account's deletion, with its receipt. */
export default function AccountDeletedPage() {
  const t = useTexts(texts);
  const receipt = readErasureReceipt();
  if (!receipt) {
    return (
      <>
        <PageHeading title={t.title} />
        <p>{t.none}</p>
        <Link href="/talents">{t.home}</Link>
      </>
    );
  }
  const rows = Object.entries(receipt.summary.tables)
    .map(([table, count]) => ({ table, label: t.tables[table] ?? table, count }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <>
      <PageHeading title={t.title} />
      <p className="t-alert t-alert-success" role="status">
        {t.done}
      </p>
      <section
        className={`t-card t-stack ${styles.section}`}
        aria-labelledby="receipt-title"
        data-testid="erasure-receipt"
      >
        <h2 id="receipt-title">{t.receipt}</h2>
        <dl className={styles.receipt}>
          <dt>{t.code}</dt>
          <dd>
            <code className={styles.code} data-testid="erasure-receipt-code">
              {receipt.code}
            </code>
          </dd>
          <dt>{t.erasedAt}</dt>
          <dd>{formatDateTime(receipt.erasedAt)}</dd>
          <dt>{t.files}</dt>
          <dd>{receipt.summary.files}</dd>
        </dl>
        <h3 className={styles.subtitle}>{t.records}</h3>
        <ul className={styles.counts}>
          {rows.map(({ table, label, count }) => (
            <li key={table}>
              <span>{label}</span> <strong>{count}</strong>
            </li>
          ))}
        </ul>
        <p className="t-muted">{t.keep}</p>
        <div className={`t-row ${styles.actions}`}>
          <button type="button" className="t-button" onClick={() => window.print()}>
            {t.print}
          </button>
          <button
            type="button"
            className="t-button t-button-secondary"
            onClick={() => downloadReceipt(receipt)}
          >
            {t.download}
          </button>
        </div>
      </section>
      <p className={styles.actions}>
        <Link href="/talents">{t.home}</Link>
      </p>
    </>
  );
}
