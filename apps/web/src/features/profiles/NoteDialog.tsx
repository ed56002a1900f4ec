import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnOpen } from '../../shared/ui/useOnOpen';
import styles from './Profiles.module.css';

/** Saves a candidate's profile with a note (the note may stay empty). */
export function NoteDialog(props: {
  visible: boolean;
  title: string;
  busy: boolean;
  onSave: (note: string | null) => void;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  useOnOpen(props.visible, () => setNote(''));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSave(note.trim() || null);
  };
  return (
    <Dialog
      visible={props.visible}
      onHide={props.onHide}
      onShow={() => field.current?.focus()}
      header={props.title}
      style={{ width: '90%', maxWidth: '30rem' }}
      data-testid="note-dialog"
    >
      <form onSubmit={submit} className={styles.form}>
        <label htmlFor="saved-profile-note">{t('profiles.note')}</label>
        <InputTextarea
          id="saved-profile-note"
          ref={field}
          value={note}
          rows={4}
          maxLength={2000}
          autoResize
          onChange={(event) => setNote(event.target.value)}
        />
        <div className={styles.dialogActions}>
          <Button type="button" label={t('common.cancel')} text onClick={props.onHide} />
          <Button
            type="submit"
            icon="pi pi-bookmark"
            label={t('profiles.save')}
            loading={props.busy}
            data-testid="note-submit"
          />
        </div>
      </form>
    </Dialog>
  );
}
