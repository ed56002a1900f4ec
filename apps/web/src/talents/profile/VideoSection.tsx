import { useState } from 'react';
import { uploadRules } from '@hiring/domain/candidates/upload-rules';
import { api } from '../api';
import { defineTexts, useTexts } from '../i18n/language';
import { StoredVideo } from '../media/StoredVideo';
import { useUpload } from '../media/upload';
import { VideoRecorder } from '../media/VideoRecorder';
import { DeleteButton } from './DeleteButton';
import type { SectionProps } from './profile-data';
import { SaveFeedback } from './SaveFeedback';
import { SectionCard } from './SectionCard';
import { useSave } from './useSave';

/** The longest introduction recorded here (the spec is silent; docs/talents.md, "The profile (web)"). */
const VIDEO_INTRODUCTION_MAX_SECONDS = 120;

const texts = defineTexts({
  it: {
    title: 'Video di presentazione',
    intro:
      'Presentati in due minuti al massimo: chi sei, cosa sai fare, cosa cerchi. Le aziende lo guardano con il tuo profilo.',
    label: 'Video di presentazione',
    replace: 'Sostituisci il video',
    uploaded: 'Video caricato: lo stiamo preparando per la riproduzione.',
    remove: 'Elimina il video',
    question: 'Eliminare il video di presentazione?',
    removed: 'Video eliminato.',
    fileName: 'video-presentazione',
  },
  en: {
    title: 'Video introduction',
    intro:
      'Introduce yourself in two minutes at most: who you are, what you can do, what you are looking for. Companies watch it with your profile.',
    label: 'Video introduction',
    replace: 'Replace the video',
    uploaded: 'Video uploaded: it is being prepared for playback.',
    remove: 'Delete the video',
    question: 'Delete the video introduction?',
    removed: 'Video deleted.',
    fileName: 'video-introduction',
  },
});

/**
 * The video introduction: recorded in the browser (VideoRecorder) or chosen from the device, sent with
 * `POST /file/videoIntroduction` (replaces), played with its processing state (docs/video.md), deleted
 * with `DELETE /video-introduction/{id}`.
 */
export function VideoSection({ data, onSaved }: Pick<SectionProps, 'data' | 'onSaved'>) {
  const t = useTexts(texts);
  const { video } = data;
  const { upload } = useUpload();
  const save = useSave();
  const [replacing, setReplacing] = useState(false);

  const send = async (file: File) => {
    const sent = await save.run(() => upload('videoIntroduction', file), t.uploaded);
    // A failed upload keeps the take in the recorder, to send again.
    if (!sent) throw new Error('upload failed');
    setReplacing(false);
    onSaved();
  };

  const recorder = (
    <VideoRecorder
      label={t.label}
      maxSeconds={VIDEO_INTRODUCTION_MAX_SECONDS}
      maxBytes={uploadRules.videoIntroduction.maxBytes}
      fileName={t.fileName}
      onUse={send}
      onCancel={video ? () => setReplacing(false) : undefined}
      autoFocus={replacing}
    />
  );

  return (
    <SectionCard id="video" title={t.title} intro={t.intro}>
      {video?.videoId && !replacing ? <StoredVideo videoId={video.videoId} title={t.label} /> : null}
      {!video || replacing ? recorder : null}
      <SaveFeedback state={save} />
      {video && !replacing ? (
        <>
          <div className="t-row">
            <button type="button" className="t-button t-button-secondary" onClick={() => setReplacing(true)}>
              {t.replace}
            </button>
          </div>
          <DeleteButton
            label={t.remove}
            question={t.question}
            onDelete={async () => {
              await api.delete(`/video-introduction/${video.id}`);
              await save.run(async () => undefined, t.removed);
              onSaved();
            }}
          />
        </>
      ) : null}
    </SectionCard>
  );
}
