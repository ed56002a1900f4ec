import type { Analysis, ApplicationFiles, CriterionResult } from '@hiring/domain';
import { useQuery } from '@tanstack/react-query';
import { ProgressBar } from 'primereact/progressbar';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/api';
import { PageLoading } from '../../shared/ui/PageLoading';
import styles from './CandidateDetail.module.css';
import { CandidateVideoAnalysis } from './CandidateVideoAnalysis';

const severity: Record<CriterionResult, 'success' | 'warning' | 'danger'> = {
  met: 'success',
  partial: 'warning',
  missing: 'danger',
};

/** How the candidate matches the job, criterion by criterion, with the evidence; then the analyses of their videos. */
export function CandidateAnalysisTab({
  applicationId,
  files,
}: {
  applicationId: number;
  files: ApplicationFiles;
}) {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: ['board', 'application', applicationId, 'analysis'],
    queryFn: ({ signal }) => api.get<Analysis>(`/board/application/${applicationId}/analysis`, { signal }),
  });
  if (!data) return <PageLoading />;
  return (
    <div data-testid="candidate-analysis">
      <div className={styles.score}>
        <span className={styles.scoreValue} data-testid="analysis-score">
          {data.score}%
        </span>
        <ProgressBar
          value={data.score}
          showValue={false}
          aria-label={t('board.analysis.score')}
          style={{ flex: 1, height: '0.75rem' }}
        />
      </div>
      {data.criteria.length === 0 ? (
        <p>{t('board.analysis.none')}</p>
      ) : (
        <ul className={styles.criteria}>
          {data.criteria.map((criterion) => (
            <li key={criterion.key} className={styles.criterion} data-result={criterion.result}>
              <strong>{t(criterion.label)}</strong>
              <Tag
                value={t(`board.analysis.result.${criterion.result}`)}
                severity={severity[criterion.result]}
              />
              <p className={styles.evidence}>{criterion.evidence}</p>
            </li>
          ))}
        </ul>
      )}
      <CandidateVideoAnalysis applicationId={applicationId} videos={files.videos} />
    </div>
  );
}
