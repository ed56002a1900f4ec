import { defineTexts, useTexts } from '../i18n/language';
import { Link } from '../routing/Link';
import { useSessionUser } from '../session/session';
import { PageHeading } from '../ui/PageHeading';

const texts = defineTexts({
  it: {
    title: 'Il tuo lavoro, la tua candidatura',
    intro:
      'Crea il tuo profilo una volta sola, candidati alle offerte delle aziende e segui ogni passo: colloqui, domande e messaggi dei selezionatori.',
    signup: 'Crea un account',
    login: 'Accedi',
    hello: (name: string) => `Ciao ${name}`,
    applications: 'Le mie candidature',
    profile: 'Il mio profilo',
    myData: 'I miei dati',
  },
  en: {
    title: 'Your job, your application',
    intro:
      'Build your profile once, apply to the companies’ job posts and follow every step: interviews, questions and messages from recruiters.',
    signup: 'Create an account',
    login: 'Sign in',
    hello: (name: string) => `Hello ${name}`,
    applications: 'My applications',
    profile: 'My profile',
    myData: 'My data',
  },
});

/** /talents: the landing page (spec 7's "talents" page), or the signed-in candidate's start. */
export default function HomePage() {
  const t = useTexts(texts);
  const user = useSessionUser();
  if (user) {
    return (
      <>
        <PageHeading title={t.hello(user.firstname)} />
        <ul className="t-stack" style={{ listStyle: 'none', padding: 0 }}>
          <li>
            <Link className="t-button" href="/talents/applications">
              {t.applications}
            </Link>
          </li>
          <li>
            <Link className="t-button t-button-secondary" href="/talents/profile">
              {t.profile}
            </Link>
          </li>
          <li>
            <Link className="t-button t-button-secondary" href="/talents/my-data">
              {t.myData}
            </Link>
          </li>
        </ul>
      </>
    );
  }
  return (
    <>
      <PageHeading title={t.title} />
      <p>{t.intro}</p>
      <div className="t-row">
        <Link className="t-button" href="/talents/signup">
          {t.signup}
        </Link>
        <Link className="t-button t-button-secondary" href="/talents/login">
          {t.login}
        </Link>
      </div>
    </>
  );
}
