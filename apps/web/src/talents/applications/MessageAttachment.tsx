import type { ChatMessage } from '@hiring/domain';
import { useState } from 'react';
import { openBlob } from '../../shared/files/open-blob';
import { formatFileSize } from '../../shared/format/file-size';
import { fetchApiFile } from '../api-file';
import { defineTexts, useTexts } from '../i18n/language';
import { ErrorMessage } from '../ui/ErrorMessage';

const texts = defineTexts({
  it: { open: (name: string, size: string) => `Apri l’allegato ${name} (${size})` },
  en: { open: (name: string, size: string) => `Open the attachment ${name} (${size})` },
});

/** A message's file (docs/chat.md): fetched with the token, images and PDFs opened, others saved. */
export function MessageAttachment({
  messageId,
  file,
}: {
  messageId: number;
  file: NonNullable<ChatMessage['attachment']>;
}) {
  const t = useTexts(texts);
  const [error, setError] = useState<unknown>(null);
  const inline = file.mimeType.startsWith('image/') || file.mimeType === 'application/pdf';
  const open = async () => {
    setError(null);
    try {
      openBlob(await fetchApiFile(`/message/${messageId}/attachment`), file.name, inline);
    } catch (failure) {
      setError(failure);
    }
  };
  return (
    <>
      <button type="button" className="t-button-link" onClick={() => void open()}>
        <span aria-hidden="true">📎 </span>
        {t.open(file.name, formatFileSize(file.size))}
      </button>
      <ErrorMessage error={error} />
    </>
  );
}
