import type { ChatMessage } from '@hiring/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { openBlob } from '../../shared/files/open-blob';
import { fetchAttachment } from './attachment-blob';
import styles from './Messages.module.css';

type Attachment = NonNullable<ChatMessage['attachment']>;

const inlineTypes = /^(image\/(jpeg|png|gif|webp)|application\/pdf)$/;

/** A message's file: an image as a thumbnail, anything else as a link; either opens or saves it. */
export function AttachmentView({ attachment }: { attachment: Attachment }) {
  const { t } = useTranslation('messages');
  const showError = useApiErrorToast();
  const [opening, setOpening] = useState(false);
  const image = attachment.mimeType.startsWith('image/');
  const inline = inlineTypes.test(attachment.mimeType);
  const thumb = useQuery({
    // Not under ['chat']: a reconnection reloads the chat queries, a file's bytes never change.
    queryKey: ['chat-attachment', attachment.url],
    queryFn: ({ signal }) => fetchAttachment(attachment.url, signal),
    enabled: image,
    staleTime: Infinity,
    meta: { silent: true },
  });
  const thumbUrl = useMemo(() => (thumb.data ? URL.createObjectURL(thumb.data) : null), [thumb.data]);
  useEffect(() => () => void (thumbUrl && URL.revokeObjectURL(thumbUrl)), [thumbUrl]);

  const open = async () => {
    setOpening(true);
    try {
      openBlob(thumb.data ?? (await fetchAttachment(attachment.url)), attachment.name, inline);
    } catch (error) {
      showError(error);
    } finally {
      setOpening(false);
    }
  };

  return (
    <button
      type="button"
      className={image ? styles.thumbButton : styles.fileButton}
      onClick={() => void open()}
      aria-label={t('openAttachment', { name: attachment.name })}
      aria-busy={opening}
      data-testid="attachment"
    >
      {image && thumbUrl ? (
        <img src={thumbUrl} alt="" className={styles.thumb} />
      ) : (
        <>
          <i
            className={`pi ${opening ? 'pi-spin pi-spinner' : image ? 'pi-image' : 'pi-file'}`}
            aria-hidden="true"
          />
          <span className={styles.fileName}>{attachment.name}</span>
          <span className={styles.fileSize}>{formatSize(attachment.size)}</span>
        </>
      )}
    </button>
  );
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('it-IT', { maximumFractionDigits: 1 })} MB`;
}
