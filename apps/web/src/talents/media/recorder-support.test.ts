import { describe, expect, it } from 'vitest';
import { cameraFailureOf, pickRecorderMimeType, recordingFile } from './recorder-support';

const named = (name: string) => Object.assign(new Error(name), { name });

describe('pickRecorderMimeType', () => {
  it('takes WebM with VP9 where the browser records it', () => {
    expect(pickRecorderMimeType(() => true)).toBe('video/webm;codecs=vp9,opus');
  });
  it('falls back to MP4 (Safari), then to none', () => {
    expect(pickRecorderMimeType((type) => type.startsWith('video/mp4'))).toBe('video/mp4;codecs=avc1,mp4a');
    expect(pickRecorderMimeType(() => false)).toBeUndefined();
  });
  it('skips a format whose check throws', () => {
    expect(
      pickRecorderMimeType((type) => {
        if (type.includes('vp9')) throw new Error('no');
        return true;
      }),
    ).toBe('video/webm;codecs=vp8,opus');
  });
});

describe('recordingFile', () => {
  it('declares the type without codecs, with its extension', () => {
    expect(recordingFile('video/webm;codecs=vp8,opus', 'intro')).toEqual({
      type: 'video/webm',
      name: 'intro.webm',
    });
    expect(recordingFile('video/mp4;codecs=avc1,mp4a', 'intro')).toEqual({
      type: 'video/mp4',
      name: 'intro.mp4',
    });
    expect(recordingFile(undefined, 'intro')).toEqual({ type: 'video/webm', name: 'intro.webm' });
  });
});

describe('cameraFailureOf', () => {
  it('tells a refusal, a missing device, a busy one and an unsupported browser apart', () => {
    expect(cameraFailureOf(named('NotAllowedError'))).toBe('denied');
    expect(cameraFailureOf(named('SecurityError'))).toBe('denied');
    expect(cameraFailureOf(named('NotFoundError'))).toBe('missing');
    expect(cameraFailureOf(named('OverconstrainedError'))).toBe('missing');
    expect(cameraFailureOf(named('NotReadableError'))).toBe('busy');
    expect(cameraFailureOf(new TypeError('getUserMedia is not a function'))).toBe('unsupported');
    expect(cameraFailureOf('boom')).toBe('failed');
  });
});
