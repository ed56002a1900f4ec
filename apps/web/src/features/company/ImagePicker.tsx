import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { companyImageUploadRule } from '@hiring/domain/companies/company-page';
import { useToast } from '../../shared/ui/toast/useToast';
import styles from './Company.module.css';
import { FilePickButton } from '../../shared/ui/FilePickButton';

interface ImagePickerProps {
  id: string;
  label: string;
  /** Sends the chosen file; the preview shows it until this settles. */
  onPick: (file: File) => Promise<unknown>;
  disabled?: boolean;
  /** Beside the upload button, e.g. removing the image. */
  actions?: ReactNode;
  /** What the slot shows: the stored image, or the preview of the file on its way. */
  children: (preview: string | null, busy: boolean) => ReactNode;
}

const accepted: readonly string[] = companyImageUploadRule.mimeTypes;

/**
 * A picture chosen from the device and uploaded at once: its local preview shows while the server
 * resizes it, then the stored image takes its place. Other types and oversized files are refused
 * before anything is sent (the server checks the bytes again).
 */
export function ImagePicker({ id, label, onPick, disabled, actions, children }: ImagePickerProps) {
  const { t } = useTranslation();
  const notify = useToast();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!accepted.includes(file.type)) {
      notify('warn', t('company:images.wrongType'));
      return;
    }
    if (file.size > companyImageUploadRule.maxBytes) {
      notify('warn', t('company:images.tooLarge', { mb: companyImageUploadRule.maxBytes / 1048576 }));
      return;
    }
    setPreview(URL.createObjectURL(file));
    void onPick(file)
      .catch(() => undefined)
      .finally(() => setPreview(null));
  };

  return (
    <>
      {children(preview, preview !== null)}
      <div className={styles.pickerActions}>
        <FilePickButton
          inputId={id}
          accept={accepted}
          onPick={pick}
          label={label}
          loading={preview !== null}
          disabled={disabled}
          data-testid={`${id}-button`}
        />
        {actions}
      </div>
    </>
  );
}
