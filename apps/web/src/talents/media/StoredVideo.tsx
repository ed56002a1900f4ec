import { useEffect, useId, useRef, useState } from 'react';
import type { VideoStatusKey, VideoUrl } from '@hiring/domain';
import { formatDuration, isExpired, renewDelay } from '../../shared/media/video-url';
import { api } from '../api';
import { defineTexts, useTexts } from '../i18n/language';
import { announce } from '../ui/announce';
import { ErrorMessage } from '../ui/ErrorMessage';
import styles from './VideoRecorder.module.css';

const texts = defineTexts({
  it: {
    loading: 'Caricamento del video…',
    status: {
      uploaded: 'In attesa di elaborazione: intanto si vede il file originale',
      encoding: 'In elaborazione: intanto si vede il file originale',
      encoded: 'Pronto',
      failed: 'Elaborazione non riuscita: si vede il file originale',
      original: 'File originale, non elaborato',
    } satisfies Record<VideoStatusKey, string>,
    ready: (title: string) => `${title}: il video è pronto.`,
    duration: (length: string) => `Durata ${length}`,
  },
  en: {
    loading: 'Loading the video…',
    status: {
      uploaded: 'Waiting to be processed: the original file plays meanwhile',
      encoding: 'Processing: the original file plays meanwhile',
      encoded: 'Ready',
      failed: 'Processing failed: the original file plays',
      original: 'Original file, not processed',
    } satisfies Record<VideoStatusKey, string>,
    ready: (title: string) => `${title}: the video is ready.`,
    duration: (length: string) => `Length ${length}`,
  },
});

/** How soon a playing video's expiring address is looked at again. */
const RECHECK_MS = 5000;

const processing = (status: VideoStatusKey | undefined) => status === 'uploaded' || status === 'encoding';

/**
 * A stored video of the candidate (docs/video.md): plays it from its short-lived signed address
 * (`GET /video/{id}/url`), says where its processing stands and looks again every `pollMs` until it is
 * encoded (then the web encoding and its thumbnail replace the original). The address is renewed
 * before it expires while paused, or when playing fails on an expired one.
 */
export function StoredVideo({
  videoId,
  title,
  pollMs = 3000,
}: {
  videoId: number;
  title: string;
  pollMs?: number;
}) {
  const t = useTexts(texts);
  const captionId = useId();
  const [current, setCurrent] = useState<VideoUrl | null>(null);
  const [error, setError] = useState<unknown>(null);
  const element = useRef<HTMLVideoElement>(null);

  const readAgain = useRef<() => void>(() => undefined);
  useEffect(() => {
    const controller = new AbortController();
    let timer: number | undefined;
    let shown: VideoUrl | null = null;
    const later = (wait: number) => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void read(), wait);
    };
    const read = async () => {
      // An address is not swapped under a playing video: looked at again a little later.
      if (shown && !processing(shown.status) && element.current && !element.current.paused) {
        later(RECHECK_MS);
        return;
      }
      try {
        const next = await api.get<VideoUrl>(`/video/${videoId}/url`, { signal: controller.signal });
        // The same status keeps the address in use, so polling does not restart what is shown.
        if (!shown || shown.status !== next.status || isExpired(shown.expiresAt, Date.now())) {
          if (shown && processing(shown.status) && next.status === 'encoded') announce(t.ready(title));
          shown = next;
          setCurrent(next);
          setError(null);
        }
        later(processing(next.status) ? pollMs : renewDelay(shown.expiresAt, Date.now()));
      } catch (failure) {
        if (!controller.signal.aborted) setError(failure);
      }
    };
    readAgain.current = () => {
      if (shown && isExpired(shown.expiresAt, Date.now())) void read();
    };
    void read();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
    // The texts are read when the video becomes ready; a language switch need not read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [videoId, pollMs]);

  const status = current?.status;
  const length = formatDuration(current?.durationSeconds ?? null);
  return (
    <figure className={styles.recorder} style={{ margin: 0 }} data-testid="stored-video" data-status={status}>
      <div className={styles.frame}>
        {current ? (
          <video
            ref={element}
            className={styles.video}
            src={current.url}
            poster={current.thumbUrl ?? undefined}
            controls
            preload="metadata"
            playsInline
            aria-label={title}
            aria-describedby={captionId}
            onError={() => readAgain.current()}
          />
        ) : null}
      </div>
      <figcaption id={captionId} className="t-row">
        {!current && !error ? <span role="status">{t.loading}</span> : null}
        {length ? <span className="t-muted">{t.duration(length)}</span> : null}
        {status && status !== 'encoded' ? (
          <span className="t-tag" data-testid="video-status">
            {t.status[status]}
          </span>
        ) : null}
      </figcaption>
      <ErrorMessage error={error} />
    </figure>
  );
}
