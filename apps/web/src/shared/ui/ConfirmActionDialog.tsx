import { ConfirmDialog } from 'primereact/confirmdialog';
import { useTranslation } from 'react-i18next';
import { returnFocusOnExit } from './dialog-focus';

/** A question before a step that cannot be undone lightly (close a post, delete a draft, drop edits). */
export interface ConfirmRequest {
  title: string;
  message: string;
  acceptLabel: string;
  onAccept: () => void;
  /** Called when the user answers no or closes the dialog. */
  onReject?: () => void;
}

/** Shows `request` while it is set; either answer clears it through `onDone`. */
export function ConfirmActionDialog({
  request,
  onDone,
}: {
  request: ConfirmRequest | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      visible={request !== null}
      onHide={(result) => {
        if (result !== 'accept') request?.onReject?.();
        onDone();
      }}
      header={request?.title}
      message={request?.message}
      icon="pi pi-exclamation-triangle"
      acceptLabel={request?.acceptLabel}
      rejectLabel={t('common.cancel')}
      acceptClassName="p-button-danger"
      accept={() => request?.onAccept()}
      style={{ width: '90%', maxWidth: '30rem' }}
      transitionOptions={returnFocusOnExit}
      data-testid="confirm-dialog"
    />
  );
}
