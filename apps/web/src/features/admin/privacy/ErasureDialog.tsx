import { useTranslation } from 'react-i18next';
import type { AdminCandidate } from '@hiring/domain';
import { ReasonDialog } from '../../../shared/ui/ReasonDialog';
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
  return (
    <ReasonDialog
      visible={candidate !== null}
      texts={{
        title: t('admin-privacy:erase.title'),
        label: t('admin-privacy:erase.reason'),
        cancel: t('admin-privacy:erase.cancel'),
        submit: t('admin-privacy:erase.confirm'),
        tooShort: t('admin-privacy:erase.reasonTooShort', { min: MIN_REASON }),
        hint: t('admin-privacy:erase.reasonHint'),
        placeholder: t('admin-privacy:erase.reasonPlaceholder'),
      }}
      intro={
        candidate && (
          <p className={styles.warning}>
            <i className="pi pi-exclamation-triangle" aria-hidden="true" />{' '}
            {t('admin-privacy:erase.warning', {
              name: `${candidate.firstname} ${candidate.lastname}`,
              email: candidate.email,
            })}
          </p>
        )
      }
      minLength={MIN_REASON}
      maxLength={MAX_REASON}
      icon="pi pi-trash"
      busy={busy}
      testIds={{ dialog: 'erasure-dialog', input: 'erasure-reason', submit: 'erasure-confirm' }}
      onSubmit={onConfirm}
      onHide={onHide}
    />
  );
}
