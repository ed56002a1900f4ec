import { useTranslation } from 'react-i18next';
import styles from './JobEditor.module.css';

/** Says the form holds an AI draft, with the description it came from behind a disclosure. */
export function GeneratedDraftNotice({ prompt }: { prompt: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.generated} role="status" data-testid="generated-notice">
      <i className="pi pi-sparkles" aria-hidden="true" />
      <div>
        <strong>{t('jobs.editor.generated.title')}</strong>
        <p>{t('jobs.editor.generated.text')}</p>
        {prompt && (
          <details>
            <summary>{t('jobs.editor.generated.showPrompt')}</summary>
            <blockquote aria-label={t('jobs.editor.generated.prompt')}>{prompt}</blockquote>
          </details>
        )}
      </div>
    </section>
  );
}
