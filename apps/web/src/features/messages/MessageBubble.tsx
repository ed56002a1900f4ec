import type { ChatMessage } from '@hiring/domain';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { Menu } from 'primereact/menu';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentView } from './AttachmentView';
import styles from './Messages.module.css';
import { clockTime } from './thread-days';

/** One message: text, attachment, time; one's own with its read state and a menu to edit or withdraw it. */
export function MessageBubble(props: {
  message: ChatMessage;
  onEdit: (body: string) => Promise<unknown>;
  onDelete: () => void;
}) {
  const { t } = useTranslation('messages');
  const { message } = props;
  const menu = useRef<Menu>(null);
  const menuId = `message-menu-${useId().replace(/:/g, '')}`;
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (draft === null || draft.trim() === '') return;
    setSaving(true);
    try {
      await props.onEdit(draft);
      setDraft(null);
    } catch {
      // The error toast is shown; the draft stays to try again.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div
      className={`${styles.bubbleRow} ${message.mine ? styles.mine : styles.theirs}`}
      data-testid="message"
      data-message-id={message.id}
      data-mine={message.mine}
    >
      <div className={styles.bubble}>
        {draft === null ? (
          message.body && <p className={styles.body}>{message.body}</p>
        ) : (
          <div className={styles.editor}>
            <InputTextarea
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              aria-label={t('editLabel')}
              autoResize
              rows={2}
              autoFocus
              onKeyDown={(event) => {
                if (event.key === 'Escape') setDraft(null);
                if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  void save();
                }
              }}
            />
            <div className={styles.editorActions}>
              <Button type="button" size="small" text label={t('cancel')} onClick={() => setDraft(null)} />
              <Button
                type="button"
                size="small"
                label={t('save')}
                loading={saving}
                onClick={() => void save()}
              />
            </div>
          </div>
        )}
        {message.attachment && <AttachmentView attachment={message.attachment} />}
        <span className={styles.meta}>
          <time dateTime={message.createdAt}>{clockTime(message.createdAt)}</time>
          {message.mine && (
            <span
              className={message.readAt ? styles.read : styles.sent}
              data-testid="read-state"
              data-read={message.readAt !== null}
              aria-label={t(message.readAt ? 'read' : 'sent')}
              title={t(message.readAt ? 'read' : 'sent')}
            >
              {message.readAt ? '✓✓' : '✓'}
            </span>
          )}
        </span>
      </div>
      {message.mine && draft === null && (
        <>
          <Menu
            popup
            ref={menu}
            id={menuId}
            model={[
              { label: t('edit'), icon: 'pi pi-pencil', command: () => setDraft(message.body) },
              { label: t('delete'), icon: 'pi pi-trash', command: props.onDelete },
            ]}
          />
          <Button
            type="button"
            icon="pi pi-ellipsis-v"
            text
            rounded
            size="small"
            severity="secondary"
            className={styles.bubbleMenu}
            aria-label={t('messageActions')}
            aria-haspopup="menu"
            aria-controls={menuId}
            onClick={(event) => menu.current?.toggle(event)}
            data-testid="message-menu"
          />
        </>
      )}
    </div>
  );
}
