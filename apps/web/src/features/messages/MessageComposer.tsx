import { chatAttachmentRule } from '@hiring/domain';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../shared/ui/toast/useToast';
import styles from './Messages.module.css';
import type { useMessageActions } from './useMessageActions';

/** Writing: Enter sends, Shift+Enter starts a new line; a file goes with the text, or alone. */
export function MessageComposer(props: {
  chatId: number | null;
  actions: ReturnType<typeof useMessageActions>;
}) {
  const { t } = useTranslation('messages');
  const notify = useToast();
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { send, attach } = props.actions;
  const busy = send.isPending || attach.isPending;
  const disabled = props.chatId === null;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (props.chatId === null || busy) return;
    const text = body.trim();
    try {
      if (file) await attach.mutateAsync({ chatId: props.chatId, body: text, file });
      else if (text !== '') await send.mutateAsync({ chatId: props.chatId, body: text });
      else return;
      setBody('');
      setFile(null);
    } catch {
      // The error toast is shown; what was written stays.
    }
  };

  const pick = (chosen: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!chosen) return;
    if (chosen.size > chatAttachmentRule.maxBytes) {
      notify('fail', t('fileTooLarge', { mb: chatAttachmentRule.maxBytes / (1024 * 1024) }));
      return;
    }
    setFile(chosen);
  };

  return (
    <form className={styles.composer} onSubmit={(event) => void submit(event)} data-testid="composer">
      {disabled && <p className={styles.noMessages}>{t('cannotWrite')}</p>}
      {file && (
        <div className={styles.chosenFile} data-testid="chosen-file">
          <i className="pi pi-paperclip" aria-hidden="true" />
          <span className={styles.fileName}>{file.name}</span>
          <Button
            type="button"
            icon="pi pi-times"
            text
            rounded
            size="small"
            severity="secondary"
            aria-label={t('removeFile', { name: file.name })}
            onClick={() => setFile(null)}
          />
        </div>
      )}
      <div className={styles.composerRow}>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={chatAttachmentRule.mimeTypes.join(',')}
          onChange={(event) => pick(event.target.files?.[0])}
          data-testid="attach-input"
          aria-label={t('attach')}
        />
        <Button
          type="button"
          icon="pi pi-paperclip"
          text
          rounded
          severity="secondary"
          aria-label={t('attach')}
          disabled={disabled || busy}
          onClick={() => fileInput.current?.click()}
          data-testid="attach"
        />
        <InputTextarea
          id="message-body"
          value={body}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            }
          }}
          rows={1}
          autoResize
          maxLength={5000}
          disabled={disabled}
          placeholder={t('composerLabel')}
          aria-label={t('composerLabel')}
          aria-describedby="message-body-hint"
          className={styles.composerInput}
          data-testid="composer-input"
        />
        <Button
          type="submit"
          icon="pi pi-send"
          rounded
          aria-label={t('send')}
          loading={busy}
          disabled={disabled || (body.trim() === '' && !file)}
          data-testid="send"
        />
      </div>
      <p id="message-body-hint" className={styles.hint}>
        {t('composerHint')}
      </p>
    </form>
  );
}
