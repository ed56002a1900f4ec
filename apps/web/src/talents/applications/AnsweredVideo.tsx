import { useRef, useState } from 'react';
import type { FileUrl } from '@hiring/domain';
import { api } from '../api';
import { defineTexts, useTexts } from '../i18n/language';
import { ErrorMessage } from '../ui/ErrorMessage';
import styles from '../media/VideoRecorder.module.css';

const texts = defineTexts({
  it: {
    watch: 'Guarda il tuo video',
    hide: 'Nascondi il video',
    label: (q: string) => `La tua risposta a: ${q}`,
  },
  en: { watch: 'Watch your video', hide: 'Hide the video', label: (q: string) => `Your answer to: ${q}` },
});

/**
 * The candidate's own video answer, played as it was sent (`GET /video-answer/{id}/url`: a short-lived
 * address of the original). Asked for only when they choose to watch it; an address that expired
 * while the page stayed open is asked for again when playing fails, once per opening.
 */
export function AnsweredVideo({ videoAnswerId, question }: { videoAnswerId: number; question: string }) {
  const t = useTexts(texts);
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const renewed = useRef(false);

  const load = async () => {
    try {
      setUrl((await api.get<FileUrl>(`/video-answer/${videoAnswerId}/url`)).url);
      setError(null);
    } catch (failure) {
      setError(failure);
    }
  };
  const toggle = () => {
    if (open) return setOpen(false);
    renewed.current = false;
    setOpen(true);
    void load();
  };

  return (
    <div className="t-stack" data-testid="answered-video">
      <div>
        <button type="button" className="t-button t-button-secondary" aria-expanded={open} onClick={toggle}>
          {open ? t.hide : t.watch}
        </button>
      </div>
      {open && url ? (
        <div className={styles.frame}>
          <video
            className={styles.video}
            src={url}
            controls
            preload="metadata"
            playsInline
            aria-label={t.label(question)}
            onError={() => {
              if (renewed.current) return;
              renewed.current = true;
              void load();
            }}
          />
        </div>
      ) : null}
      <ErrorMessage error={error} />
    </div>
  );
}
