import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorLayout } from './ErrorLayout';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorLayout badge="404" title={t('errors.notFoundTitle')} message={t('errors.notFoundMessage')}>
      <Link to="/" className="p-button p-component">
        <span className="p-button-icon p-button-icon-left pi pi-home" aria-hidden="true" />
        <span className="p-button-label">{t('errors.backHome')}</span>
      </Link>
    </ErrorLayout>
  );
}
