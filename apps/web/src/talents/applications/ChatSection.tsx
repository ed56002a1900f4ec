import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { chatAttachmentRule } from '@hiring/domain/chat/attachment-rule';
import { formatDateTime } from '../../shared/format/date';
import { defineTexts, useTexts } from '../i18n/language';
import { announce } from '../ui/announce';
import { FilePickButton } from '../media/FilePickButton';
import { uploadAccept, uploadKinds, uploadLimit, useFileFailures } from '../media/upload';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Loading } from '../ui/Loading';
import { MessageAttachment } from './MessageAttachment';
import { TextAreaField } from '../ui/TextAreaField';
import { useCompanyThread } from './useCompanyThread';
import styles from './Applications.module.css';

/** A message's most characters (messageBodySchema in the domain). */
const MESSAGE_MAX = 5000;

const texts = defineTexts({
  it: {
    title: 'Messaggi',
    none: 'L’azienda non ha ancora aperto una conversazione con te. Quando ti scriverà, potrai rispondere qui.',
    empty: 'Ancora nessun messaggio.',
    older: 'Messaggi precedenti',
    me: 'Tu',
    sending: 'Invio…',
    read: 'Letto',
    label: 'Scrivi un messaggio',
    send: 'Invia',
    empty_body: 'Scrivi il messaggio o allega un file prima di inviarlo.',
    attach: 'Allega un file',
    attachOther: 'Cambia file',
    attached: (name: string) => `File allegato: ${name}`,
    unattach: 'Togli il file',
    fileHint: (kinds: string, max: string) => `${kinds}, fino a ${max}.`,
    tooLong: `Al massimo ${MESSAGE_MAX} caratteri.`,
    sent: 'Messaggio inviato',
    closed: 'La candidatura è ritirata: la conversazione resta da leggere.',
  },
  en: {
    title: 'Messages',
    none: 'The company has not opened a conversation with you yet. When it writes to you, you can answer here.',
    empty: 'No messages yet.',
    older: 'Earlier messages',
    me: 'You',
    sending: 'Sending…',
    read: 'Read',
    label: 'Write a message',
    send: 'Send',
    empty_body: 'Write the message or attach a file before sending it.',
    attach: 'Attach a file',
    attachOther: 'Change file',
    attached: (name: string) => `Attached file: ${name}`,
    unattach: 'Remove the file',
    fileHint: (kinds: string, max: string) => `${kinds}, up to ${max}.`,
    tooLong: `At most ${MESSAGE_MAX} characters.`,
    sent: 'Message sent',
    closed: 'The application is withdrawn: the conversation stays here to read.',
  },
});

function Composer({ onSend }: { onSend: (body: string, file?: File) => Promise<void> }) {
  const t = useTexts(texts);
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [value, setValue] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const failures = useFileFailures();

  const pick = (chosen: File) => {
    const oversize = failures.oversize(chatAttachmentRule, chosen);
    setFailure(oversize);
    if (!oversize) setFile(chosen);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const body = value.trim();
    const problem = body === '' && !file ? t.empty_body : body.length > MESSAGE_MAX ? t.tooLong : null;
    setInvalid(problem);
    setFailure(null);
    if (problem) return field.current?.focus();
    // A text alone is shown in the thread at once, and the field is free for the next one; a file
    // waits for the server.
    const sending = file;
    setValue('');
    setBusy(sending !== null);
    try {
      await onSend(body, sending ?? undefined);
      setFile(null);
      announce(t.sent);
    } catch (error) {
      setValue((current) => current || body);
      setFailure(sending ? failures.explain(chatAttachmentRule, error) : error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="t-stack" onSubmit={(event) => void submit(event)} noValidate>
      <TextAreaField
        id={id}
        textareaRef={field}
        rows={3}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        label={t.label}
        error={invalid}
      />
      <div className="t-row">
        <FilePickButton
          id={`${id}-file`}
          accept={uploadAccept(chatAttachmentRule)}
          busy={busy}
          describedBy={`${id}-file-hint`}
          onFile={pick}
        >
          {file ? t.attachOther : t.attach}
        </FilePickButton>
        {file ? (
          <>
            <span data-testid="chat-file">{t.attached(file.name)}</span>
            <button type="button" className="t-button-link" onClick={() => setFile(null)} disabled={busy}>
              {t.unattach}
            </button>
          </>
        ) : null}
      </div>
      <span id={`${id}-file-hint`} className="t-field-hint">
        {t.fileHint(uploadKinds(chatAttachmentRule), uploadLimit(chatAttachmentRule))}
      </span>
      <ErrorMessage error={failure} />
      <div>
        <button type="submit" className="t-button" aria-disabled={busy || undefined}>
          {busy ? t.sending : t.send}
        </button>
      </div>
    </form>
  );
}

function Thread({
  chatId,
  companyName,
  canWrite,
}: {
  chatId: number;
  companyName: string;
  canWrite: boolean;
}) {
  const t = useTexts(texts);
  const { thread, loaded, live, error, send, loadOlder, loadingOlder } = useCompanyThread(chatId);
  // The newest message in view when one comes (not when older ones are added above).
  const list = useRef<HTMLDivElement>(null);
  const newest = thread.messages.at(-1)?.id;
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [newest]);
  return (
    <>
      <ErrorMessage error={error} />
      {!loaded && !error ? <Loading /> : null}
      {thread.hasOlder ? (
        <button
          type="button"
          className="t-button-link"
          disabled={loadingOlder}
          onClick={() => void loadOlder()}
        >
          {t.older}
        </button>
      ) : null}
      {loaded && thread.messages.length === 0 ? <p className="t-muted">{t.empty}</p> : null}
      {/* role=log: screen readers read each message that arrives, not the ones already there. */}
      <div
        ref={list}
        className={styles.thread}
        role="log"
        aria-label={t.title}
        data-testid="chat-thread"
        data-live={live}
        tabIndex={0}
      >
        <ol className={styles.messages}>
          {thread.messages.map((m) => (
            <li key={m.id} className={`${styles.message} ${m.mine ? styles.mine : ''}`} data-mine={m.mine}>
              <span className="t-visually-hidden">{m.mine ? t.me : companyName}: </span>
              {m.body ? <p>{m.body}</p> : null}
              {m.attachment ? <MessageAttachment messageId={m.id} file={m.attachment} /> : null}
              <small>
                {m.pending ? t.sending : <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>}
                {m.mine && m.readAt ? ` · ${t.read}` : ''}
              </small>
            </li>
          ))}
        </ol>
      </div>
      {canWrite ? <Composer onSend={send} /> : <p className="t-muted">{t.closed}</p>}
    </>
  );
}

/** The conversation with the company, once it has opened one (only staff open chats: docs/chat.md). */
export function ChatSection({
  chatId,
  companyName,
  canWrite,
}: {
  chatId: number | null;
  companyName: string;
  canWrite: boolean;
}) {
  const t = useTexts(texts);
  return (
    <section className={styles.section} aria-labelledby="chat-title" data-testid="chat">
      <h2 id="chat-title">{t.title}</h2>
      {chatId === null ? (
        <p className="t-muted">{t.none}</p>
      ) : (
        <Thread chatId={chatId} companyName={companyName} canWrite={canWrite} />
      )}
    </section>
  );
}
