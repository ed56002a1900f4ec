import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format/date';
import { useLazyTable } from '../../../shared/table/useLazyTable';
import { useColumnFilters } from '../../../shared/table/useColumnFilters';
import type { AdminCompanyRow } from './sudo-api';
import styles from './Sudo.module.css';

const columns = {
  name: 'text',
  vatId: 'text',
  membersCount: 'numeric',
  liveJobsCount: 'numeric',
  licenseName: 'text',
  createdAt: 'date',
} as const;

/** Every company (GET /admin/company): searched by name, paged, sorted and filtered by the server. */
export function CompaniesTable({ companyHref }: { companyHref: (id: number) => string }) {
  const { t } = useTranslation();
  const filters = useColumnFilters();
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim());
  const { tableProps } = useLazyTable<AdminCompanyRow>({
    path: '/admin/company',
    columns,
    sortField: 'name',
    sortOrder: 1,
    where: term ? { name: { contains: term } } : undefined,
  });
  return (
    <div className={styles.stack}>
      <IconField iconPosition="left" className={styles.search}>
        <InputIcon className="pi pi-search" />
        <InputText
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('admin:companies.searchPlaceholder')}
          aria-label={t('admin:companies.search')}
          data-testid="company-search"
        />
      </IconField>
      <DataTable
        {...tableProps}
        // No paginator on an empty table (its disabled controls say nothing).
        paginator={tableProps.totalRecords > 0}
        size="small"
        stripedRows
        emptyMessage={t('admin:companies.empty')}
        aria-label={t('admin:companies.title')}
        data-testid="companies-table"
      >
        <Column
          field="name"
          header={t('admin:companies.name')}
          sortable
          {...filters('text')}
          body={(row: AdminCompanyRow) => (
            <Link to={companyHref(row.id)} className={styles.rowLink} data-testid="company-open">
              {row.name}
            </Link>
          )}
        />
        <Column field="vatId" header={t('admin:companies.vatId')} sortable {...filters('text')} />
        <Column
          field="membersCount"
          header={t('admin:companies.members')}
          sortable
          {...filters('numeric')}
          bodyClassName={styles.number}
        />
        <Column
          field="liveJobsCount"
          header={t('admin:companies.liveJobs')}
          sortable
          {...filters('numeric')}
          bodyClassName={styles.number}
        />
        <Column
          field="licenseName"
          header={t('admin:companies.license')}
          sortable
          {...filters('text')}
          body={(row: AdminCompanyRow) =>
            row.licenseName ?? <span className={styles.muted}>{t('admin:companies.noLicense')}</span>
          }
        />
        <Column
          field="createdAt"
          header={t('admin:companies.created')}
          sortable
          {...filters('date')}
          body={(row: AdminCompanyRow) => formatDate(row.createdAt)}
        />
        <Column
          field="requiresApproval"
          header={t('admin:companies.approval')}
          body={(row: AdminCompanyRow) =>
            row.requiresApproval ? (
              <Tag severity="warning" value={t('admin:companies.requiresApproval')} />
            ) : null
          }
        />
      </DataTable>
    </div>
  );
}
