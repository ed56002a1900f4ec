import type { ReactNode } from 'react';
import styles from './FilePickButton.module.css';

/**
 * A file input shown as a button: the input stays in the tab order (visually hidden, its focus ring
 * drawn on the button-looking label), so it opens the device's picker by keyboard, pointer and
 * screen reader alike. The chosen file goes to `onFile`, and the input is emptied for the next pick.
 */
export function FilePickButton({
  id,
  accept,
  busy = false,
  describedBy,
  secondary = true,
  invalid = false,
  onFile,
  children,
}: {
  id: string;
  accept: string;
  busy?: boolean;
  /** Ids of what tells about the file (kinds, limit, the current file). */
  describedBy?: string;
  secondary?: boolean;
  /** A file is missing or wrong (the form's error, tied by `describedBy`). */
  invalid?: boolean;
  onFile: (file: File) => void;
  children: ReactNode;
}) {
  return (
    <span className={styles.pick}>
      <input
        id={id}
        className={styles.input}
        type="file"
        accept={accept}
        // Not disabled while busy: the focus stays on it; the picker just does not open.
        aria-disabled={busy || undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onClick={(event) => {
          if (busy) event.preventDefault();
        }}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file && !busy) onFile(file);
        }}
      />
      <label htmlFor={id} className={`t-button ${secondary ? 't-button-secondary' : ''} ${styles.button}`}>
        {children}
      </label>
    </span>
  );
}
