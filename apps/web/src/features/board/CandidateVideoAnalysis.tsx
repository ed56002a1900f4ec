import type { AiData, ApplicationFiles } from '@hiring/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { formatDateTime } from '../../shared/format/date';
import { formatDuration } from '../../shared/media/video-url';
import { useToast } from '../../shared/ui/toast/useToast';
import styles from './CandidateVideoAnalysis.module.css';
import { videoTitle } from './CandidateFiles';
import { analyseVideo, latestVideoAnalysis, videoAnalysisKey } from './video-analysis-api';

type Video = ApplicationFiles['videos'][number];
type Finding = AiData['result']['requirements'][number];

const findingSeverity: Record<Finding['result'], 'success' | 'warning' | 'danger' | 'info'> = {
  met: 'success',
  partial: 'warning',
  missing: 'danger',
  unknown: 'info',
};

/** "Video analysis" in the analysis tab: per video the candidate sent, its latest analysis and a button to make one. */
export function CandidateVideoAnalysis(props: { applicationId: number; videos: ApplicationFiles['videos'] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.block} aria-labelledby="video-analysis-title" data-testid="video-analysis">
      <h3 id="video-analysis-title" className={styles.title}>
        {t('board.videoAnalysis.title')}
      </h3>
      {props.videos.length === 0 ? (
        <p className={styles.muted}>{t('board.videoAnalysis.noVideos')}</p>
      ) : (
        <ul className={styles.list}>
          {props.videos.map((video) => (
            <VideoAnalysisItem
              key={`${video.kind}-${video.videoId}`}
              video={video}
              applicationId={props.applicationId}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function VideoAnalysisItem({ video, applicationId }: { video: Video; applicationId: number }) {
  const { t, i18n } = useTranslation();
  const notify = useToast();
  const showError = useApiErrorToast();
  const queryClient = useQueryClient();
  const key = videoAnalysisKey(video.videoId, applicationId);
  const latest = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => latestVideoAnalysis(video.videoId, applicationId, signal),
  });
  const analyse = useMutation({
    mutationFn: () =>
      analyseVideo(video.videoId, applicationId, i18n.language.startsWith('en') ? 'en' : 'it'),
    onSuccess: (data) => {
      queryClient.setQueryData(key, data);
      notify('done', t('board.videoAnalysis.done'));
    },
    onError: showError,
  });
  const title = videoTitle(t, video);
  const analysis = latest.data ?? null;
  const action = analysis ? t('board.videoAnalysis.again') : t('board.videoAnalysis.analyse');
  return (
    <li className={styles.item} data-testid="video-analysis-item" data-video-id={video.videoId}>
      <div className={styles.head}>
        <strong className={styles.videoTitle}>{title}</strong>
        <Button
          type="button"
          size="small"
          icon="pi pi-sparkles"
          label={action}
          aria-label={t('board.videoAnalysis.analyseNamed', { action, title })}
          loading={analyse.isPending}
          disabled={analyse.isPending || latest.isPending}
          onClick={() => analyse.mutate()}
          data-testid="video-analyse"
        />
      </div>
      {analyse.isPending && (
        <p className={styles.muted} role="status">
          {t('board.videoAnalysis.running')}
        </p>
      )}
      {latest.isPending ? (
        <p className={styles.muted}>{t('board.videoAnalysis.loading')}</p>
      ) : latest.isError ? (
        <p className={styles.muted}>{t('board.videoAnalysis.unavailable')}</p>
      ) : analysis === null ? (
        <p className={styles.muted}>{t('board.videoAnalysis.none')}</p>
      ) : (
        <AnalysisView analysis={analysis} />
      )}
    </li>
  );
}

function AnalysisView({ analysis }: { analysis: AiData }) {
  const { t } = useTranslation();
  const { result } = analysis;
  const duration = formatDuration(result.durationSeconds);
  const facts = [
    duration && t('board.videoAnalysis.duration', { duration }),
    result.formLanguage && t('board.videoAnalysis.formLanguage', { lang: result.formLanguage.toUpperCase() }),
    result.spokenLanguage &&
      t('board.videoAnalysis.spokenLanguage', { lang: result.spokenLanguage.toUpperCase() }),
  ].filter(Boolean);
  return (
    <div className={styles.analysis} data-testid="video-analysis-result" data-provider={analysis.provider}>
      <p className={styles.by}>
        <Tag
          value={t(`board.videoAnalysis.provider.${analysis.provider}`)}
          severity={analysis.provider === 'ai' ? 'info' : 'secondary'}
        />
        <span>{[analysis.model, formatDateTime(analysis.createdAt)].filter(Boolean).join(' · ')}</span>
      </p>
      {facts.length > 0 && <p className={styles.facts}>{facts.join(' · ')}</p>}
      {analysis.provider === 'offline' && (
        <p className={styles.offline}>{t('board.videoAnalysis.offlineLead')}</p>
      )}
      {result.notes.length > 0 && (
        <ul className={styles.notes} aria-label={t('board.videoAnalysis.notes')}>
          {result.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {result.summary && (
        <div>
          <h4 className={styles.subtitle}>{t('board.videoAnalysis.summary')}</h4>
          <p className={styles.text}>{result.summary}</p>
        </div>
      )}
      <Points title={t('board.videoAnalysis.strengths')} items={result.strengths} />
      <Points title={t('board.videoAnalysis.concerns')} items={result.concerns} />
      {result.requirements.length > 0 && (
        <div>
          <h4 className={styles.subtitle}>{t('board.videoAnalysis.requirements')}</h4>
          <ul className={styles.findings}>
            {result.requirements.map((finding) => (
              <li key={finding.requirement} className={styles.finding}>
                <span>{finding.requirement}</span>
                <Tag
                  value={t(`board.videoAnalysis.result.${finding.result}`)}
                  severity={findingSeverity[finding.result]}
                />
                {finding.evidence && <p className={styles.evidence}>{finding.evidence}</p>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {result.transcript && (
        <details className={styles.transcript}>
          <summary>{t('board.videoAnalysis.transcript')}</summary>
          <p className={styles.text}>{result.transcript}</p>
        </details>
      )}
    </div>
  );
}

function Points({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className={styles.subtitle}>{title}</h4>
      <ul className={styles.points}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
