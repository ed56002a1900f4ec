import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { toErrorCode } from './error-codes';
import { ErrorCodeView } from './ErrorCodeView';
import { ErrorLayout } from './ErrorLayout';
import { NotFoundPage } from './NotFoundPage';
import { useErrorTitle } from './useErrorTitle';

/**
 * What a route shows when it fails: the page of its status when a guard refused it (403, or 404
 * for an absent module), otherwise an unexpected-error page offering a reload.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const code = isRouteErrorResponse(error) ? toErrorCode(error.status) : null;
  if (code === 404) return <NotFoundPage />;
  if (code !== null) return <ErrorCodeView code={code} />;
  return <UnexpectedError error={error} />;
}

function UnexpectedError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useErrorTitle('#routes.error');
  console.error(error);
  return (
    <ErrorLayout
      badge={<i className="pi pi-exclamation-triangle" aria-hidden="true" />}
      title={t('errors.unexpectedTitle')}
      message={t('errors.unexpectedMessage')}
    >
      <Button
        type="button"
        label={t('errors.reload')}
        icon="pi pi-refresh"
        onClick={() => window.location.reload()}
      />
    </ErrorLayout>
  );
}
