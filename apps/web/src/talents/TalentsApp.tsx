import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { setLanguage, talentsLanguages, defineTexts, useLanguage, useTexts } from './i18n/language';
import { Link } from './routing/Link';
import { matchPath, navigate, useLocation } from './routing/router';
import { loginPath, talentsRoutes, type PageProps, type TalentsRoute } from './routing/routes';
import { useSessionUser } from './session/session';
import { signOut } from './session/sign-out';
import { registerAnnouncer } from './ui/announce';
import { Loading } from './ui/Loading';
import { NotFoundPage } from './home/NotFoundPage';

const texts = defineTexts({
  it: {
    skip: 'Vai al contenuto',
    brand: 'Hiring Talents',
    nav: 'Menu principale',
    applications: 'Le mie candidature',
    profile: 'Profilo',
    myData: 'I miei dati',
    signOut: 'Esci',
    login: 'Accedi',
    signup: 'Registrati',
    language: 'Lingua',
    privacy: 'Informativa privacy',
    terms: 'Termini e condizioni',
  },
  en: {
    skip: 'Skip to content',
    brand: 'Hiring Talents',
    nav: 'Main menu',
    applications: 'My applications',
    profile: 'Profile',
    myData: 'My data',
    signOut: 'Sign out',
    login: 'Sign in',
    signup: 'Sign up',
    language: 'Language',
    privacy: 'Privacy policy',
    terms: 'Terms and conditions',
  },
});

/** Each route with its page, loaded on first use (one chunk per page). */
const routePages: { route: TalentsRoute; Page: LazyExoticComponent<ComponentType<PageProps>> }[] =
  talentsRoutes.map((route) => ({ route, Page: lazy(route.page) }));

function findRoute(pathname: string) {
  for (const entry of routePages) {
    const params = matchPath(entry.route.path, pathname);
    if (params) return { ...entry, params };
  }
  return null;
}

function NavLink({ href, children }: { href: string; children: string }) {
  const { pathname } = useLocation();
  const current = pathname === href || pathname.startsWith(`${href}/`);
  return (
    <Link href={href} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}

/** The candidate app: header with the menu and the language, the page, the footer. */
export function TalentsApp() {
  const t = useTexts(texts);
  const language = useLanguage();
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  const found = findRoute(pathname);
  const mustSignIn = Boolean(found?.route.signedIn && !user);
  useEffect(() => {
    if (mustSignIn) navigate(loginPath(`${pathname}${search.size ? `?${search}` : ''}`), { replace: true });
  }, [mustSignIn, pathname, search]);

  return (
    <>
      <a className="t-skip" href="#content">
        {t.skip}
      </a>
      <header className="t-header">
        <Link className="t-brand" href="/talents">
          {t.brand}
        </Link>
        <nav className="t-nav" aria-label={t.nav}>
          {user ? (
            <>
              <NavLink href="/talents/applications">{t.applications}</NavLink>
              <NavLink href="/talents/profile">{t.profile}</NavLink>
              <NavLink href="/talents/my-data">{t.myData}</NavLink>
              <button type="button" className="t-button-link" onClick={() => void signOut()}>
                {t.signOut}
              </button>
            </>
          ) : (
            <>
              <NavLink href="/talents/login">{t.login}</NavLink>
              <NavLink href="/talents/signup">{t.signup}</NavLink>
            </>
          )}
        </nav>
        <div className="t-row" role="group" aria-label={t.language}>
          {talentsLanguages.map((lng) => (
            <button
              key={lng}
              type="button"
              className="t-button-link"
              lang={lng}
              aria-pressed={lng === language}
              onClick={() => setLanguage(lng)}
            >
              {lng === 'it' ? 'Italiano' : 'English'}
            </button>
          ))}
        </div>
      </header>
      <main id="content" className="t-main" tabIndex={-1}>
        <Suspense fallback={<Loading />}>
          {found && !mustSignIn ? <found.Page key={found.route.path} params={found.params} /> : null}
          {!found ? <NotFoundPage /> : null}
        </Suspense>
      </main>
      <footer className="t-footer">
        <a href="/web-policy-user">{t.privacy}</a>
        <a href="/web-conditions">{t.terms}</a>
      </footer>
      <div className="t-visually-hidden" aria-live="polite" ref={registerAnnouncer} />
    </>
  );
}
