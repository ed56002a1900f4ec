import { useTranslation } from 'react-i18next';
import styles from './NewJobDialog.module.css';

/** Step 1 of the new job dialog: create with AI, or create blank. Tiles are buttons (keyboard-reachable). */
export function NewJobTiles({ onAi, onBlank }: { onAi: () => void; onBlank: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.tiles} role="group" aria-label={t('shell.newJob.choose')}>
      <button type="button" className={styles.tile} onClick={onAi} data-testid="new-job-ai">
        <i className="pi pi-sparkles" aria-hidden="true" />
        <strong>{t('shell.newJob.ai')}</strong>
        <span>{t('shell.newJob.aiHint')}</span>
      </button>
      <button type="button" className={styles.tile} onClick={onBlank} data-testid="new-job-blank">
        <i className="pi pi-file" aria-hidden="true" />
        <strong>{t('shell.newJob.blank')}</strong>
        <span>{t('shell.newJob.blankHint')}</span>
      </button>
    </div>
  );
}
