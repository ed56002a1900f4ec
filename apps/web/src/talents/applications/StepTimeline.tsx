import type { MyApplicationStep } from '@hiring/domain';
import { formatDateTime } from '../../shared/format/date';
import { defineTexts, useTexts } from '../i18n/language';
import styles from './Applications.module.css';

const texts = defineTexts({
  it: { title: 'Avanzamento' },
  en: { title: 'Progress' },
});

/** The steps the candidate sees (spec 4), oldest first, each with its date and time. */
export function StepTimeline({ steps }: { steps: MyApplicationStep[] }) {
  const t = useTexts(texts);
  return (
    <section className={styles.section} aria-labelledby="steps-title">
      <h2 id="steps-title">{t.title}</h2>
      <ol className={styles.timeline} data-testid="steps">
        {steps.map((step) => (
          <li key={`${step.key}:${step.createdAt}`}>
            {step.name}
            <time dateTime={step.createdAt}>{formatDateTime(step.createdAt)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}
