import { useState } from 'react';
import type { ProfileFile } from '@hiring/domain';
import { fileTypeLabel, formatFileSize } from '../../shared/format/file-size';
import { defineTexts, useTexts } from '../i18n/language';
import { uploadAccept, uploadKinds, uploadLimit, useUpload } from '../media/upload';
import { announce } from '../ui/announce';
import { ErrorMessage } from '../ui/ErrorMessage';
import styles from './Apply.module.css';

const texts = defineTexts({
  it: {
    label: 'Curriculum (facoltativo)',
    none: 'Nessun curriculum caricato.',
    upload: 'Carica il curriculum',
    replace: 'Sostituisci il curriculum',
    busy: (name: string) => `Caricamento di ${name}…`,
    hint: (kinds: string, max: string) => `${kinds}, al massimo ${max}.`,
    uploaded: (name: string) => `Curriculum caricato: ${name}`,
  },
  en: {
    label: 'CV (optional)',
    none: 'No CV uploaded.',
    upload: 'Upload your CV',
    replace: 'Replace the CV',
    busy: (name: string) => `Uploading ${name}…`,
    hint: (kinds: string, max: string) => `${kinds}, up to ${max}.`,
    uploaded: (name: string) => `CV uploaded: ${name}`,
  },
});

/**
 * The candidate's CV while applying (`POST /file/curriculum`, which replaces the profile's CV): the
 * current one by name and size, a button to upload or replace it, the busy state while it travels.
 * The application's snapshot takes the CV in place when it is sent.
 */
export function CvPicker({
  cv,
  onUploaded,
}: {
  cv: ProfileFile | null;
  onUploaded: (cv: ProfileFile) => void;
}) {
  const t = useTexts(texts);
  const { upload, busy, error } = useUpload();
  const [picked, setPicked] = useState('');
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setPicked(file.name);
    try {
      const stored = await upload<ProfileFile>('curriculum', file);
      onUploaded(stored);
      announce(t.uploaded(stored.fileName));
    } catch {
      // useUpload keeps the error to show.
    }
  };
  return (
    <div className="t-field" data-testid="cv-picker">
      <span id="apply-cv-label" className={styles.label}>
        {t.label}
      </span>
      <p className={styles.file} id="apply-cv-current">
        {cv ? (
          <>
            <span className={styles.fileName}>{cv.fileName}</span>{' '}
            <span className="t-muted">
              {fileTypeLabel(cv.mimeType)} · {formatFileSize(cv.size)}
            </span>
          </>
        ) : (
          <span className="t-muted">{t.none}</span>
        )}
      </p>
      <input
        id="apply-cv"
        className={styles.fileInput}
        type="file"
        accept={uploadAccept('curriculum')}
        disabled={busy}
        aria-describedby="apply-cv-current apply-cv-hint"
        onChange={(event) => {
          void pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <label
        id="apply-cv-button"
        htmlFor="apply-cv"
        className={`t-button t-button-secondary ${styles.fileButton}`}
        aria-disabled={busy}
      >
        {cv ? t.replace : t.upload}
      </label>
      <span id="apply-cv-hint" className="t-field-hint">
        {t.hint(uploadKinds('curriculum'), uploadLimit('curriculum'))}
      </span>
      <div role="status" className={busy ? styles.busy : 't-visually-hidden'}>
        {busy ? (
          <>
            <progress className={styles.progress} aria-hidden="true" />
            {t.busy(picked)}
          </>
        ) : null}
      </div>
      <ErrorMessage error={error} />
    </div>
  );
}
