import { useEffect, useId, useRef } from 'react';
import styles from './Applications.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  /** The confirm button in the danger colour (a withdrawal, a decline). */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A confirmation in the browser's own modal `<dialog>`: it keeps the focus inside, closes on Escape,
 * hides the page from screen readers, and gives the focus back to the button that opened it. The
 * focus starts on "cancel", so a stray Enter does not confirm.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, body, confirm, cancel, danger, busy, onConfirm, onClose } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      cancelRef.current?.focus();
      return () => {
        if (dialog.open) dialog.close();
        opener?.focus();
      };
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <p id={bodyId}>{body}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={`t-button ${danger ? 't-button-danger' : ''}`}
          disabled={busy}
          onClick={onConfirm}
        >
          {confirm}
        </button>
        <button
          ref={cancelRef}
          type="button"
          className="t-button t-button-secondary"
          disabled={busy}
          onClick={onClose}
        >
          {cancel}
        </button>
      </div>
    </dialog>
  );
}
