import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pathTo } from '../../app/routes/route-paths';
import { useConfig } from '../../shared/config/useConfig';
import { PageLoading } from '../../shared/ui/PageLoading';
import { fetchLegalDocument, legalDocuments, type LegalDocumentName } from './legal-documents';
import styles from './LegalDocumentPage.module.css';

const navigation: { name: LegalDocumentName; label: string }[] = [
  { name: 'web-conditions', label: 'legal.conditions' },
  { name: 'web-policy-user', label: 'legal.policyUser' },
  { name: 'web-policy-company', label: 'legal.policyCompany' },
];

/** A static legal document (apps/web/public/{name}.html) shown as a page of the app. */
export function LegalDocumentPage({ name }: { name: LegalDocumentName }) {
  const { t } = useTranslation();
  const { dashboardName } = useConfig();
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: ['legal-document', name],
    queryFn: () => fetchLegalDocument(name),
    staleTime: Infinity,
  });

  // Links between the documents stay in the app.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    if ((Object.values(legalDocuments) as string[]).includes(href.split('#')[0] ?? '')) {
      event.preventDefault();
      void navigate(href);
    }
  };

  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <Link to={pathTo('index')} className={styles.brand}>
          <i className="pi pi-briefcase" aria-hidden="true" />
          {dashboardName}
        </Link>
        <nav className={styles.nav} aria-label={t('legal.navigation')}>
          {navigation.map((item) => (
            <Link
              key={item.name}
              to={legalDocuments[item.name]}
              aria-current={item.name === name ? 'page' : undefined}
            >
              {t(item.label)}
            </Link>
          ))}
        </nav>
      </header>
      {query.isPending && <PageLoading />}
      {query.isError && (
        <div className={styles.status} role="alert">
          <p>{t('legal.loadFailed')}</p>
          <Button
            type="button"
            label={t('errors.reload')}
            icon="pi pi-refresh"
            onClick={() => void query.refetch()}
          />
        </div>
      )}
      {query.data && (
        // Our own documents, sanitised in sanitizeLegalDocument.
        <article
          className={styles.document}
          data-legal-document={name}
          onClick={onClick}
          dangerouslySetInnerHTML={{ __html: query.data.html }}
        />
      )}
    </div>
  );
}
