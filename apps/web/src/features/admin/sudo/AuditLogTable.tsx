import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Query } from '../../../shared/api/flatten-query';
import { formatDateTime } from '../../../shared/format/date';
import { useLazyTable } from '../../../shared/table/useLazyTable';
import { useColumnFilters } from '../../../shared/table/useColumnFilters';
import { AuditFilterBar } from './AuditFilterBar';
import { auditActions, auditWhere, noAuditFilters } from './audit-filters';
import type { AuditRow } from './sudo-api';
import styles from './Sudo.module.css';

const columns = {
  createdAt: 'date',
  actorName: 'text',
  subjectName: 'text',
  companyName: 'text',
  action: 'text',
  url: 'text',
} as const;

const actionTone = (action: string) =>
  action === 'impersonation-start' || action === 'write'
    ? 'warning'
    : action === 'impersonation-end'
      ? 'success'
      : action === 'profile-read'
        ? 'secondary'
        : 'info';
const known = new Set<string>(auditActions);

/** A person's name, with their email on hover (the table stays narrow enough for the page). */
const person = (name: string | null, email: string | null) =>
  name === null ? null : <span title={email ?? undefined}>{name}</span>;

/**
 * The audit log (GET /admin/audit), newest first: the filter bar (who read a candidate, what an admin
 * did, in which company, when) and every column filtered with spec 9's match modes.
 */
export function AuditLogTable({ companyId }: { companyId?: number }) {
  const [values, setValues] = useState(noAuditFilters);
  const parts = [companyId === undefined ? undefined : { companyId }, auditWhere(values)].filter(
    (part): part is Query => part !== undefined,
  );
  const where = parts.length > 1 ? { AND: parts } : parts[0];
  return (
    <>
      <AuditFilterBar onApply={setValues} withCompany={companyId === undefined} />
      {/* A new search starts again from the first page. */}
      <AuditRows key={JSON.stringify(where ?? null)} companyId={companyId} where={where} />
    </>
  );
}

function AuditRows({ companyId, where }: { companyId: number | undefined; where: Query | undefined }) {
  const { t } = useTranslation();
  const filters = useColumnFilters();
  const { tableProps } = useLazyTable<AuditRow>({
    path: '/admin/audit',
    columns,
    sortField: 'createdAt',
    sortOrder: -1,
    where,
  });
  const actionLabel = (action: string) => (known.has(action) ? t(`admin:audit.actions.${action}`) : action);
  return (
    <DataTable
      {...tableProps}
      // No paginator on an empty table (its disabled controls say nothing).
      paginator={tableProps.totalRecords > 0}
      size="small"
      stripedRows
      emptyMessage={t('admin:audit.empty')}
      aria-label={t('admin:audit.title')}
      data-testid={companyId === undefined ? 'audit-table' : 'company-audit-table'}
    >
      <Column
        field="createdAt"
        header={t('admin:audit.when')}
        sortable
        {...filters('date')}
        body={(row: AuditRow) => <span className={styles.nowrap}>{formatDateTime(row.createdAt)}</span>}
      />
      <Column
        field="actorName"
        header={t('admin:audit.actor')}
        sortable
        {...filters('text')}
        body={(row: AuditRow) =>
          row.actorUserId === null ? t('admin:audit.system') : person(row.actorName, row.actorEmail)
        }
      />
      <Column
        field="subjectName"
        header={t('admin:audit.subject')}
        sortable
        {...filters('text')}
        body={(row: AuditRow) => person(row.subjectName, row.subjectEmail)}
      />
      {companyId === undefined && (
        <Column field="companyName" header={t('admin:audit.company')} sortable {...filters('text')} />
      )}
      <Column
        field="action"
        header={t('admin:audit.action')}
        sortable
        {...filters('text')}
        body={(row: AuditRow) => (
          <Tag
            severity={actionTone(row.action)}
            value={actionLabel(row.action)}
            title={row.action}
            className={styles.nowrap}
          />
        )}
      />
      <Column
        field="url"
        header={t('admin:audit.request')}
        sortable
        {...filters('text')}
        body={(row: AuditRow) =>
          row.url && (
            <code className={styles.code}>
              {[row.method, row.url, row.statusCode === null ? null : `→ ${row.statusCode}`]
                .filter(Boolean)
                .join(' ')}
            </code>
          )
        }
      />
      <Column
        field="data"
        header={t('admin:audit.data')}
        body={(row: AuditRow) => row.data && <code className={styles.code}>{JSON.stringify(row.data)}</code>}
      />
    </DataTable>
  );
}
