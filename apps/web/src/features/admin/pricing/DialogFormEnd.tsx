import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import styles from './Pricing.module.css';

/** The end of a pricing dialog's form: its error (announced), Cancel and the submit button. */
export function DialogFormEnd(props: {
  error: string | null | undefined;
  busy: boolean | undefined;
  onCancel: () => void;
  /** The submit button's label; Save by default. */
  submitLabel?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {props.error && (
        <small className={styles.fieldError} role="alert">
          {props.error}
        </small>
      )}
      <div className={styles.dialogActions}>
        <Button type="button" label={t('admin-pricing:cancel')} text onClick={props.onCancel} />
        <Button
          type="submit"
          icon="pi pi-check"
          label={props.submitLabel ?? t('admin-pricing:save')}
          loading={props.busy}
          data-testid={props.testId}
        />
      </div>
    </>
  );
}
