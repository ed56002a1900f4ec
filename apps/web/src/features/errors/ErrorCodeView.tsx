import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../app/routes/route-paths';
import { sessionTokens } from '../../shared/stores/session-tokens';
import type { ErrorCode } from './error-codes';
import { ErrorLayout } from './ErrorLayout';
import { useErrorTitle } from './useErrorTitle';

/** The page of one error status: its code, a translated title and text, and a way on. */
export function ErrorCodeView({ code }: { code: ErrorCode }) {
  const { t } = useTranslation();
  useErrorTitle(code === 404 ? '#routes.notFound' : '#routes.error');
  // A 401 without a session leads to the login, everything else home.
  const toLogin = code === 401 && !sessionTokens.hasAccessToken();
  return (
    <ErrorLayout
      badge={String(code)}
      title={t(`errors.codes.${code}.title`)}
      message={t(`errors.codes.${code}.message`)}
    >
      <div data-error-code={code}>
        <Link to={pathTo(toLogin ? 'login' : 'index')} className="p-button p-component">
          <span
            className={`p-button-icon p-button-icon-left pi ${toLogin ? 'pi-sign-in' : 'pi-home'}`}
            aria-hidden="true"
          />
          <span className="p-button-label">{t(toLogin ? 'errors.signIn' : 'errors.backHome')}</span>
        </Link>
      </div>
    </ErrorLayout>
  );
}
