import { useCallback, useEffect, useRef, useState } from 'react';
import { cameraFailureOf, pickRecorderMimeType, recordingFile, type CameraFailure } from './recorder-support';

/**
 * Where the recorder stands: `idle` (nothing on), `starting` (asking for the camera), `ready` (live
 * preview), `recording`, `review` (a take, recorded or chosen, to watch before using it).
 */
export type RecorderPhase = 'idle' | 'starting' | 'ready' | 'recording' | 'review';

/** A take to review: recorded here or chosen from the device. */
export interface Take {
  file: File;
  /** An object URL of the file, for playback (revoked when the take goes). */
  url: string;
  /** How long it was recorded, in seconds; null for a chosen file. */
  seconds: number | null;
}

/** Why recording could not go on: a camera failure, or the recorder itself failed. */
export type RecorderFailure = CameraFailure | 'recorder';

const TICK_MS = 250;

/**
 * The camera and MediaRecorder behind VideoRecorder: asks for camera and microphone, shows the live
 * stream in the element `preview` points at, records up to `maxSeconds` (then stops by itself) and
 * turns the camera off once a take is made. Everything is released on unmount.
 */
export function useVideoRecorder({ maxSeconds, baseName }: { maxSeconds: number; baseName: string }) {
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  const [failure, setFailure] = useState<RecorderFailure | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [take, setTake] = useState<Take | null>(null);
  const [stoppedAtLimit, setStoppedAtLimit] = useState(false);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const preview = useRef<HTMLVideoElement | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const stopCamera = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    if (preview.current) preview.current.srcObject = null;
  }, []);

  // A take's object URL is revoked when the take is replaced or the component goes.
  const replaceTake = useCallback((next: Take | null) => setTake(next), []);

  // Released when the component goes: the camera light goes off, the recording is dropped.
  useEffect(
    () => () => {
      window.clearInterval(timer.current);
      const active = recorder.current;
      if (active && active.state !== 'inactive') {
        active.ondataavailable = null;
        active.onstop = null;
        active.stop();
      }
      stopCamera();
    },
    [stopCamera],
  );
  useEffect(() => {
    if (!take) return;
    return () => URL.revokeObjectURL(take.url);
  }, [take]);

  /** The live preview: the stream is attached whenever the element (re)appears. */
  const previewRef = useCallback((element: HTMLVideoElement | null) => {
    preview.current = element;
    if (element && stream.current && element.srcObject !== stream.current) {
      element.srcObject = stream.current;
      void element.play().catch(() => undefined);
    }
  }, []);

  const startCamera = useCallback(async () => {
    setFailure(null);
    setStoppedAtLimit(false);
    replaceTake(null);
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setFailure('unsupported');
      setPhase('idle');
      return;
    }
    setPhase('starting');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } },
        audio: true,
      });
      previewRef(preview.current);
      setElapsed(0);
      setPhase('ready');
    } catch (error) {
      stopCamera();
      setFailure(cameraFailureOf(error));
      setPhase('idle');
    }
  }, [previewRef, replaceTake, stopCamera]);

  const stopRecording = useCallback(() => {
    window.clearInterval(timer.current);
    const active = recorder.current;
    if (active && active.state !== 'inactive') active.stop();
  }, []);

  const startRecording = useCallback(() => {
    const live = stream.current;
    if (!live) return;
    const mimeType = pickRecorderMimeType((type) => MediaRecorder.isTypeSupported(type));
    let media: MediaRecorder;
    try {
      media = new MediaRecorder(live, mimeType ? { mimeType } : undefined);
    } catch {
      setFailure('recorder');
      return;
    }
    const chunks: Blob[] = [];
    const started = performance.now();
    let seconds = 0;
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onerror = () => setFailure('recorder');
    media.onstop = () => {
      recorder.current = null;
      stopCamera();
      const { type, name } = recordingFile(media.mimeType || mimeType, baseName);
      if (chunks.length === 0) {
        setFailure('recorder');
        setPhase('idle');
        return;
      }
      const file = new File(chunks, name, { type });
      replaceTake({ file, url: URL.createObjectURL(file), seconds: Math.round(seconds) });
      setPhase('review');
    };
    recorder.current = media;
    // A chunk a second: a long take is not held in one piece until the end.
    media.start(1000);
    setFailure(null);
    setElapsed(0);
    setPhase('recording');
    timer.current = window.setInterval(() => {
      seconds = Math.min(maxSeconds, (performance.now() - started) / 1000);
      setElapsed(Math.floor(seconds));
      if (seconds >= maxSeconds) {
        setStoppedAtLimit(true);
        stopRecording();
      }
    }, TICK_MS);
  }, [baseName, maxSeconds, replaceTake, stopCamera, stopRecording]);

  /** A video chosen from the device instead: reviewed like a take. */
  const chooseFile = useCallback(
    (file: File) => {
      stopRecording();
      stopCamera();
      setFailure(null);
      setStoppedAtLimit(false);
      replaceTake({ file, url: URL.createObjectURL(file), seconds: null });
      setPhase('review');
    },
    [replaceTake, stopCamera, stopRecording],
  );

  /** Back to the start: camera off, take dropped. */
  const reset = useCallback(() => {
    stopRecording();
    stopCamera();
    replaceTake(null);
    setStoppedAtLimit(false);
    setPhase('idle');
  }, [replaceTake, stopCamera, stopRecording]);

  return {
    phase,
    failure,
    setFailure,
    elapsed,
    take,
    stoppedAtLimit,
    previewRef,
    startCamera,
    startRecording,
    stopRecording,
    chooseFile,
    reset,
  };
}
