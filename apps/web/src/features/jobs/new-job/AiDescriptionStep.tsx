import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useTranslation } from 'react-i18next';
import styles from './NewJobDialog.module.css';
import { MAX_DESCRIPTION } from './new-job-steps';

interface AiDescriptionStepProps {
  description: string;
  onChange: (description: string) => void;
  busy: boolean;
  canGenerate: boolean;
  onBack: () => void;
  onGenerate: () => void;
}

/** The AI step: a free-text description (10 rows) with Back and Generate; busy while the draft is written. */
export function AiDescriptionStep(props: AiDescriptionStepProps) {
  const { description, onChange, busy, canGenerate, onBack, onGenerate } = props;
  const { t } = useTranslation();
  return (
    <form
      className={styles.step}
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        if (canGenerate) onGenerate();
      }}
    >
      <label htmlFor="new-job-description">{t('shell.newJob.description')}</label>
      <InputTextarea
        id="new-job-description"
        rows={10}
        autoResize={false}
        autoFocus
        value={description}
        maxLength={MAX_DESCRIPTION}
        placeholder={t('shell.newJob.placeholder')}
        aria-describedby="new-job-description-hint"
        onChange={(event) => onChange(event.target.value)}
        readOnly={busy}
        data-testid="new-job-description"
      />
      <p id="new-job-description-hint" className={styles.hint}>
        {t('shell.newJob.descriptionHint')}
      </p>
      <div className={styles.buttons}>
        {busy && (
          <span className={styles.busy} role="status">
            {t('shell.newJob.busy')}
          </span>
        )}
        <Button
          type="button"
          label={t('shell.newJob.back')}
          icon="pi pi-arrow-left"
          severity="secondary"
          outlined
          disabled={busy}
          onClick={onBack}
        />
        <Button
          type="submit"
          label={t('shell.newJob.generate')}
          icon="pi pi-sparkles"
          loading={busy}
          disabled={!canGenerate}
          data-testid="new-job-generate"
        />
      </div>
    </form>
  );
}
