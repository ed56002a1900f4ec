import { lazy, Suspense, useState } from 'react';
import { uploadRules } from '@hiring/domain/candidates/upload-rules';
import { defineTexts, useTexts } from '../i18n/language';
import { announce } from '../ui/announce';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Loading } from '../ui/Loading';
import { myApplicationsApi } from './my-applications-api';

// The recorder (MediaRecorder, its hook and styles) loads when a candidate chooses to answer by video.
const VideoRecorder = lazy(() =>
  import('../media/VideoRecorder').then((m) => ({ default: m.VideoRecorder })),
);

/** The longest video answer recorded in the browser (a chosen file may be longer, within 200 MB). */
const VIDEO_ANSWER_MAX_SECONDS = 180;

const texts = defineTexts({
  it: {
    open: 'Rispondi con un video',
    label: 'Risposta video',
    fileName: 'risposta-video',
    sent: 'Risposta video inviata',
  },
  en: {
    open: 'Answer with a video',
    label: 'Video answer',
    fileName: 'video-answer',
    sent: 'Video answer sent',
  },
});

/**
 * A video answer to one question (docs/questions.md): recorded in the browser or chosen, sent with
 * `POST /video-answer`, then set as the answer (`PATCH /application-question/{id} {videoAnswerId}`).
 */
export function VideoAnswer({ questionId, onAnswered }: { questionId: number; onAnswered: () => void }) {
  const t = useTexts(texts);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const send = async (file: File) => {
    setError(null);
    try {
      const video = await myApplicationsApi.uploadVideoAnswer(file, file.name);
      await myApplicationsApi.answerVideo(questionId, video.id);
    } catch (failure) {
      setError(failure);
      // The recorder keeps the take, to send again.
      throw failure;
    }
    announce(t.sent);
    setOpen(false);
    onAnswered();
  };

  if (!open)
    return (
      <button type="button" className="t-button t-button-secondary" onClick={() => setOpen(true)}>
        {t.open}
      </button>
    );
  return (
    <Suspense fallback={<Loading />}>
      <VideoRecorder
        label={t.label}
        maxSeconds={VIDEO_ANSWER_MAX_SECONDS}
        maxBytes={uploadRules.videoAnswer.maxBytes}
        fileName={t.fileName}
        accept="video/*,audio/*"
        onUse={send}
        onCancel={() => setOpen(false)}
        autoFocus
      />
      <ErrorMessage error={error} />
    </Suspense>
  );
}
