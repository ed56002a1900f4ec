import type { MyApplicationState, MyApplicationStep } from '@hiring/domain';
import { defineTexts, useTexts } from '../i18n/language';
import styles from './Applications.module.css';

const texts = defineTexts({
  it: {
    state: {
      active: 'In corso',
      withdrawn: 'Ritirata',
      hired: 'Assunto',
      rejected: 'Non selezionato',
      closed: 'Offerta chiusa',
    } satisfies Record<MyApplicationState, string>,
  },
  en: {
    state: {
      active: 'In progress',
      withdrawn: 'Withdrawn',
      hired: 'Hired',
      rejected: 'Not selected',
      closed: 'Job closed',
    } satisfies Record<MyApplicationState, string>,
  },
});

/** A tag in one of the tones of Applications.module.css (`tone-…`). */
export function Tag({ tone, children }: { tone: string; children: string }) {
  return <span className={`t-tag ${styles[`tone-${tone}`] ?? ''}`}>{children}</span>;
}

/** Where the application stands for the candidate (docs/talents.md). */
export function StateTag({ state }: { state: MyApplicationState }) {
  const t = useTexts(texts);
  return <Tag tone={state}>{t.state[state]}</Tag>;
}

/** A step as the candidate sees it: its name (in the reader's language), toned by its style. */
export function StepTag({ step }: { step: MyApplicationStep }) {
  return <Tag tone={step.style}>{step.name}</Tag>;
}
