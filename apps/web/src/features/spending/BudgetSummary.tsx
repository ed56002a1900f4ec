import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/format/date';
import { formatMoney } from '../../shared/format/money';
import type { Budget } from './billing-api';
import styles from './Billing.module.css';
import { monthLabel } from './rome-calendar';

/** This month at a glance: spent, the budget (editable), what remains, and the next invoice. */
export function BudgetSummary(props: {
  current: Budget['currentMonth'];
  invoice: Pick<Budget, 'nextInvoiceOn' | 'invoiceDueCents'> | null;
  /** Whose budget: null for the company, else the member's name. */
  subject: string | null;
  onEdit: (() => void) | null;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'en' ? 'en-GB' : 'it-IT';
  const { current } = props;
  const over = current.overBudget && current.budgetCents !== null;
  return (
    <div className={styles.cards} data-testid="budget-summary">
      <section className={styles.card} aria-labelledby="budget-spent-label">
        <p className={styles.cardLabel} id="budget-spent-label">
          {t('billing:budget.cards.spent', { month: monthLabel(current.month, locale, true) })}
        </p>
        <p className={styles.cardValue} data-testid="budget-spent">
          {formatMoney(current.spentCents)}
        </p>
        <p className={styles.cardNote}>{props.subject ?? t('billing:budget.scopeCompany')}</p>
      </section>
      <section className={styles.card} aria-labelledby="budget-limit-label">
        <p className={styles.cardLabel} id="budget-limit-label">
          {t('billing:budget.cards.budget')}
          {props.onEdit && (
            <Button
              icon="pi pi-pencil"
              text
              rounded
              size="small"
              aria-label={t('billing:budget.cards.edit')}
              onClick={props.onEdit}
              data-testid="budget-edit"
            />
          )}
        </p>
        <p className={styles.cardValue} data-testid="budget-limit">
          {current.budgetCents === null ? t('billing:budget.noBudget') : formatMoney(current.budgetCents)}
        </p>
        <p className={styles.cardNote}>{t('billing:budget.cards.notBlocking')}</p>
      </section>
      <section
        className={styles.card}
        data-tone={over ? 'danger' : undefined}
        aria-labelledby="budget-remaining-label"
      >
        <p className={styles.cardLabel} id="budget-remaining-label">
          {over ? t('billing:budget.cards.over') : t('billing:budget.cards.remaining')}
        </p>
        <p className={styles.cardValue} data-testid="budget-remaining">
          {current.budgetCents === null
            ? '—'
            : over
              ? formatMoney(current.spentCents - current.budgetCents)
              : formatMoney(current.remainingCents ?? current.budgetCents - current.spentCents)}
        </p>
        <p className={styles.cardNote}>
          {current.budgetCents === null
            ? t('billing:budget.cards.noLimit')
            : t('billing:budget.cards.thisMonth')}
        </p>
      </section>
      {props.invoice && (
        <section className={styles.card} aria-labelledby="budget-invoice-label">
          <p className={styles.cardLabel} id="budget-invoice-label">
            {t('billing:budget.cards.invoice')}
          </p>
          <p className={styles.cardValue} data-testid="budget-invoice">
            {formatMoney(props.invoice.invoiceDueCents)}
          </p>
          <p className={styles.cardNote}>
            {t('billing:budget.cards.invoiceOn', { date: formatDate(props.invoice.nextInvoiceOn) })}
          </p>
        </section>
      )}
    </div>
  );
}
