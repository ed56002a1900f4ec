import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorLayout } from './ErrorLayout';
import { NotFoundPage } from './NotFoundPage';

/** What a route shows when it fails to load or render. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
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
