import type { MyApplication, MyApplicationState } from '@hiring/domain';
import { useEffect, useRef, useState } from 'react';
import { formatDate } from '../../shared/format/date';
import { ApiError } from '../../shared/api/api-error';
import { defineTexts, useLanguage, useTexts } from '../i18n/language';
import { useLiveEvent } from '../live/useLiveEvent';
import { Link } from '../routing/Link';
import type { PageProps } from '../routing/routes';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Loading } from '../ui/Loading';
import { PageHeading } from '../ui/PageHeading';
import { useLoad } from '../ui/useLoad';
import { StateTag } from './ApplicationTags';
import { ChatSection } from './ChatSection';
import { CompanyLine } from './CompanyLine';
import { InterviewCard } from './InterviewCard';
import { QuestionsSection } from './QuestionsSection';
import { StepTimeline } from './StepTimeline';
import { WithdrawSection } from './WithdrawSection';
import { myApplicationsApi } from './my-applications-api';
import styles from './Applications.module.css';

const texts = defineTexts({
  it: {
    back: 'Le mie candidature',
    title: 'Candidatura',
    notFound: 'Questa candidatura non esiste o non è tua.',
    appliedOn: (date: string) => `Candidatura inviata il ${date}`,
    interviews: 'Colloqui',
    stateNote: {
      active: '',
      withdrawn: 'Hai ritirato questa candidatura.',
      hired: 'Congratulazioni: l’azienda ti ha scelto per questo lavoro.',
      rejected: 'L’azienda ha scelto altri candidati per questa offerta.',
      closed: 'L’offerta è chiusa: la candidatura non prosegue.',
    } satisfies Record<MyApplicationState, string>,
  },
  en: {
    back: 'My applications',
    title: 'Application',
    notFound: 'This application does not exist or is not yours.',
    appliedOn: (date: string) => `Applied on ${date}`,
    interviews: 'Interviews',
    stateNote: {
      active: '',
      withdrawn: 'You withdrew this application.',
      hired: 'Congratulations: the company chose you for this job.',
      rejected: 'The company chose other candidates for this job.',
      closed: 'The job is closed: the application goes no further.',
    } satisfies Record<MyApplicationState, string>,
  },
});

function Application({ application, onChanged }: { application: MyApplication; onChanged: () => void }) {
  const t = useTexts(texts);
  const canAct = application.state === 'active';
  // Bumped by each answer: the questions are read again (a correction changes no count below).
  const [answers, setAnswers] = useState(0);
  // After a withdrawal the actions go away: the focus moves to the note that says so.
  const note = useRef<HTMLParagraphElement>(null);
  const focusNote = useRef(false);
  useEffect(() => {
    if (focusNote.current && application.state === 'withdrawn') {
      focusNote.current = false;
      note.current?.focus();
    }
  }, [application.state]);

  return (
    <>
      <CompanyLine job={application.job}>
        <PageHeading title={application.job.title} />
      </CompanyLine>
      <p className={styles.meta}>{t.appliedOn(formatDate(application.createdAt))}</p>
      <p data-testid="application-state">
        <StateTag state={application.state} />
      </p>
      {t.stateNote[application.state] ? (
        <p ref={note} tabIndex={-1} className="t-alert">
          {t.stateNote[application.state]}
        </p>
      ) : null}

      {application.interviews.length > 0 ? (
        <section className={styles.section} aria-labelledby="interviews-title">
          <h2 id="interviews-title">{t.interviews}</h2>
          <ol className={styles.list}>
            {application.interviews.map((interview) => (
              <InterviewCard key={interview.id} interview={interview} canAct={canAct} onChanged={onChanged} />
            ))}
          </ol>
        </section>
      ) : null}

      <QuestionsSection
        applicationId={application.id}
        version={JSON.stringify([answers, application.openQuestions, application.steps.length])}
        canAct={canAct}
        onAnswered={() => {
          setAnswers((n) => n + 1);
          onChanged();
        }}
      />

      <ChatSection
        chatId={application.chatId}
        companyName={application.job.companyName}
        canWrite={application.state !== 'withdrawn'}
      />

      {application.steps.length > 0 ? <StepTimeline steps={application.steps} /> : null}

      {canAct ? (
        <WithdrawSection
          applicationId={application.id}
          onWithdrawn={() => {
            focusNote.current = true;
            onChanged();
          }}
        />
      ) : null}
    </>
  );
}

/**
 * /talents/applications/:id: one application (docs/talents.md, "My applications (web)"): where it
 * stands, its interviews to accept or decline, the questions to answer, the chat with the company,
 * the steps, and the withdrawal. A live notice (a new step, a message) reads it again.
 */
export default function ApplicationPage({ params }: PageProps) {
  const t = useTexts(texts);
  const lang = useLanguage();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, loading, reload } = useLoad(
    (signal) => (valid ? myApplicationsApi.get(id, lang, signal) : Promise.reject(new ApiError(404, []))),
    `${id}:${lang}`,
  );
  // The company moved the application, booked or changed an interview, asked, or opened the chat.
  useLiveEvent('notice', reload);

  const missing = error instanceof ApiError && error.status === 404;
  return (
    <>
      <p>
        <Link href="/talents/applications">
          <span aria-hidden="true">← </span>
          {t.back}
        </Link>
      </p>
      {data ? <Application key={data.id} application={data} onChanged={reload} /> : null}
      {!data && loading ? <Loading /> : null}
      {!data && missing ? (
        <>
          <PageHeading title={t.title} />
          <p className="t-alert t-alert-error" role="alert">
            {t.notFound}
          </p>
        </>
      ) : null}
      {!missing ? <ErrorMessage error={error} /> : null}
    </>
  );
}
