import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { ProgressBar } from 'primereact/progressbar';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money';
import type { BudgetMember } from './billing-api';
import styles from './Billing.module.css';
import { budgetUse } from './budget-input';

export const memberName = (member: Pick<BudgetMember, 'firstname' | 'lastname'>) =>
  `${member.firstname} ${member.lastname}`.trim();

/** The members with their monthly budget and this month's spending; chart or edit a member's budget. */
export function BudgetMembersTable(props: {
  members: readonly BudgetMember[];
  selectedUserId: number | null;
  mayEdit: boolean;
  onShow: (member: BudgetMember) => void;
  onEdit: (member: BudgetMember) => void;
}) {
  const { t } = useTranslation();
  const rows = props.members.map((member) => ({
    ...member,
    name: memberName(member),
    // Members without a budget sort after those with one.
    budgetSort: member.monthlyBudgetCents ?? Number.MAX_SAFE_INTEGER,
  }));
  type Row = (typeof rows)[number];

  const use = (row: Row) => {
    const used = budgetUse(row.spentCents, row.monthlyBudgetCents);
    if (!used) return <span className={styles.muted}>{t('billing:budget.noBudget')}</span>;
    return (
      <div className={styles.use}>
        <ProgressBar
          value={used.percent}
          showValue={false}
          style={{ height: '0.5rem' }}
          className={styles.bar}
          data-over={used.over}
          aria-label={t('billing:budget.members.useOf', { name: row.name, percent: used.percent })}
        />
        <span className={styles.useText}>
          {used.over ? (
            <Tag severity="danger" value={t('billing:budget.over')} />
          ) : (
            t('billing:budget.members.percent', { percent: used.percent })
          )}
        </span>
      </div>
    );
  };

  const actions = (row: Row) => (
    <div className={styles.rowActions}>
      <Button
        icon="pi pi-chart-bar"
        text
        rounded
        aria-label={`${t('billing:budget.members.show')}: ${row.name}`}
        aria-pressed={props.selectedUserId === row.userId}
        onClick={() => props.onShow(row)}
      />
      {props.mayEdit && (
        <Button
          icon="pi pi-pencil"
          text
          rounded
          aria-label={`${t('billing:budget.members.edit')}: ${row.name}`}
          data-testid="budget-member-edit"
          onClick={() => props.onEdit(row)}
        />
      )}
    </div>
  );

  return (
    <DataTable
      value={rows}
      dataKey="userId"
      size="small"
      stripedRows
      sortField="spentCents"
      sortOrder={-1}
      rowClassName={(row: Row) => (row.userId === props.selectedUserId ? 'p-highlight' : '')}
      aria-label={t('billing:budget.members.title')}
      data-testid="budget-members"
      emptyMessage={t('billing:budget.members.empty')}
    >
      <Column
        field="name"
        header={t('billing:budget.members.name')}
        sortable
        body={(row: Row) => <span className={styles.person}>{row.name}</span>}
      />
      <Column
        field="budgetSort"
        header={t('billing:budget.members.budget')}
        sortable
        body={(row: Row) =>
          row.monthlyBudgetCents === null ? (
            <span className={styles.muted}>—</span>
          ) : (
            <span className={styles.money}>{formatMoney(row.monthlyBudgetCents)}</span>
          )
        }
      />
      <Column
        field="spentCents"
        header={t('billing:budget.members.spent')}
        sortable
        body={(row: Row) => <span className={styles.money}>{formatMoney(row.spentCents)}</span>}
      />
      <Column header={t('billing:budget.members.use')} body={use} />
      <Column body={actions} style={{ width: '7rem' }} />
    </DataTable>
  );
}
