import type { StepStyle } from '@hiring/domain';
import { useTranslation } from 'react-i18next';
import styles from './Board.module.css';
import { stepName } from './step-name';

/** A step's name coloured by its notification style (spec section 4). */
export function StepTag(props: { stepKey: string; style: StepStyle; label?: string }) {
  const { i18n } = useTranslation();
  return (
    <span className={styles.stepTag} data-style={props.style} data-testid="step-tag">
      {props.label ?? stepName(props.stepKey, i18n.resolvedLanguage)}
    </span>
  );
}
