import { useState } from 'react';
import type { ProfileFile } from '@hiring/domain';
import { fileTypeLabel, formatFileSize } from '../../shared/format/file-size';
import { defineTexts, useTexts } from '../i18n/language';
import { ErrorMessage } from '../ui/ErrorMessage';
import { downloadSignedFile } from './stored-files';
import styles from './Profile.module.css';

const texts = defineTexts({
  it: { download: (name: string) => `Scarica ${name}`, downloadShort: 'Scarica' },
  en: { download: (name: string) => `Download ${name}`, downloadShort: 'Download' },
});

/**
 * A stored file of the profile: its name, kind and size, and a download through its signed address
 * (the profile lists `/{resource}/{id}/file`, which wants a token a link cannot send).
 */
export function StoredFileLine({ file, extra }: { file: ProfileFile; extra?: string | null }) {
  const t = useTexts(texts);
  const [error, setError] = useState<unknown>(null);
  const download = async () => {
    setError(null);
    try {
      await downloadSignedFile(file.url.replace(/\/file$/, ''));
    } catch (failure) {
      setError(failure);
    }
  };
  return (
    <div className="t-stack" style={{ gap: '0.25rem' }}>
      <div className={styles.fileLine}>
        <span className={styles.fileName}>{file.fileName}</span>
        <span className="t-muted">
          {fileTypeLabel(file.mimeType)} · {formatFileSize(file.size)}
          {extra ? ` · ${extra}` : ''}
        </span>
        <button
          type="button"
          className="t-button-link"
          aria-label={t.download(file.fileName)}
          onClick={() => void download()}
        >
          {t.downloadShort}
        </button>
      </div>
      <ErrorMessage error={error} />
    </div>
  );
}
