import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { jobTemplates, type JobTemplateId } from './job-templates';
import styles from './NewJobDialog.module.css';

interface TemplateStepProps {
  templateId: JobTemplateId | null;
  onChoose: (id: JobTemplateId) => void;
  onBack: () => void;
  onSubmit: () => void;
}

/**
 * The template step of spec section 2: two fixed placeholder templates. Not reachable from the
 * tiles; its submit needs a chosen template and only logs.
 */
export function TemplateStep({ templateId, onChoose, onBack, onSubmit }: TemplateStepProps) {
  const { t } = useTranslation();
  return (
    <form
      className={styles.step}
      onSubmit={(event) => {
        event.preventDefault();
        if (templateId) onSubmit();
      }}
    >
      <div className={styles.tiles} role="radiogroup" aria-label={t('shell.newJob.templates.title')}>
        {jobTemplates.map((template) => (
          <button
            key={template.id}
            type="button"
            role="radio"
            aria-checked={templateId === template.id}
            className={`${styles.tile} ${templateId === template.id ? styles.tileChosen : ''}`}
            onClick={() => onChoose(template.id)}
          >
            <i className={template.icon} aria-hidden="true" />
            <strong>{t(template.labelKey)}</strong>
          </button>
        ))}
      </div>
      <div className={styles.buttons}>
        <Button
          type="button"
          label={t('shell.newJob.back')}
          icon="pi pi-arrow-left"
          severity="secondary"
          outlined
          onClick={onBack}
        />
        <Button
          type="submit"
          label={t('shell.newJob.templates.use')}
          icon="pi pi-check"
          disabled={!templateId}
        />
      </div>
    </form>
  );
}
