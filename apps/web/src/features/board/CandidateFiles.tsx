import type { ApplicationFiles } from '@hiring/domain';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { formatDate, formatDateTime } from '../../shared/format/date';
import { fileTypeLabel, formatFileSize } from '../../shared/format/file-size';
import { VideoPlayer } from '../../shared/media/VideoPlayer';
import { EmptyState } from '../../shared/ui/EmptyState';
import { downloadSignedFile, openSignedFile } from '../../shared/files/signed-file';
import styles from './CandidateFiles.module.css';

type Document = ApplicationFiles['curricula'][number];
type Video = ApplicationFiles['videos'][number];

const iconOf = (mimeType: string) =>
  mimeType === 'application/pdf'
    ? 'pi-file-pdf'
    : mimeType.startsWith('image/')
      ? 'pi-image'
      : 'pi-file-word';

/**
 * The files the candidate sent with the application (the snapshot of when they applied): CVs and
 * certificates to open in the browser or download, the video introduction, video interviews and
 * video answers to play.
 */
export function CandidateFiles({ files }: { files: ApplicationFiles }) {
  const { t } = useTranslation();
  const documents: Array<{ doc: Document; kind: 'curriculum' | 'certificate'; name: string; meta?: string }> =
    [
      ...files.curricula.map((doc) => ({ doc, kind: 'curriculum' as const, name: doc.fileName })),
      ...files.certificates.map((doc) => ({
        doc,
        kind: 'certificate' as const,
        name: doc.name,
        meta: [doc.issuer, doc.issuedOn && formatDate(doc.issuedOn)].filter(Boolean).join(' · '),
      })),
    ];
  const empty = documents.length === 0 && files.videos.length === 0;
  return (
    <section className={styles.files} aria-labelledby="candidate-files-title" data-testid="candidate-files">
      <h3 id="candidate-files-title" className={styles.title}>
        {t('board.files.title')}
      </h3>
      {empty ? (
        <EmptyState icon="pi pi-folder-open" testId="candidate-files-empty">
          {t('board.files.none')}
        </EmptyState>
      ) : (
        <>
          {documents.length > 0 && (
            <ul className={styles.documents} aria-label={t('board.files.documents')}>
              {documents.map(({ doc, kind, name, meta }) => (
                <DocumentItem
                  key={`${doc.resource}-${doc.id}`}
                  doc={doc}
                  kind={kind}
                  name={name}
                  meta={meta}
                />
              ))}
            </ul>
          )}
          {files.videos.length > 0 && (
            <ul className={styles.videos} aria-label={t('board.files.videos')}>
              {files.videos.map((video) => (
                <li
                  key={`${video.kind}-${video.videoId}`}
                  data-testid="candidate-video"
                  data-kind={video.kind}
                >
                  <VideoPlayer
                    videoId={video.videoId}
                    title={videoTitle(t, video)}
                    extra={<span className={styles.meta}>{formatDateTime(video.createdAt)}</span>}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

export function videoTitle(
  t: (key: string, values?: Record<string, string>) => string,
  video: Video,
): string {
  if (video.kind === 'answer') return t('board.files.answer', { question: video.title ?? '' });
  return t(`board.files.${video.kind}`);
}

function DocumentItem(props: {
  doc: Document;
  kind: 'curriculum' | 'certificate';
  name: string;
  meta?: string;
}) {
  const { t } = useTranslation();
  const showError = useApiErrorToast();
  const [busy, setBusy] = useState<'open' | 'download' | null>(null);
  const { doc } = props;
  const run = (what: 'open' | 'download') => {
    setBusy(what);
    (what === 'open' ? openSignedFile : downloadSignedFile)(`/${doc.resource}/${doc.id}`)
      .catch(showError)
      .finally(() => setBusy(null));
  };
  const facts = [fileTypeLabel(doc.mimeType), formatFileSize(doc.size), formatDate(doc.createdAt)];
  return (
    <li className={styles.document} data-testid="candidate-document" data-kind={props.kind}>
      <i className={`pi ${iconOf(doc.mimeType)} ${styles.icon}`} aria-hidden="true" />
      <div className={styles.documentText}>
        <span className={styles.kind}>{t(`board.files.${props.kind}`)}</span>
        <span className={styles.name} title={doc.fileName}>
          {props.name}
        </span>
        <span className={styles.meta}>
          {props.meta ? `${props.meta} · ` : ''}
          {facts.join(' · ')}
        </span>
      </div>
      <div className={styles.actions}>
        <Button
          type="button"
          size="small"
          outlined
          icon="pi pi-external-link"
          label={t('board.files.open')}
          aria-label={t('board.files.openNamed', { name: props.name })}
          loading={busy === 'open'}
          onClick={() => run('open')}
          data-testid="document-open"
        />
        <Button
          type="button"
          size="small"
          text
          icon="pi pi-download"
          label={t('board.files.download')}
          aria-label={t('board.files.downloadNamed', { name: props.name })}
          loading={busy === 'download'}
          onClick={() => run('download')}
          data-testid="document-download"
        />
      </div>
    </li>
  );
}
