import type { ApplicationStepView } from '@hiring/domain';
import { Timeline } from 'primereact/timeline';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date';
import { InterviewPanel } from '../interviews/InterviewPanel';
import { QuestionsPanel } from '../questions/QuestionsPanel';
import styles from './CandidateDetail.module.css';
import { StepTag } from './StepTag';

/**
 * The status tab of the candidate detail: the panels that act on the application (interviews, and
 * below it other step-writing panels), then its steps, oldest first, each coloured by its style.
 */
export function CandidateStepsTab(props: {
  jobId: number;
  applicationId: number;
  steps: readonly ApplicationStepView[];
}) {
  const { jobId, applicationId, steps } = props;
  return (
    <div data-testid="candidate-status">
      <InterviewPanel jobId={jobId} applicationId={applicationId} />
      <QuestionsPanel jobId={jobId} applicationId={applicationId} />
      <StepsTimeline steps={steps} />
    </div>
  );
}

function StepsTimeline({ steps }: { steps: readonly ApplicationStepView[] }) {
  const { t } = useTranslation();
  if (steps.length === 0) return <p>{t('board.steps.none')}</p>;
  return (
    <Timeline
      value={[...steps]}
      data-testid="candidate-steps"
      marker={(step: ApplicationStepView) => <span className={styles.marker} data-style={step.style} />}
      content={(step: ApplicationStepView) => (
        <div data-step={step.key}>
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
