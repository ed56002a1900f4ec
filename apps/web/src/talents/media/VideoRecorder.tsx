import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { formatDuration } from '../../shared/media/video-url';
import { formatFileSize } from '../../shared/format/file-size';
import { defineTexts, useTexts } from '../i18n/language';
import { announce } from '../ui/announce';
import { useVideoRecorder, type RecorderFailure, type RecorderPhase } from './useVideoRecorder';
import styles from './VideoRecorder.module.css';

const texts = defineTexts({
  it: {
    intro: (max: string) =>
      `Registra un video con la fotocamera (al massimo ${max}) oppure scegli un file dal dispositivo.`,
    startCamera: 'Accendi la fotocamera',
    starting: 'Accensione della fotocamera…',
    chooseFile: 'Scegli un file video',
    chooseOther: 'Scegli un altro file',
    record: 'Avvia la registrazione',
    stop: 'Ferma la registrazione',
    retake: 'Registra di nuovo',
    use: 'Usa questo video',
    sending: 'Invio del video…',
    cancel: 'Annulla',
    preview: 'Anteprima della fotocamera',
    playback: 'Il video da rivedere',
    recording: 'Registrazione in corso',
    timer: (now: string, max: string) => `${now} di ${max}`,
    cameraOn: 'Fotocamera accesa. Avvia la registrazione quando sei pronto.',
    started: (max: string) => `Registrazione avviata: si ferma da sola a ${max}.`,
    recorded: (length: string) => `Registrazione terminata (${length}). Rivedila prima di usarla.`,
    atLimit: (length: string) => `Raggiunta la durata massima: registrazione terminata (${length}).`,
    chosen: (name: string) => `Scelto il file ${name}. Rivedilo prima di usarlo.`,
    review: (length: string | null, size: string) => (length ? `Durata ${length} · ${size}` : size),
    failures: {
      denied:
        'Non hai dato il permesso di usare fotocamera e microfono. Consentilo nelle impostazioni del browser per questo sito, oppure scegli un file video.',
      missing: 'Non è stata trovata una fotocamera con microfono. Collegane una oppure scegli un file video.',
      busy: 'La fotocamera è usata da un’altra applicazione o non risponde. Chiudila e riprova, oppure scegli un file video.',
      unsupported: 'Questo browser non può registrare video su questa pagina. Scegli un file video.',
      failed: 'Non è stato possibile accendere la fotocamera. Riprova oppure scegli un file video.',
      recorder: 'La registrazione non è riuscita. Riprova oppure scegli un file video.',
    } satisfies Record<RecorderFailure, string>,
    tooLarge: (max: string) => `Il file è troppo grande: al massimo ${max}.`,
    notVideo: 'Il file scelto non è un video.',
  },
  en: {
    intro: (max: string) =>
      `Record a video with your camera (up to ${max}) or choose a file from your device.`,
    startCamera: 'Turn the camera on',
    starting: 'Turning the camera on…',
    chooseFile: 'Choose a video file',
    chooseOther: 'Choose another file',
    record: 'Start recording',
    stop: 'Stop recording',
    retake: 'Record again',
    use: 'Use this video',
    sending: 'Sending the video…',
    cancel: 'Cancel',
    preview: 'Camera preview',
    playback: 'The video to review',
    recording: 'Recording',
    timer: (now: string, max: string) => `${now} of ${max}`,
    cameraOn: 'Camera on. Start recording when you are ready.',
    started: (max: string) => `Recording started: it stops by itself at ${max}.`,
    recorded: (length: string) => `Recording finished (${length}). Watch it before using it.`,
    atLimit: (length: string) => `Maximum length reached: recording finished (${length}).`,
    chosen: (name: string) => `Chose the file ${name}. Watch it before using it.`,
    review: (length: string | null, size: string) => (length ? `Length ${length} · ${size}` : size),
    failures: {
      denied:
        'Camera and microphone access was refused. Allow it in the browser’s settings for this site, or choose a video file instead.',
      missing: 'No camera with a microphone was found. Connect one or choose a video file instead.',
      busy: 'The camera is used by another application or does not respond. Close it and try again, or choose a video file.',
      unsupported: 'This browser cannot record video on this page. Choose a video file instead.',
      failed: 'The camera could not be turned on. Try again or choose a video file.',
      recorder: 'The recording failed. Try again or choose a video file.',
    } satisfies Record<RecorderFailure, string>,
    tooLarge: (max: string) => `The file is too large: at most ${max}.`,
    notVideo: 'The chosen file is not a video.',
  },
});

