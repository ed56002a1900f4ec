import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../app/routes/route-paths';
import { ErrorLayout } from './ErrorLayout';
import { useErrorTitle } from './useErrorTitle';

/** Every path the route table does not know, and the routes of disabled modules. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useErrorTitle('#routes.notFound');
  return (
    <ErrorLayout badge="404" title={t('errors.notFoundTitle')} message={t('errors.notFoundMessage')}>
      <div data-error-code={404}>
        <Link to={pathTo('index')} className="p-button p-component">
          <span className="p-button-icon p-button-icon-left pi pi-home" aria-hidden="true" />
          <span className="p-button-label">{t('errors.backHome')}</span>
        </Link>
      </div>
    </ErrorLayout>
  );
}
