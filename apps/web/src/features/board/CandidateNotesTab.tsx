import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import styles from './CandidateDetail.module.css';
import { useApplicationNotes } from './useApplicationNotes';

/** The team's notes on the application: author and time; one's own notes can be deleted. */
export function CandidateNotesTab({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation();
  const me = useSessionStore((state) => state.user?.id);
  const { notes, add, remove } = useApplicationNotes(applicationId);
  const [body, setBody] = useState('');
  const inputId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    // Emptied, the editor disables its button: the focus goes back to the editor, not to the page's start.
    if (text)
      add.mutate(text, {
        onSuccess: () => {
          setBody('');
          input.current?.focus();
        },
      });
  };
  return (
    <div data-testid="candidate-notes">
      <form className={styles.noteForm} onSubmit={submit}>
        <label htmlFor={inputId}>{t('board.notes.new')}</label>
        <InputTextarea
          ref={input}
          id={inputId}
          value={body}
          rows={3}
          maxLength={5000}
          autoResize
          onChange={(event) => setBody(event.target.value)}
        />
        <Button
          type="submit"
          label={t('board.notes.add')}
          icon="pi pi-plus"
          disabled={!body.trim()}
          loading={add.isPending}
        />
      </form>
      {notes.data?.length === 0 && <p>{t('board.notes.empty')}</p>}
      <ul className={styles.notes}>
        {notes.data?.map((note) => (
          <li key={note.id} className={styles.note} data-testid="note">
            <div className={styles.noteHead}>
              <span>
                {note.user ? `${note.user.firstname} ${note.user.lastname}` : t('board.notes.teammate')} ·{' '}
                {formatDateTime(note.createdAt)}
              </span>
              {note.userId === me && (
                <Button
                  type="button"
                  icon="pi pi-trash"
                  text
                  rounded
                  size="small"
                  severity="danger"
                  aria-label={t('board.notes.delete')}
                  onClick={() => remove.mutate(note.id)}
                />
              )}
            </div>
            <p className={styles.noteBody}>{note.body}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
