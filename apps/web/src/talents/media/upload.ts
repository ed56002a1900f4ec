import { useCallback, useMemo, useState } from 'react';
import { uploadRules, type UploadType } from '@hiring/domain/candidates/upload-rules';
import { ApiError } from '../../shared/api/api-error';
import { multipartBody } from '../../shared/files/multipart-body';
import { fileTypeLabel, formatFileSize } from '../../shared/format/file-size';
import { api } from '../api';
import { defineTexts, useTexts } from '../i18n/language';
import { ShownError } from '../ui/shown-error';

const texts = defineTexts({
  it: {
    tooLarge: (max: string) => `Il file è troppo grande: al massimo ${max}.`,
    unsupported: (kinds: string) => `Questo tipo di file non è accettato. Puoi inviare: ${kinds}.`,
  },
  en: {
    tooLarge: (max: string) => `The file is too large: at most ${max}.`,
    unsupported: (kinds: string) => `This kind of file is not accepted. You can send: ${kinds}.`,
  },
});

/** Extensions a file picker shows beside the types (some pickers filter by name only). */
const extensions: Record<string, string> = {
  'application/pdf': '.pdf',
  'application/msword': '.doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'application/vnd.oasis.opendocument.text': '.odt',
  'image/jpeg': '.jpg,.jpeg',
  'image/png': '.png',
  'image/gif': '.gif',
  'image/webp': '.webp',
};

/** What a file may be: an upload type of uploadRules, or another rule (a chat attachment's). */
export type FileRule = UploadType | { readonly mimeTypes: readonly string[]; readonly maxBytes: number };
const ruleOf = (rule: FileRule) => (typeof rule === 'string' ? uploadRules[rule] : rule);

/** The file input's `accept` for an upload type: its types (and their extensions), from uploadRules. */
export function uploadAccept(type: FileRule): string {
  const types = ruleOf(type).mimeTypes;
  if (types.every((mime) => mime.startsWith('video/'))) return 'video/*';
  return [...types, ...types.flatMap((mime) => extensions[mime] ?? [])].join(',');
}

/** The upload type's limit as people read it ('10 MB'). */
export const uploadLimit = (type: FileRule) => formatFileSize(ruleOf(type).maxBytes);

/** What an upload type takes, as people name it: 'PDF, Word, OpenDocument'. */
export function uploadKinds(type: FileRule): string {
  const named = ruleOf(type).mimeTypes.map((mime) =>
    mime === 'video/x-matroska' ? 'MKV' : mime === 'video/mpeg' ? 'MPEG' : fileTypeLabel(mime),
  );
  return [...new Set(named)].join(', ');
}

export interface UploadOptions {
  /** The file's name as stored (a Blob has none; a File's own name otherwise). */
  fileName?: string;
  /** Text fields sent before the file (e.g. a certificate's name, issuer, issuedOn); empty ones left out. */
  fields?: Record<string, string | null | undefined>;
  signal?: AbortSignal;
}

/**
 * `POST /file/{type}` (docs/files.md): one multipart body, the text fields first (the server reads
 * them before the file part), then the file. Answers the API's `data` (the stored file as the profile
 * lists it); throws the API's ApiError.
 */
export function uploadFile<T>(type: UploadType, file: Blob, options: UploadOptions = {}): Promise<T> {
  const name = options.fileName ?? (file instanceof File ? file.name : type);
  return api.post<T>(`/file/${type}`, multipartBody(options.fields ?? {}, file, name), {
    signal: options.signal,
  });
}

/**
 * A file's failures in the app's language: one over the rule's limit (found before sending: a 200 MB
 * video need not travel to be told so), and the API's 413 and 415 with the limit or the accepted
 * kinds; other errors stay the API's own.
 */
export function useFileFailures() {
  const t = useTexts(texts);
  return useMemo(
    () => ({
      oversize: (rule: FileRule, file: Blob): ShownError | null =>
        file.size > ruleOf(rule).maxBytes ? new ShownError(t.tooLarge(uploadLimit(rule))) : null,
      explain: (rule: FileRule, failure: unknown): unknown => {
        if (!(failure instanceof ApiError)) return failure;
        if (failure.status === 413) return new ShownError(t.tooLarge(uploadLimit(rule)));
        if (failure.status === 415) return new ShownError(t.unsupported(uploadKinds(rule)));
        return failure;
      },
    }),
    [t],
  );
}

/**
 * An upload with its busy state and its error, for a form: a file over the type's limit is refused
 * before it is sent (a 200 MB video need not travel to be told so), and the API's 413 and 415 are
 * said in the app's language with the limit or the accepted kinds; other errors are the API's own.
 */
export function useUpload() {
  const { oversize, explain } = useFileFailures();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const upload = useCallback(
    async <T>(type: UploadType, file: Blob, options?: UploadOptions): Promise<T> => {
      setError(null);
      const tooLarge = oversize(type, file);
      if (tooLarge) {
        setError(tooLarge);
        throw tooLarge;
      }
      setBusy(true);
      try {
        return await uploadFile<T>(type, file, options);
      } catch (failure) {
        const shown = explain(type, failure);
        setError(shown);
        throw shown;
      } finally {
        setBusy(false);
      }
    },
    [oversize, explain],
  );

  const clearError = useCallback(() => setError(null), []);
  return { upload, busy, error, clearError };
}
