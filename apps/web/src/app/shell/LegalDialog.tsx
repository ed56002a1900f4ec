import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'primereact/dialog';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';
import styles from './AppShell.module.css';

export type LegalDocument = 'web-conditions' | 'web-policy-user';

/** The body of a static legal page (GET /{name}.html), scripts removed. */
async function fetchLegalBody(name: LegalDocument): Promise<string> {
  const response = await fetch(`/${name}.html`, { headers: { Accept: 'text/html' } });
  if (!response.ok) throw new Error(`[${response.status}] ${response.statusText}`);
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  page.querySelectorAll('script, style, link').forEach((node) => node.remove());
  return page.body.innerHTML;
}

/** A legal document of the footer, shown in a modal (spec section 2). */
export function LegalDialog({ name, onHide }: { name: LegalDocument | null; onHide: () => void }) {
  const { t } = useTranslation();
  const { data, isError } = useQuery({
    queryKey: ['legal', name],
    queryFn: () => fetchLegalBody(name as LegalDocument),
    enabled: name !== null,
    staleTime: Infinity,
    meta: { silent: true },
  });
  const title = name === 'web-conditions' ? t('shell.footer.conditions') : t('shell.footer.privacy');

  return (
    <Dialog
      header={title}
      visible={name !== null}
      onHide={onHide}
      style={{ width: '90%', maxWidth: '800px' }}
      dismissableMask
      draggable={false}
      data-testid="legal-dialog"
    >
      {isError ? (
        <p>{t('shell.footer.loadError')}</p>
      ) : data === undefined ? (
        <ProgressSpinner style={{ width: '2rem', height: '2rem' }} aria-label={t('shell.loading')} />
      ) : (
        // The document is our own static page from the same origin.
        <div className={styles.legal} dangerouslySetInnerHTML={{ __html: data }} />
      )}
    </Dialog>
  );
}