export interface VideoRecorderProps {
  /** What the video is for: names the recorder (e.g. 'Video di presentazione'). */
  label: string;
  /** The longest take in seconds: recording stops there by itself. */
  maxSeconds: number;
  /** The largest file that may be chosen, in bytes (the upload type's limit, docs/files.md). */
  maxBytes?: number;
  /** The name of a recorded take's file, without extension. */
  fileName?: string;
  /** What a chosen file may be (the file input's `accept`). */
  accept?: string;
  /**
   * "Use this video": the caller sends the file. The recorder shows it busy until the promise settles,
   * then starts over; when the promise rejects the take is kept to try again (the caller shows why).
   */
  onUse: (file: File) => Promise<void> | void;
  /** Offered as "Cancel" beside the first buttons, for a caller that opened the recorder on demand. */
  onCancel?: () => void;
  /** Focus the first button when shown (a recorder opened on demand, whose opener is gone). */
  autoFocus?: boolean;
}

/**
 * Records a video in the browser (camera and microphone, MediaRecorder: WebM in Chromium and Firefox,
 * MP4 in Safari) with a live preview, a timer, a maximum length, playback of the take and re-takes; or
 * takes a chosen file instead. Every step is a button, announced in the app's live region, and the
 * focus moves to the next step's button.
 */
