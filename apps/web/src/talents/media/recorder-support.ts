/**
 * What the browser's camera and MediaRecorder can do, as plain functions (tested without a browser):
 * the recording format to ask for, the file a take becomes, and why the camera could not start.
 */

/**
 * Formats to record in, best first: WebM (Chromium, Firefox; the server takes video/webm) with VP9 or
 * VP8 and Opus, then MP4 (Safari records only that; the server takes video/mp4).
 */
export const recorderMimeTypes = [
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm',
  'video/mp4;codecs=avc1,mp4a',
  'video/mp4',
] as const;

/** The first format the browser records, or undefined (then MediaRecorder picks its own). */
export function pickRecorderMimeType(isTypeSupported: (type: string) => boolean): string | undefined {
  return recorderMimeTypes.find((type) => {
    try {
      return isTypeSupported(type);
    } catch {
      return false;
    }
  });
}

/**
 * The file a take is sent as: its content type without codec parameters (the server compares the
 * declared type with the bytes) and a matching extension.
 */
export function recordingFile(
  mimeType: string | undefined,
  baseName: string,
): { type: string; name: string } {
  const type = (mimeType ?? '').split(';')[0]?.trim().toLowerCase() || 'video/webm';
  const extension = type === 'video/mp4' ? 'mp4' : type === 'video/x-matroska' ? 'mkv' : 'webm';
  return { type, name: `${baseName}.${extension}` };
}

/**
 * Why the camera did not start:
 * - `denied`: the person or the browser's settings refused it (NotAllowedError, SecurityError);
 * - `missing`: no camera or microphone (NotFoundError, OverconstrainedError);
 * - `busy`: the device is held by another app or failed (NotReadableError, AbortError);
 * - `unsupported`: no getUserMedia or MediaRecorder here (an old browser, a page not on https);
 * - `failed`: anything else.
 */
export type CameraFailure = 'denied' | 'missing' | 'busy' | 'unsupported' | 'failed';

export function cameraFailureOf(error: unknown): CameraFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'missing';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    case 'TypeError':
      return 'unsupported';
    default:
      return 'failed';
  }
}
