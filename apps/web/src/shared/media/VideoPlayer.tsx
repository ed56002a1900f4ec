import type { VideoStatusKey } from '@hiring/domain';
import { Tag } from 'primereact/tag';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useVideoUrl } from './useVideoUrl';
import { formatDuration, isExpired, renewDelay } from './video-url';
import styles from './VideoPlayer.module.css';

interface VideoPlayerProps {
  videoId: number;
  /** What the video is (its caption and the player's accessible name). */
  title: string;
  /** Beside the title, e.g. when it was sent. */
  extra?: ReactNode;
  'data-testid'?: string;
}

const statusSeverity: Partial<Record<VideoStatusKey, 'info' | 'warning' | 'danger'>> = {
  uploaded: 'info',
  encoding: 'info',
  original: 'warning',
  failed: 'danger',
};

/**
 * A video of the platform: plays the web encoding (or the original while there is none) from a
 * short-lived signed address, with its thumbnail as poster, its duration and, while it is not
 * encoded, where its processing stands. The address is renewed before it expires (while paused)
 * or when playing fails on an expired one, resuming where it was. The browser's own controls: keyboard
 * and screen readers included.
 */
export function VideoPlayer({ videoId, title, extra, 'data-testid': testId }: VideoPlayerProps) {
  const { t } = useTranslation();
  const captionId = useId();
  const query = useVideoUrl(videoId);
  const video = useRef<HTMLVideoElement>(null);
  // Where to resume after the address was renewed.
  const resume = useRef<{ time: number; playing: boolean } | null>(null);
  const data = query.data;
  const { refetch } = query;

  // Renew the address shortly before it expires, unless it is playing (then on error, below).
  useEffect(() => {
    if (!data) return;
    const timer = window.setTimeout(
      () => {
        const element = video.current;
        if (element && !element.paused) return;
        if (element) resume.current = { time: element.currentTime, playing: false };
        void refetch();
      },
      renewDelay(data.expiresAt, Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [data, refetch]);

  const renewAndResume = () => {
    const element = video.current;
    if (!data || !element || !isExpired(data.expiresAt, Date.now())) return false;
    resume.current = { time: element.currentTime, playing: !element.paused || element.seeking };
    void refetch();
    return true;
  };

  const status = data?.status;
  const duration = formatDuration(data?.durationSeconds ?? null);
  const showStatus = status !== undefined && status !== 'encoded';

  return (
    <figure className={styles.player} data-testid={testId ?? 'video-player'} data-video-id={videoId}>
      <div className={styles.frame}>
        {data ? (
          <video
            ref={video}
            className={styles.video}
            src={data.url}
            poster={data.thumbUrl ?? undefined}
            controls
            preload="metadata"
            playsInline
            aria-label={title}
            aria-describedby={captionId}
            onPlay={renewAndResume}
            onError={renewAndResume}
            onLoadedMetadata={(event) => {
              const at = resume.current;
              if (!at) return;
              resume.current = null;
              event.currentTarget.currentTime = at.time;
              if (at.playing) void event.currentTarget.play().catch(() => undefined);
            }}
          />
        ) : (
          <div className={styles.placeholder} role="status">
            {query.isError ? t('board.video.unavailable') : t('board.video.loading')}
          </div>
        )}
      </div>
      <figcaption id={captionId} className={styles.caption}>
        <span className={styles.title}>{title}</span>
        {duration && (
          <span className={styles.duration} aria-label={t('board.video.duration', { duration })}>
            {duration}
          </span>
        )}
        {showStatus && (
          <Tag
            value={t(`board.video.status.${status}`)}
            severity={statusSeverity[status]}
            data-testid="video-status"
          />
        )}
        {extra}
      </figcaption>
    </figure>
  );
}
