import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCandidate } from '@hiring/domain';
import styles from './AdminPrivacy.module.css';

export const MIN_REASON = 3;
export const MAX_REASON = 1000;

interface ErasureDialogProps {
  /** Whom the erasure is for; the dialog is open while set. */
  candidate: AdminCandidate | null;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onHide: () => void;
}

/** Asks for the reason of an erasure on request (kept in the audit log) and says it cannot be undone. */
export function ErasureDialog({ candidate, busy, onConfirm, onHide }: ErasureDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = reason.trim();
  const error =
    touched && trimmed.length < MIN_REASON
      ? t('admin-privacy:erase.reasonTooShort', { min: MIN_REASON })
      : null;
  const close = () => {
    setReason('');
    setTouched(false);
    onHide();
  };
  const submit = () => {
    setTouched(true);
    if (trimmed.length >= MIN_REASON) onConfirm(trimmed);
  };
  return (
    <Dialog
      visible={candidate !== null}
      onHide={close}
      header={t('admin-privacy:erase.title')}
      style={{ width: '90%', maxWidth: '34rem' }}
      data-testid="erasure-dialog"
      footer={
        <div className={styles.dialogFooter}>
          <Button type="button" label={t('admin-privacy:erase.cancel')} outlined onClick={close} />
          <Button
            type="button"
            label={t('admin-privacy:erase.confirm')}
            severity="danger"
            icon="pi pi-trash"
            loading={busy}
            onClick={submit}
            data-testid="erasure-confirm"
          />
        </div>
      }
    >
      {candidate && (
        <p className={styles.warning}>
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />{' '}
          {t('admin-privacy:erase.warning', {
            name: `${candidate.firstname} ${candidate.lastname}`,
            email: candidate.email,
          })}
        </p>
      )}
      <label htmlFor={id} className={styles.label}>
        {t('admin-privacy:erase.reason')}
      </label>
      <InputTextarea
        id={id}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        onBlur={() => setTouched(true)}
        rows={4}
        maxLength={MAX_REASON}
        autoResize
        className={styles.reason}
        placeholder={t('admin-privacy:erase.reasonPlaceholder')}
        invalid={error !== null}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        data-testid="erasure-reason"
      />
      {error ? (
        <small id={`${id}-error`} className={styles.error}>
          {error}
        </small>
      ) : (
        <small id={`${id}-hint`} className={styles.muted}>
          {t('admin-privacy:erase.reasonHint')}
        </small>
      )}
    </Dialog>
  );
}
