import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companyFileUploadRule } from '@hiring/domain/companies/company-page';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { formatDate } from '../../shared/format/date';
import { EmptyState } from '../../shared/ui/EmptyState';
import { LoadingBlock } from '../../shared/ui/LoadingBlock';
import { useToast } from '../../shared/ui/toast/useToast';
import { ConfirmActionDialog, type ConfirmRequest } from '../../shared/ui/ConfirmActionDialog';
import { downloadSignedFile, openSignedFile } from '../../shared/files/signed-file';
import styles from './Company.module.css';
import type { CompanyFile } from './company-api';
import { CompanySection } from './CompanySection';
import { useCompanyFileActions, useCompanyFiles } from './useCompanyPage';
import { FilePickButton } from '../../shared/ui/FilePickButton';

const accepted: readonly string[] = companyFileUploadRule.mimeTypes;

function iconOf(mimeType: string): string {
  if (mimeType === 'application/pdf') return 'pi-file-pdf';
  if (mimeType.startsWith('image/')) return 'pi-image';
  return 'pi-file-word';
}

/** Sizes in the Italian way: 1,2 MB, 350 kB. */
function formatSize(bytes: number): string {
  const number = (value: number) =>
    new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 }).format(value);
  if (bytes >= 1024 * 1024) return `${number(bytes / (1024 * 1024))} MB`;
  return `${number(Math.max(1, Math.round(bytes / 1024)))} kB`;
}

interface CompanyFilesProps {
  companyId: number;
  /** Adding a file (U or C on company, in the active company). */
  canUpload: boolean;
  /** Deleting one: its uploader with U, anyone with C. */
  canDelete: (file: CompanyFile) => boolean;
}

/** The company's documents: everyone of the company downloads them; uploads and deletes as allowed. */
export function CompanyFiles({ companyId, canUpload, canDelete }: CompanyFilesProps) {
  const { t } = useTranslation();
  const notify = useToast();
  const showApiError = useApiErrorToast();
  const files = useCompanyFiles(companyId);
  const { upload, remove } = useCompanyFileActions(companyId);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!accepted.includes(file.type)) {
      notify('warn', t('company:files.wrongType'));
      return;
    }
    if (file.size > companyFileUploadRule.maxBytes) {
      notify('warn', t('company:files.tooLarge', { mb: companyFileUploadRule.maxBytes / 1048576 }));
      return;
    }
    upload.mutate(file, {
      onSuccess: () => notify('done', t('company:files.uploaded', { name: file.name })),
    });
  };

  // Images and PDFs open in a new tab; anything else is saved under its name.
  const download = (file: CompanyFile) =>
    (file.mimeType === 'application/pdf' || file.mimeType.startsWith('image/')
      ? openSignedFile
      : downloadSignedFile)(`/company-file/${file.id}`).catch(showApiError);

  const actions = canUpload && (
    <FilePickButton
      inputId="company-file-input"
      accept={accepted}
      onPick={pick}
      label={t('company:files.upload')}
      loading={upload.isPending}
      data-testid="company-file-upload"
    />
  );

  return (
    <CompanySection
      id="company-files"
      icon="pi-paperclip"
      title={t('company:files.title')}
      description={t('company:files.hint')}
      actions={actions}
    >
      {files.isPending ? (
        <LoadingBlock label={t('company:files.loading')} />
      ) : files.isError ? (
        <EmptyState icon="pi pi-exclamation-triangle">{t('company:files.unavailable')}</EmptyState>
      ) : files.data.length === 0 ? (
        <EmptyState icon="pi pi-folder-open">{t('company:files.empty')}</EmptyState>
      ) : (
        <ul className={styles.fileList} data-testid="company-files">
          {files.data.map((file) => (
            <li key={file.id} className={styles.fileRow}>
              <i className={`pi ${iconOf(file.mimeType)} ${styles.fileIcon}`} aria-hidden="true" />
              <button type="button" className={styles.fileName} onClick={() => void download(file)}>
                {file.fileName}
              </button>
              <span className={styles.fileMeta}>
                {formatSize(file.size)} · {formatDate(file.createdAt)}
              </span>
              {canDelete(file) && (
                <Button
                  type="button"
                  icon="pi pi-trash"
                  text
                  rounded
                  severity="danger"
                  aria-label={t('company:files.delete', { name: file.fileName })}
                  title={t('company:files.delete', { name: file.fileName })}
                  disabled={remove.isPending}
                  onClick={() =>
                    setConfirm({
                      title: t('company:files.deleteTitle'),
                      message: t('company:files.deleteMessage', { name: file.fileName }),
                      acceptLabel: t('company:files.deleteAccept'),
                      onAccept: () => remove.mutate(file.id),
                    })
                  }
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmActionDialog request={confirm} onDone={() => setConfirm(null)} />
    </CompanySection>
  );
}
