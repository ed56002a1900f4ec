import { useTranslation } from 'react-i18next';
import { ReasonDialog as AskReason } from '../../../shared/ui/ReasonDialog';
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
  return (
    <AskReason
      visible={title !== null}
      texts={{
        title: title ?? '',
        label: t('admin-review:reason.label'),
        cancel: t('admin-review:reason.cancel'),
        submit: t('admin-review:reason.submit'),
        tooShort: t('admin-review:reason.tooShort', { min: MIN_REASON }),
      }}
      intro={<p className={styles.muted}>{hint}</p>}
      minLength={MIN_REASON}
      maxLength={MAX_REASON}
      icon="pi pi-times"
      busy={busy}
      testIds={{ dialog: 'reason-dialog', input: 'reason-input', submit: 'reason-submit' }}
      onSubmit={onSubmit}
      onHide={onHide}
    />
  );
}
