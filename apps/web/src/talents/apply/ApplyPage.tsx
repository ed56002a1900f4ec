import { useState, type ReactNode } from 'react';
import type { PublicJob } from '@hiring/domain/jobs/public-job';
import { ApiError } from '../../shared/api/api-error';
import { defineTexts, useLanguage, useTexts } from '../i18n/language';
import { Link } from '../routing/Link';
import type { PageProps } from '../routing/routes';
import { announce } from '../ui/announce';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Loading } from '../ui/Loading';
import { PageHeading } from '../ui/PageHeading';
import { useLoad } from '../ui/useLoad';
import styles from './Apply.module.css';
import { loadApplicant, loadJob } from './apply-api';
import { ApplyForm } from './ApplyForm';

const texts = defineTexts({
  it: {
    title: 'Candidatura',
    applyTo: 'Candidati a',
    docTitle: (job: string) => `Candidati a ${job}`,
    goneTitle: 'Offerta non disponibile',
    notFound: 'Questa offerta non esiste o non è pubblicata.',
    closed: 'Questa offerta è chiusa: non accetta più candidature.',
    home: 'Torna all’inizio',
    sentTitle: 'Candidatura inviata',
    sent: (job: string, company: string) => `${company} ha ricevuto la tua candidatura per «${job}».`,
    follow:
      'Nella pagina della candidatura vedrai i passi della selezione, le richieste di colloquio e i messaggi.',
    open: 'Segui la candidatura',
    alreadyTitle: 'Ti sei già candidato',
    already: 'Hai già inviato una candidatura per questa offerta.',
    openExisting: 'Vai alla tua candidatura',
    announced: (job: string) => `Candidatura inviata: ${job}`,
  },
  en: {
    title: 'Application',
    applyTo: 'Apply to',
    docTitle: (job: string) => `Apply to ${job}`,
    goneTitle: 'Job post not available',
    notFound: 'This job post does not exist or is not published.',
    closed: 'This job post is closed: it no longer takes applications.',
    home: 'Back to the start',
    sentTitle: 'Application sent',
    sent: (job: string, company: string) => `${company} received your application for “${job}”.`,
    follow:
      'On the application’s page you will see the steps of the selection, interview requests and messages.',
    open: 'Follow the application',
    alreadyTitle: 'You already applied',
    already: 'You have already sent an application for this job post.',
    openExisting: 'Go to your application',
    announced: (job: string) => `Application sent: ${job}`,
  },
});

/** The company and the place of the job, under its title (or inside a card). */
function JobLine({ job, inCard = false }: { job: PublicJob; inCard?: boolean }) {
  return (
    <p className={inCard ? styles.companyInCard : styles.company}>
      {job.company.name}
      {job.place ? ` · ${job.place}` : ''}
    </p>
  );
}

/**
 * /talents/apply/:jobId, where the public job page's Apply link leads (a signed-out visitor signs in
 * first and comes back): the job, then one form (ApplyForm), then "Application sent" with the link to
 * follow it. An application already sent to the job is shown instead of the form.
 */
export default function ApplyPage({ params }: PageProps) {
  const t = useTexts(texts);
  const lang = useLanguage();
  const raw = params.jobId ?? '';
  const jobId = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const job = useLoad(
    (signal) =>
      jobId === null ? Promise.reject(new ApiError(404, [])) : loadJob(String(jobId), lang, signal),
    `job:${raw}:${lang}`,
  );
  const applicant = useLoad((signal) => loadApplicant(jobId ?? 0, signal), `applicant:${raw}`);
  const [sentId, setSentId] = useState<number | null>(null);

  const jobError = job.error instanceof ApiError ? job.error.status : job.error ? -1 : null;
  const post = job.data;
  const existing = applicant.data?.existing;
  // One heading from the loading state on, so that it takes the focus only when the candidate's
  // own action changed the page (the application sent), not when the data arrives.
  const view = ((): { state: string; title: string; heading?: ReactNode; body: ReactNode } => {
    if (jobError === 404 || jobError === 410) {
      return {
        state: 'gone',
        title: t.goneTitle,
        body: (
          <>
            <p className="t-alert t-alert-error">{jobError === 410 ? t.closed : t.notFound}</p>
            <p>
              <Link href="/talents">{t.home}</Link>
            </p>
          </>
        ),
      };
    }
    if (!post || !applicant.data) {
      const error = job.error ?? applicant.error;
      return { state: 'loading', title: t.title, body: error ? <ErrorMessage error={error} /> : <Loading /> };
    }
    if (sentId !== null) {
      return {
        state: 'sent',
        title: t.sentTitle,
        body: (
          <div className="t-card t-stack">
            <p className="t-alert t-alert-success" style={{ margin: 0 }}>
              {t.sent(post.name, post.company.name)}
            </p>
            <p style={{ margin: 0 }}>{t.follow}</p>
            <div>
              <Link className="t-button" href={`/talents/applications/${sentId}`}>
                {t.open}
              </Link>
            </div>
          </div>
        ),
      };
    }
    if (existing) {
      return {
        state: 'already',
        title: t.alreadyTitle,
        body: (
          <div className="t-card t-stack">
            <p style={{ margin: 0 }}>
              <strong>{post.name}</strong>
            </p>
            <JobLine job={post} inCard />
            <p style={{ margin: 0 }}>{t.already}</p>
            <div>
              <Link className="t-button" href={`/talents/applications/${existing.id}`}>
                {t.openExisting}
              </Link>
            </div>
          </div>
        ),
      };
    }
    return {
      state: 'form',
      title: t.docTitle(post.name),
      heading: (
        <>
          <span className={styles.eyebrow}>{t.applyTo}</span> {post.name}
        </>
      ),
      body: (
        <>
          <JobLine job={post} />
          <ApplyForm
            jobId={post.id}
            applicant={applicant.data}
            onSent={(id) => {
              setSentId(id);
              announce(t.announced(post.name));
            }}
            onStale={applicant.reload}
          />
        </>
      ),
    };
  })();

  return (
    <div data-state={view.state}>
      <PageHeading key={view.state === 'sent' ? 'sent' : 'page'} title={view.title}>
        {view.heading}
      </PageHeading>
      {view.body}
    </div>
  );
}
