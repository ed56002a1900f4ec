import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Board.module.css';

/** Asks for a column's name, to add a column or rename one. */
export function ColumnNameDialog(props: {
  title: string;
  initialName: string;
  onSave: (name: string) => void;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(props.initialName);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  // Unmounted as it closes, the dialog never reaches the end of its hide transition, where PrimeReact
  // gives the focus back: what had the focus as it opened (the column's menu button) gets it here.
  const [opener] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    },
    [opener],
  );
  const trimmed = name.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed) props.onSave(trimmed);
  };
  return (
    <Dialog
      visible
      header={props.title}
      onHide={props.onHide}
      // The name field, not the close button PrimeReact would focus at the end of the show transition.
      onShow={() => input.current?.focus()}
      style={{ width: 'min(90vw, 26rem)' }}
    >
      <form onSubmit={submit} className={styles.form} data-testid="column-name-form">
        <label htmlFor={inputId}>{t('board.columns.name')}</label>
        <InputText
          ref={input}
          id={inputId}
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
        />
        <div className={styles.actions}>
          <Button type="button" label={t('common.cancel')} text onClick={props.onHide} />
          <Button type="submit" label={t('common.save')} disabled={!trimmed} />
        </div>
      </form>
    </Dialog>
  );
}
