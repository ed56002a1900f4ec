import type { MyApplication } from '@hiring/domain';
import { formatDate } from '../../shared/format/date';
import { defineTexts, useLanguage, useTexts } from '../i18n/language';
import { Link } from '../routing/Link';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Loading } from '../ui/Loading';
import { PageHeading } from '../ui/PageHeading';
import { useLoad } from '../ui/useLoad';
import { StateTag, StepTag, Tag } from './ApplicationTags';
import { CompanyLine } from './CompanyLine';
import { myApplicationsApi } from './my-applications-api';
import { unreadByApplication } from './unread-by-application';
import styles from './Applications.module.css';

const texts = defineTexts({
  it: {
    title: 'Le mie candidature',
    empty: 'Non ti sei ancora candidato a nessuna offerta. Quando lo farai, qui potrai seguire ogni passo.',
    appliedOn: (date: string) => `Candidatura del ${date}`,
    status: 'Stato',
    interview: 'Colloquio da confermare',
    questions: (n: number) => (n === 1 ? '1 domanda da rispondere' : `${n} domande da rispondere`),
    unread: (n: number) => (n === 1 ? '1 messaggio non letto' : `${n} messaggi non letti`),
  },
  en: {
    title: 'My applications',
    empty: 'You have not applied to any job yet. When you do, you can follow every step here.',
    appliedOn: (date: string) => `Applied on ${date}`,
    status: 'Status',
    interview: 'Interview to confirm',
    questions: (n: number) => (n === 1 ? '1 question to answer' : `${n} questions to answer`),
    unread: (n: number) => (n === 1 ? '1 unread message' : `${n} unread messages`),
  },
});

interface Loaded {
  applications: MyApplication[];
  unread: Map<number, number>;
}

/** The candidate's applications and, for the badges, the unread messages of each one's company. */
async function loadApplications(lang: 'it' | 'en', signal: AbortSignal): Promise<Loaded> {
  const [applications, conversations] = await Promise.all([
    myApplicationsApi.list(lang, signal),
    // The badges are a bonus: the list shows without them when the chat cannot be read.
    myApplicationsApi.conversations(signal).catch(() => []),
  ]);
  const chatIds = [...new Set(applications.flatMap((a) => (a.chatId === null ? [] : [a.chatId])))];
  const companies = await myApplicationsApi
    .chatCompanies(chatIds, signal)
    .catch(() => new Map<number, number>());
  return { applications, unread: unreadByApplication(applications, companies, conversations) };
}

function ApplicationSummary({ application, unread }: { application: MyApplication; unread: number }) {
  const t = useTexts(texts);
  const latest = application.steps.at(-1);
  const interviewToAnswer = application.interviews.some((i) => i.status === 'requested');
  return (
    <li className={`t-card ${styles.summary}`}>
      <CompanyLine job={application.job}>
        <h2 className={styles.title}>
          <Link className={styles.summaryLink} href={`/talents/applications/${application.id}`}>
            {application.job.title}
          </Link>
        </h2>
      </CompanyLine>
      <p className={styles.meta}>{t.appliedOn(formatDate(application.createdAt))}</p>
      <ul className={styles.tags} aria-label={t.status}>
        <li>
          {application.state === 'active' && latest ? (
            <StepTag step={latest} />
          ) : (
            <StateTag state={application.state} />
          )}
        </li>
        {application.state === 'active' && interviewToAnswer ? (
          <li>
            <Tag tone="attention">{t.interview}</Tag>
          </li>
        ) : null}
        {application.state === 'active' && application.openQuestions > 0 ? (
          <li>
            <Tag tone="attention">{t.questions(application.openQuestions)}</Tag>
          </li>
        ) : null}
        {unread > 0 ? (
          <li>
            <Tag tone="info">{t.unread(unread)}</Tag>
          </li>
        ) : null}
      </ul>
    </li>
  );
}

/** /talents/applications: every application, newest first, with what waits for the candidate. */
export default function ApplicationsPage() {
  const t = useTexts(texts);
  const lang = useLanguage();
  const { data, error, loading } = useLoad((signal) => loadApplications(lang, signal), lang);
  return (
    <>
      <PageHeading title={t.title} />
      {loading && !data ? <Loading /> : null}
      <ErrorMessage error={error} />
      {data && data.applications.length === 0 ? <p className="t-card">{t.empty}</p> : null}
      {data && data.applications.length > 0 ? (
        <ul className={styles.list}>
          {data.applications.map((application) => (
            <ApplicationSummary
              key={application.id}
              application={application}
              unread={data.unread.get(application.id) ?? 0}
            />
          ))}
        </ul>
      ) : null}
    </>
  );
}
