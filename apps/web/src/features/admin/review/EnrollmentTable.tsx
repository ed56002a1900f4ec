import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../shared/format/date';
import { useLazyTable } from '../../../shared/table/useLazyTable';
import { ConfirmActionDialog, type ConfirmRequest } from '../../../shared/ui/ConfirmActionDialog';
import { useToast } from '../../../shared/ui/toast/useToast';
import { useColumnFilters } from '../../../shared/table/useColumnFilters';
import { ReasonDialog } from './ReasonDialog';
import { SIGNUPS_PATH, useSignupAction, type EnrollmentState, type Signup } from './review-api';
import styles from './Review.module.css';

const columns = {
  companyName: 'text',
  email: 'text',
  createdAt: 'date',
} as const;

export const stateSeverity: Record<EnrollmentState, 'info' | 'warning' | 'success' | 'danger'> = {
  requested: 'info',
  verified: 'warning',
  completed: 'success',
  rejected: 'danger',
};

/** The signups of a state (or all), paged, sorted and filtered by the server, with their actions. */
export function EnrollmentTable({ state }: { state: EnrollmentState | null }) {
  const { t } = useTranslation();
  const filters = useColumnFilters();
  const notify = useToast();
  const action = useSignupAction();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [rejecting, setRejecting] = useState<Signup | null>(null);
  const { tableProps } = useLazyTable<Signup>({
    path: SIGNUPS_PATH,
    columns,
    sortField: 'createdAt',
    sortOrder: -1,
    where: state ? { state } : undefined,
  });

  const resend = (row: Signup) =>
    action.mutate(
      { kind: 'resend-code', id: row.id },
      { onSuccess: () => notify('done', t('admin-review:enrollment.toast.resent', { email: row.email })) },
    );
  const complete = (row: Signup) =>
    setConfirm({
      title: t('admin-review:enrollment.confirm.title', { company: row.companyName }),
      message:
        row.state === 'requested'
          ? t('admin-review:enrollment.confirm.unverified', { email: row.email })
          : t('admin-review:enrollment.confirm.verified', { email: row.email }),
      acceptLabel: t('admin-review:enrollment.actions.complete'),
      onAccept: () =>
        action.mutate(
          { kind: 'complete', id: row.id, unverified: row.state === 'requested' },
          {
            onSuccess: () =>
              notify('done', t('admin-review:enrollment.toast.completed', { company: row.companyName })),
          },
        ),
    });

  const actions = (row: Signup) => {
    if (row.state === 'completed' || row.state === 'rejected') return null;
    return (
      <div className={styles.actions}>
        {row.state === 'requested' && (
          <Button
            type="button"
            icon="pi pi-envelope"
            size="small"
            text
            tooltip={t('admin-review:enrollment.actions.resend')}
            tooltipOptions={{ position: 'top' }}
            aria-label={t('admin-review:enrollment.actions.resendFor', { email: row.email })}
            disabled={action.isPending}
            onClick={() => resend(row)}
            data-action="resend-code"
          />
        )}
        <Button
          type="button"
          icon="pi pi-check"
          label={t('admin-review:enrollment.actions.complete')}
          size="small"
          severity="success"
          outlined={row.state === 'requested'}
          disabled={action.isPending}
          onClick={() => complete(row)}
          data-action="complete"
        />
        <Button
          type="button"
          icon="pi pi-times"
          label={t('admin-review:enrollment.actions.reject')}
          size="small"
          severity="danger"
          outlined
          disabled={action.isPending}
          onClick={() => setRejecting(row)}
          data-action="reject"
        />
      </div>
    );
  };

  return (
    <>
      <DataTable
        {...tableProps}
        // No paginator on an empty table (its disabled controls say nothing).
        paginator={tableProps.totalRecords > 0}
        size="small"
        stripedRows
        emptyMessage={t('admin-review:enrollment.empty')}
        aria-label={t('admin-review:enrollment.tableLabel')}
        data-testid="signups-table"
        rowClassName={(row: Signup) => ({ [`signup-${row.state}`]: true })}
      >
        <Column
          field="companyName"
          header={t('admin-review:enrollment.columns.company')}
          sortable
          {...filters('text')}
          body={(row: Signup) => (
            <div className={styles.cellStack} data-testid="signup-company">
              <strong>{row.companyName}</strong>
              {row.vatId && <span className={styles.muted}>{row.vatId}</span>}
            </div>
          )}
        />
        <Column
          field="email"
          header={t('admin-review:enrollment.columns.applicant')}
          sortable
          {...filters('text')}
          body={(row: Signup) => (
            <div className={styles.cellStack}>
              <span>
                {row.firstname} {row.lastname}{' '}
                <span className={styles.muted}>({row.lang.toUpperCase()})</span>
              </span>
              <span className={styles.muted}>{row.email}</span>
            </div>
          )}
        />
        <Column
          field="createdAt"
          header={t('admin-review:enrollment.columns.created')}
          sortable
          {...filters('date')}
          body={(row: Signup) => <span className={styles.nowrap}>{formatDateTime(row.createdAt)}</span>}
        />
        <Column
          field="state"
          header={t('admin-review:enrollment.columns.state')}
          sortable
          body={(row: Signup) => (
            <div className={styles.cellStack}>
              <Tag
                className={styles.nowrap}
                value={t(`admin-review:enrollment.state.${row.state}`)}
                severity={stateSeverity[row.state]}
                data-state={row.state}
                rounded
              />
              {row.state === 'rejected' && row.rejectReason && (
                <span className={styles.reasonText}>{row.rejectReason}</span>
              )}
              {(row.completedAt ?? row.rejectedAt) && (
                <span className={styles.muted}>
                  {formatDate(row.completedAt ?? row.rejectedAt)}
                  {row.reviewedByName ? ` · ${row.reviewedByName}` : ''}
                </span>
              )}
            </div>
          )}
        />
        <Column header={t('admin-review:enrollment.columns.actions')} body={actions} />
      </DataTable>
      <ConfirmActionDialog request={confirm} onDone={() => setConfirm(null)} />
      <ReasonDialog
        title={
          rejecting ? t('admin-review:enrollment.reject.title', { company: rejecting.companyName }) : null
        }
        hint={rejecting ? t('admin-review:enrollment.reject.hint', { email: rejecting.email }) : ''}
        busy={action.isPending}
        onHide={() => setRejecting(null)}
        onSubmit={(reason) => {
          const row = rejecting!;
          action.mutate(
            { kind: 'reject', id: row.id, reason },
            {
              onSuccess: () => {
                setRejecting(null);
                notify('done', t('admin-review:enrollment.toast.rejected', { company: row.companyName }));
              },
            },
          );
        }}
      />
    </>
  );
}
