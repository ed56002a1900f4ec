import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date';
import { useLazyTable } from '../../../shared/table/useLazyTable';
import { useColumnFilters } from '../../../shared/table/useColumnFilters';
import { MailView } from './MailView';
import { OUTBOX_PATH, type OutboxRow } from './mail-api';
import { StatusTag } from './StatusTag';
import styles from './AdminMail.module.css';

const columns = {
  to: 'text',
  template: 'text',
  lang: 'text',
  subject: 'text',
  status: 'text',
  attempts: 'numeric',
  createdAt: 'date',
  sentAt: 'date',
} as const;

/** The outbox (GET /mail/outbox), newest first: paged, sorted and filtered by the server; a mail opens in a dialog. */
export function OutboxTable() {
  const { t } = useTranslation();
  const filters = useColumnFilters();
  const [open, setOpen] = useState<number | null>(null);
  const { tableProps } = useLazyTable<OutboxRow>({
    path: OUTBOX_PATH,
    columns,
    sortField: 'id',
    sortOrder: -1,
  });
  return (
    <>
      <DataTable
        {...tableProps}
        size="small"
        stripedRows
        scrollable
        className={styles.outbox}
        emptyMessage={t('admin-mail:outbox.empty')}
        aria-label={t('admin-mail:outbox.title')}
        data-testid="outbox-table"
      >
        <Column field="to" header={t('admin-mail:outbox.to')} sortable {...filters('text')} />
        <Column
          field="subject"
          header={t('admin-mail:outbox.subject')}
          sortable
          {...filters('text')}
          body={(row: OutboxRow) => (
            <button
              type="button"
              className={styles.subjectLink}
              title={t('admin-mail:outbox.openMail', { subject: row.subject })}
              onClick={() => setOpen(row.id)}
              data-testid="outbox-open"
            >
              {row.subject}
            </button>
          )}
        />
        <Column field="template" header={t('admin-mail:outbox.template')} sortable {...filters('text')} />
        <Column field="lang" header={t('admin-mail:outbox.lang')} sortable {...filters('text')} />
        <Column
          field="status"
          header={t('admin-mail:outbox.status')}
          sortable
          {...filters('text')}
          body={(row: OutboxRow) => <StatusTag status={row.status} />}
        />
        <Column
          field="attempts"
          header={t('admin-mail:outbox.attempts')}
          sortable
          {...filters('numeric')}
          bodyClassName={styles.number}
        />
        <Column
          field="createdAt"
          header={t('admin-mail:outbox.created')}
          sortable
          {...filters('date')}
          body={(row: OutboxRow) => formatDateTime(row.createdAt)}
        />
        <Column
          field="sentAt"
          header={t('admin-mail:outbox.sent')}
          sortable
          {...filters('date')}
          body={(row: OutboxRow) => (row.sentAt ? formatDateTime(row.sentAt) : '—')}
        />
      </DataTable>
      <MailView id={open} onHide={() => setOpen(null)} />
    </>
  );
}
