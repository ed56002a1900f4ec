import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useState, type ReactNode } from 'react';
import { returnFocusOnExit } from './dialog-focus';
import styles from './ReasonDialog.module.css';

export interface ReasonDialogTexts {
  title: string;
  label: string;
  cancel: string;
  submit: string;
  /** Said under the field while the reason is too short. */
  tooShort: string;
  /** Said under the field otherwise, when there is something to say. */
  hint?: string;
  placeholder?: string;
}

interface ReasonDialogProps {
  visible: boolean;
  texts: ReasonDialogTexts;
  /** Said above the field: whom the reason reaches, what cannot be undone. */
  intro: ReactNode;
  minLength: number;
  maxLength: number;
  /** The submit button's icon (PrimeIcons class). */
  icon: string;
  busy: boolean;
  /** Test ids of the dialog, its field and its submit button. */
  testIds: { dialog: string; input: string; submit: string };
  onSubmit: (reason: string) => void;
  onHide: () => void;
}

/**
 * Asks for a required reason before a grave action (a rejection, an erasure): the action waits for
 * at least `minLength` characters, the field says why it refuses, and closing forgets what was typed.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { texts, testIds, minLength } = props;
  const id = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = reason.trim();
  const error = touched && trimmed.length < minLength ? texts.tooShort : null;
  const close = () => {
    setReason('');
    setTouched(false);
    props.onHide();
  };
  const submit = () => {
    setTouched(true);
    if (trimmed.length >= minLength) props.onSubmit(trimmed);
  };
  const note = error ?? texts.hint;
  return (
    <Dialog
      visible={props.visible}
      onHide={close}
      header={texts.title}
      style={{ width: '90%', maxWidth: '34rem' }}
      transitionOptions={returnFocusOnExit}
      data-testid={testIds.dialog}
      footer={
        <div className={styles.footer}>
          <Button type="button" label={texts.cancel} outlined onClick={close} />
          <Button
            type="button"
            label={texts.submit}
            severity="danger"
            icon={props.icon}
            loading={props.busy}
            onClick={submit}
            data-testid={testIds.submit}
          />
        </div>
      }
    >
      {props.intro}
      <label htmlFor={id} className={styles.label}>
        {texts.label}
      </label>
      <InputTextarea
        id={id}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        onBlur={() => setTouched(true)}
        rows={4}
        maxLength={props.maxLength}
        autoResize
        className={styles.reason}
        placeholder={texts.placeholder}
        invalid={error !== null}
        aria-invalid={error !== null}
        aria-describedby={note ? `${id}-note` : undefined}
        data-testid={testIds.input}
      />
      {note && (
        <small id={`${id}-note`} className={error ? styles.error : styles.hint}>
          {note}
        </small>
      )}
    </Dialog>
  );
}
