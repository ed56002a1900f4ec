import type { MeetingStatus, MyInterview } from '@hiring/domain';
import { useEffect, useRef, useState } from 'react';
import { defineTexts, useTexts } from '../i18n/language';
import { announce } from '../ui/announce';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Tag } from './ApplicationTags';
import { ConfirmDialog } from './ConfirmDialog';
import { interviewTimeRange } from './interview-time';
import { myApplicationsApi } from './my-applications-api';
import styles from './Applications.module.css';

const texts = defineTexts({
  it: {
    kind: { 1: 'Colloquio in sede', 2: 'Colloquio online' },
    status: {
      requested: 'Da confermare',
      accepted: 'Accettato',
      confirmed: 'Confermato',
      completed: 'Svolto',
      cancelled: 'Annullato',
    } satisfies Record<MeetingStatus, string>,
    statusHint: {
      requested: 'L’azienda ti propone questo colloquio: accettalo o rifiutalo.',
      accepted: 'Hai accettato: l’azienda confermerà il colloquio.',
      confirmed: 'L’azienda ha confermato il colloquio.',
      completed: '',
      cancelled: '',
    } satisfies Record<MeetingStatus, string>,
    when: 'Quando',
    where: 'Dove',
    link: 'Collegamento',
    note: 'Nota dell’azienda',
    accept: 'Accetta',
    decline: 'Rifiuta',
    cancel: 'Annulla il colloquio',
    calendar: 'Aggiungi al calendario',
    accepted: 'Colloquio accettato',
    declined: 'Colloquio rifiutato',
    cancelled: 'Colloquio annullato',
    calendarSaved: 'File del calendario scaricato',
    declineTitle: 'Rifiutare il colloquio?',
    declineBody: 'L’azienda riceverà la notizia. Potrà proporti un’altra data.',
    cancelTitle: 'Annullare il colloquio?',
    cancelBody: 'L’azienda riceverà la notizia e il colloquio sarà tolto dal calendario.',
    keep: 'No, torna indietro',
  },
  en: {
    kind: { 1: 'On-site interview', 2: 'Online interview' },
    status: {
      requested: 'To confirm',
      accepted: 'Accepted',
      confirmed: 'Confirmed',
      completed: 'Held',
      cancelled: 'Cancelled',
    } satisfies Record<MeetingStatus, string>,
    statusHint: {
      requested: 'The company offers you this interview: accept or decline it.',
      accepted: 'You accepted: the company will confirm the interview.',
      confirmed: 'The company confirmed the interview.',
      completed: '',
      cancelled: '',
    } satisfies Record<MeetingStatus, string>,
    when: 'When',
    where: 'Where',
    link: 'Link',
    note: 'Note from the company',
    accept: 'Accept',
    decline: 'Decline',
    cancel: 'Cancel the interview',
    calendar: 'Add to calendar',
    accepted: 'Interview accepted',
    declined: 'Interview declined',
    cancelled: 'Interview cancelled',
    calendarSaved: 'Calendar file downloaded',
    declineTitle: 'Decline the interview?',
    declineBody: 'The company will be told. It may offer you another date.',
    cancelTitle: 'Cancel the interview?',
    cancelBody: 'The company will be told and the interview taken off the calendar.',
    keep: 'No, go back',
  },
});

const statusTone: Record<MeetingStatus, string> = {
  requested: 'attention',
  accepted: 'intreq',
  confirmed: 'intconf',
  completed: 'default',
  cancelled: 'cancel',
};

const live = (status: MeetingStatus) =>
  status === 'requested' || status === 'accepted' || status === 'confirmed';

/**
 * One interview: kind, time range, place or link, status; a requested one is accepted or declined
 * (docs/interviews.md: `PATCH /meeting/{id}` accepted, `DELETE /meeting/{id}`), a live one goes to the
 * calendar as an .ics. `canAct`: the application is still live (not withdrawn, decided or closed).
 */
export function InterviewCard({
  interview,
  canAct,
  onChanged,
}: {
  interview: MyInterview;
  canAct: boolean;
  onChanged: () => void;
}) {
  const t = useTexts(texts);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [asking, setAsking] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The buttons pressed go away with the new status: the focus moves to this interview's heading,
  // once the dialog (if any) has closed and handed the focus back.
  const [focusRound, setFocusRound] = useState(0);
  useEffect(() => {
    if (focusRound > 0) heading.current?.focus();
  }, [focusRound]);
  const { status } = interview;

  const run = async (action: () => Promise<unknown>, done: string, changes = true) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      announce(done);
      setAsking(false);
      if (changes) {
        setFocusRound((n) => n + 1);
        onChanged();
      }
    } catch (failure) {
      setError(failure);
      setAsking(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="t-card" data-testid="interview">
      <div className="t-row">
        <h3 ref={heading} tabIndex={-1} className={styles.title}>
          {t.kind[interview.meetingTypeId]}
        </h3>
        <span data-testid="interview-status">
          <Tag tone={statusTone[status]}>{t.status[status]}</Tag>
        </span>
      </div>
      {t.statusHint[status] ? <p className="t-muted">{t.statusHint[status]}</p> : null}
      <dl>
        <dt className="t-muted">{t.when}</dt>
        <dd className={styles.plain}>{interviewTimeRange(interview.startsAt, interview.endsAt)}</dd>
        {interview.place ? (
          <>
            <dt className="t-muted">{t.where}</dt>
            <dd className={styles.plain}>{interview.place}</dd>
          </>
        ) : null}
        {interview.link ? (
          <>
            <dt className="t-muted">{t.link}</dt>
            <dd className={styles.plain}>
              <a href={interview.link} target="_blank" rel="noopener noreferrer">
                {interview.link}
              </a>
            </dd>
          </>
        ) : null}
        {interview.note ? (
          <>
            <dt className="t-muted">{t.note}</dt>
            <dd className={styles.plain}>{interview.note}</dd>
          </>
        ) : null}
      </dl>
      <ErrorMessage error={error} />
      {live(status) ? (
        <div className={styles.actions}>
          {canAct && status === 'requested' ? (
            <>
              <button
                type="button"
                className="t-button"
                disabled={busy}
                onClick={() => void run(() => myApplicationsApi.acceptInterview(interview.id), t.accepted)}
              >
                {t.accept}
              </button>
              <button
                type="button"
                className="t-button t-button-secondary"
                disabled={busy}
                onClick={() => setAsking(true)}
              >
                {t.decline}
              </button>
            </>
          ) : null}
          <button
            type="button"
            className="t-button t-button-secondary"
            disabled={busy}
            onClick={() =>
              void run(() => myApplicationsApi.downloadIcs(interview.id), t.calendarSaved, false)
            }
          >
            {t.calendar}
          </button>
          {canAct && status !== 'requested' ? (
            <button type="button" className="t-button-link" disabled={busy} onClick={() => setAsking(true)}>
              {t.cancel}
            </button>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={status === 'requested' ? t.declineTitle : t.cancelTitle}
        body={status === 'requested' ? t.declineBody : t.cancelBody}
        confirm={status === 'requested' ? t.decline : t.cancel}
        cancel={t.keep}
        danger
        busy={busy}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          void run(
            () => myApplicationsApi.declineInterview(interview.id),
            status === 'requested' ? t.declined : t.cancelled,
          )
        }
      />
    </li>
  );
}
