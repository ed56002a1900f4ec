import type { ApplicationStepView } from '@hiring/domain';
import { Timeline } from 'primereact/timeline';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date';
import styles from './CandidateDetail.module.css';
import { StepTag } from './StepTag';

/** The application's steps, oldest first, each coloured by its notification style. */
export function CandidateStepsTab({ steps }: { steps: readonly ApplicationStepView[] }) {
  const { t } = useTranslation();
  if (steps.length === 0) return <p>{t('board.steps.none')}</p>;
  return (
    <Timeline
      value={[...steps]}
      data-testid="candidate-steps"
      marker={(step: ApplicationStepView) => <span className={styles.marker} data-style={step.style} />}
      content={(step: ApplicationStepView) => (
        <div>
          <StepTag stepKey={step.key} style={step.style} />
          <div className={styles.stepWhen}>
            {formatDateTime(step.createdAt)}
            {step.user && ` · ${step.user.firstname} ${step.user.lastname}`}
          </div>
        </div>
      )}
    />
  );
}