export function VideoRecorder({
  label,
  maxSeconds,
  maxBytes,
  fileName = 'video',
  accept = 'video/*',
  onUse,
  onCancel,
  autoFocus = false,
}: VideoRecorderProps) {
  const t = useTexts(texts);
  const labelId = useId();
  const {
    phase,
    take,
    failure,
    elapsed,
    stoppedAtLimit,
    previewRef,
    startCamera,
    startRecording,
    stopRecording,
    chooseFile: reviewFile,
    reset,
  } = useVideoRecorder({ maxSeconds, baseName: fileName });
  const [sending, setSending] = useState(false);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const nextStep = useRef<HTMLButtonElement>(null);
  const max = formatDuration(maxSeconds) ?? '';

  // Each step announced and its main button focused (the previous step's button is gone).
  const previous = useRef<RecorderPhase>(phase);
  useEffect(() => {
    const from = previous.current;
    previous.current = phase;
    if (from === phase) return;
    if (phase === 'ready') announce(t.cameraOn);
    if (phase === 'recording') announce(t.started(max));
    if (phase === 'review' && take) {
      const length = formatDuration(take.seconds) ?? '';
      announce(
        take.seconds === null
          ? t.chosen(take.file.name)
          : stoppedAtLimit
            ? t.atLimit(length)
            : t.recorded(length),
      );
    }
    if (phase === 'ready' || phase === 'recording' || phase === 'review') nextStep.current?.focus();
  }, [phase, take, stoppedAtLimit, t, max]);

  const chooseFile = () => {
    setFileProblem(null);
    fileInput.current?.click();
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.type && !file.type.startsWith('video/') && accept === 'video/*') setFileProblem(t.notVideo);
    else if (maxBytes !== undefined && file.size > maxBytes)
      setFileProblem(t.tooLarge(formatFileSize(maxBytes)));
    else reviewFile(file);
  };

  const use = async () => {
    if (!take || sending) return;
    setSending(true);
    announce(t.sending);
    try {
      await onUse(take.file);
      reset();
    } catch {
      // The caller shows what went wrong; the take stays to try again.
    } finally {
      setSending(false);
    }
  };

  const cancel = () => {
    reset();
    onCancel?.();
  };

  const problem = failure ? t.failures[failure] : fileProblem;
  const live = phase === 'starting' || phase === 'ready' || phase === 'recording';

  return (
    <div className={styles.recorder} role="group" aria-labelledby={labelId}>
      <span id={labelId} className="t-visually-hidden">
        {label}
      </span>
      {problem ? (
        <div className="t-alert t-alert-error" role="alert">
          {problem}
        </div>
      ) : null}

      {live ? (
        <div className={styles.frame}>
          <video
            ref={previewRef}
            className={`${styles.video} ${styles.mirror}`}
            muted
            autoPlay
            playsInline
            aria-label={t.preview}
          />
          {phase === 'recording' ? (
            <p className={styles.badge}>
              <span className={styles.dot} aria-hidden="true" />
              <span className="t-visually-hidden">{t.recording}: </span>
              <span role="timer">{t.timer(formatDuration(elapsed) ?? '0:00', max)}</span>
            </p>
          ) : null}
        </div>
      ) : null}

      {phase === 'review' && take ? (
        <>
          <div className={styles.frame}>
            <video className={styles.video} src={take.url} controls playsInline aria-label={t.playback} />
          </div>
          <p className="t-muted" style={{ margin: 0 }} data-testid="recorder-take">
            {t.review(formatDuration(take.seconds), formatFileSize(take.file.size))}
          </p>
        </>
      ) : null}

      {phase === 'idle' || phase === 'starting' ? (
        <p className="t-muted" style={{ margin: 0 }}>
          {t.intro(max)}
        </p>
      ) : null}

      <div className="t-row">
        {phase === 'idle' || phase === 'starting' ? (
          <>
            <button
              type="button"
              className="t-button"
              // Opened on demand, its opener gone: the focus starts here.
              autoFocus={autoFocus}
              aria-disabled={phase === 'starting'}
              onClick={() => phase === 'idle' && void startCamera()}
            >
              {phase === 'starting' ? t.starting : t.startCamera}
            </button>
            <button type="button" className="t-button t-button-secondary" onClick={chooseFile}>
              {t.chooseFile}
            </button>
          </>
        ) : null}
        {phase === 'ready' ? (
          <button ref={nextStep} type="button" className="t-button" onClick={startRecording}>
            <span className={styles.dot} aria-hidden="true" />
            {t.record}
          </button>
        ) : null}
        {phase === 'recording' ? (
          <button ref={nextStep} type="button" className="t-button t-button-danger" onClick={stopRecording}>
            <span className={styles.square} aria-hidden="true" />
            {t.stop}
          </button>
        ) : null}
        {phase === 'review' ? (
          <>
            <button ref={nextStep} type="button" className="t-button" aria-disabled={sending} onClick={use}>
              {sending ? t.sending : t.use}
            </button>
            {take?.seconds === null ? (
              <button
                type="button"
                className="t-button t-button-secondary"
                disabled={sending}
                onClick={chooseFile}
              >
                {t.chooseOther}
              </button>
            ) : (
              <button
                type="button"
                className="t-button t-button-secondary"
                disabled={sending}
                onClick={() => void startCamera()}
              >
                {t.retake}
              </button>
            )}
          </>
        ) : null}
        {phase === 'ready' || phase === 'review' || (onCancel && phase === 'idle') ? (
          <button type="button" className="t-button t-button-link" disabled={sending} onClick={cancel}>
            {t.cancel}
          </button>
        ) : null}
      </div>
      <input
        ref={fileInput}
        type="file"
        accept={accept}
        hidden
        onChange={onFile}
        data-testid="recorder-file"
      />
    </div>
  );
}
