import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Review.module.css';

export const MIN_REASON = 3;
export const MAX_REASON = 2000;

interface ReasonDialogProps {
  /** What is rejected (a signup, a post, a page): the dialog's title. */
  title: string | null;
  /** Whom the reason is mailed to, said above the field. */
  hint: string;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onHide: () => void;
}

/** Asks for the reason of a rejection (mailed and shown to the company); open while `title` is set. */
export function ReasonDialog({ title, hint, busy, onSubmit, onHide }: ReasonDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = reason.trim();
  const error =
    touched && trimmed.length < MIN_REASON ? t('admin-review:reason.tooShort', { min: MIN_REASON }) : null;
  const close = () => {
    setReason('');
    setTouched(false);
    onHide();
  };
  const submit = () => {
    setTouched(true);
    if (trimmed.length >= MIN_REASON) onSubmit(trimmed);
  };
  return (
    <Dialog
      visible={title !== null}
      onHide={close}
      header={title}
      style={{ width: '90%', maxWidth: '34rem' }}
      data-testid="reason-dialog"
      footer={
        <div className={styles.dialogFooter}>
          <Button type="button" label={t('admin-review:reason.cancel')} outlined onClick={close} />
          <Button
            type="button"
            label={t('admin-review:reason.submit')}
            severity="danger"
            icon="pi pi-times"
            loading={busy}
            onClick={submit}
            data-testid="reason-submit"
          />
        </div>
      }
    >
      <p className={styles.muted}>{hint}</p>
      <label htmlFor={id} className={styles.label}>
        {t('admin-review:reason.label')}
      </label>
      <InputTextarea
        id={id}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        onBlur={() => setTouched(true)}
        rows={5}
        maxLength={MAX_REASON}
        autoResize
        className={styles.reason}
        invalid={error !== null}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid="reason-input"
      />
      {error && (
        <small id={`${id}-error`} className={styles.error}>
          {error}
        </small>
      )}
    </Dialog>
  );
}
