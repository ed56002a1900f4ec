import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../shared/forms/NumberInput';
import { useOnOpen } from '../../shared/ui/useOnOpen';
import styles from './Billing.module.css';
import { budgetCentsFromEuros, eurosFromCents, type BudgetInputError } from './budget-input';

const errorKeys: Record<BudgetInputError, string> = {
  invalidNumber: 'common.error.invalidNumber',
  negative: 'billing:budget.edit.negative',
  tooLarge: 'billing:budget.edit.tooLarge',
};

/** What is being edited: the company's monthly budget, or a member's. */
export interface BudgetEditTarget {
  userId: number | null;
  name: string | null;
  cents: number | null;
}

/** Sets a monthly budget in euro (blank: no budget); the API stores integer cents. */
export function BudgetEditDialog(props: {
  target: BudgetEditTarget | null;
  busy: boolean;
  onSave: (cents: number | null) => void;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const [euros, setEuros] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const visible = props.target !== null;
  useOnOpen(visible, () => {
    setEuros(eurosFromCents(props.target?.cents));
    setError(null);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = budgetCentsFromEuros(euros);
    if (!read.ok) {
      setError(t(errorKeys[read.error]));
      return;
    }
    props.onSave(read.cents);
  };

  const title =
    props.target?.userId == null
      ? t('billing:budget.edit.titleCompany')
      : t('billing:budget.edit.titleMember', { name: props.target.name ?? '' });
  return (
    <Dialog
      visible={visible}
      onHide={props.onHide}
      header={title}
      style={{ width: '90%', maxWidth: '30rem' }}
      data-testid="budget-edit-dialog"
    >
      <form onSubmit={submit} className={styles.form} noValidate>
        <label htmlFor="budget-amount" className={styles.fieldLabel}>
          {t('billing:budget.edit.amount')}
        </label>
        <NumberInput
          id="budget-amount"
          value={euros}
          maxFractionDigits={2}
          unit="€"
          autoFocus
          invalid={error !== null}
          aria-invalid={error !== null}
          aria-describedby="budget-amount-hint budget-amount-error"
          onChange={(value) => {
            setEuros(value);
            setError(null);
          }}
          data-testid="budget-amount"
        />
        {error && (
          <small id="budget-amount-error" className={styles.fieldError} role="alert">
            {error}
          </small>
        )}
        <p id="budget-amount-hint" className={styles.hint}>
          {t('billing:budget.edit.hint')}
        </p>
        <div className={styles.dialogActions}>
          <Button type="button" label={t('common.cancel')} text onClick={props.onHide} />
          <Button
            type="submit"
            icon="pi pi-check"
            label={t('billing:budget.edit.save')}
            loading={props.busy}
            data-testid="budget-save"
          />
        </div>
      </form>
    </Dialog>
  );
}
