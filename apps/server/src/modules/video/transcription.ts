import { openAsBlob } from 'node:fs';
import type { Config } from '../../config.js';
import { AiServiceError, postWithRetries, type RetryOptions } from '../ai/provider/http-retry.js';

/** An OpenAI-compatible speech-to-text server (`POST {baseUrl}/audio/transcriptions`). */
export interface SttClientOptions extends RetryOptions {
  /** e.g. https://api.openai.com/v1; `/audio/transcriptions` is appended. */
  baseUrl: string;
  /** Sent as a bearer token when set (local servers often need none). */
  apiKey: string | null;
  /** e.g. `whisper-1`, `gpt-4o-transcribe`, a faster-whisper model name. */
  model: string;
}

/** What the candidate said, and in which language (ISO 639-1 when the server names it). */
export interface Transcript {
  text: string;
  language: string | null;
}

/** The speech-to-text settings when configured (AI_STT_*), with the AI timeout; else null. */
export function sttProvider(config: Config): SttClientOptions | null {
  if (!config.stt) return null;
  return { ...config.stt, timeoutMs: config.ai.timeoutMs };
}

/** Whisper's `verbose_json` names languages in English words; most other servers give the code. */
const languageCodes: Record<string, string> = {
  italian: 'it',
  english: 'en',
  french: 'fr',
  german: 'de',
  spanish: 'es',
  portuguese: 'pt',
  romanian: 'ro',
  polish: 'pl',
  ukrainian: 'uk',
  russian: 'ru',
  arabic: 'ar',
  chinese: 'zh',
  albanian: 'sq',
  dutch: 'nl',
};

/** `italian` → `it`, `it` → `it`, `pt-BR` → `pt`; anything unreadable: null. */
export function languageCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const word = value.trim().toLowerCase();
  if (!word) return null;
  if (languageCodes[word]) return languageCodes[word];
  const code = /^([a-z]{2,3})(?:[-_][a-z0-9]+)?$/.exec(word);
  return code ? code[1]! : null;
}

/**
 * Transcribes an audio file: multipart `file`, `model`, `response_format=verbose_json` (text and
 * language). Retries like the chat client; throws AiServiceError on a timeout, a refused call or an
 * answer without text.
 */
export async function transcribe(
  options: SttClientOptions,
  audio: { path: string; fileName: string; mimeType: string },
): Promise<Transcript> {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
  const blob = await openAsBlob(audio.path, { type: audio.mimeType });
  const text = await postWithRetries(options, url, {
    headers: {
      accept: 'application/json',
      ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
    },
    body: () => {
      const form = new FormData();
      form.append('file', blob, audio.fileName);
      form.append('model', options.model);
      form.append('response_format', 'verbose_json');
      return form;
    },
  });
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    throw new AiServiceError('malformed', `the transcription is not JSON: ${text.slice(0, 200)}`);
  }
  const fields = (payload ?? {}) as { text?: unknown; language?: unknown };
  if (typeof fields.text !== 'string') {
    throw new AiServiceError('malformed', 'the transcription has no text');
  }
  return { text: fields.text.trim(), language: languageCode(fields.language) };
}
