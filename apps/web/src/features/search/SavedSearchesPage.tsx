import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../shared/format/date';
import { useToast } from '../../shared/ui/toast/useToast';
import { ConfirmActionDialog, type ConfirmRequest } from '../../shared/ui/ConfirmActionDialog';
import { SaveSearchDialog } from './SaveSearchDialog';
import type { SavedSearch } from './search-api';
import { countFilters } from './search-form';
import styles from './Search.module.css';
import { ShareDialog } from './ShareDialog';
import { SharedByTag } from './SharedByTag';
import { useSavedSearchList, useSavedSearchMutations } from './useSavedSearches';
import { LoadingBlock } from '../../shared/ui/LoadingBlock';
import { EmptyState } from '../../shared/ui/EmptyState';
import { PageHeader } from '../../shared/ui/PageHeader';

/** /search/list — the saved searches: reopen, rename, share with a teammate, delete. */
export function SavedSearchesPage() {
  const { t } = useTranslation();
  const notify = useToast();
  const navigate = useNavigate();
  const list = useSavedSearchList();
  const { update, remove, share } = useSavedSearchMutations();
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [sharing, setSharing] = useState<SavedSearch | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const open = (row: SavedSearch) => void navigate(`/search/${row.id}`);

  const actions = (row: SavedSearch) => (
    <div className={styles.actions}>
      <Button
        icon="pi pi-search"
        text
        rounded
        aria-label={`${t('search.list.open')}: ${row.name}`}
        onClick={() => open(row)}
      />
      <Button
        icon="pi pi-pencil"
        text
        rounded
        aria-label={`${t('search.list.rename')}: ${row.name}`}
        onClick={() => setRenaming(row)}
        data-testid="saved-search-rename"
      />
      <Button
        icon="pi pi-share-alt"
        text
        rounded
        aria-label={`${t('search.share.open')}: ${row.name}`}
        onClick={() => setSharing(row)}
        data-testid="saved-search-share"
      />
      <Button
        icon="pi pi-trash"
        text
        rounded
        severity="danger"
        aria-label={`${t('search.list.delete')}: ${row.name}`}
        data-testid="saved-search-delete"
        onClick={() =>
          setConfirm({
            title: t('search.list.deleteTitle'),
            message: t('search.list.deleteMessage', { name: row.name }),
            acceptLabel: t('search.list.delete'),
            onAccept: () => remove.mutate(row.id),
          })
        }
      />
    </div>
  );

  return (
    <div className={styles.page} data-page="search_list">
      <PageHeader title={t('routes.search_list')}>
        <Button
          type="button"
          icon="pi pi-plus"
          label={t('routes.search')}
          onClick={() => void navigate('/search')}
        />
      </PageHeader>
      {list.isPending ? (
        <LoadingBlock label={t('search.loading')} />
      ) : (list.data ?? []).length === 0 ? (
        <EmptyState icon="pi pi-bookmark" testId="saved-searches-empty">
          {t('search.list.empty')}
        </EmptyState>
      ) : (
        <DataTable
          value={list.data}
          dataKey="id"
          stripedRows
          size="small"
          data-testid="saved-searches"
          aria-labelledby="page-title"
        >
          <Column
            header={t('search.list.name')}
            body={(row: SavedSearch) => (
              <button
                type="button"
                className={styles.nameButton}
                onClick={() => open(row)}
                data-testid="saved-search-open"
              >
                {row.name}
              </button>
            )}
          />
          <Column
            header={t('search.list.filters')}
            body={(row: SavedSearch) => countFilters(row.filters ?? {})}
          />
          <Column
            header={t('search.list.shared')}
            body={(row: SavedSearch) => <SharedByTag sharedBy={row.sharedBy} />}
          />
          <Column
            header={t('search.list.modified')}
            body={(row: SavedSearch) => formatDateTime(row.updatedAt)}
          />
          <Column body={actions} style={{ width: '12rem' }} />
        </DataTable>
      )}
      <SaveSearchDialog
        visible={renaming !== null}
        initialName={renaming?.name ?? ''}
        current
        title={t('search.list.renameTitle')}
        busy={update.isPending}
        onHide={() => setRenaming(null)}
        onSave={(name) =>
          renaming && update.mutate({ id: renaming.id, name }, { onSuccess: () => setRenaming(null) })
        }
      />
      <ShareDialog
        subject={sharing?.name ?? null}
        busy={share.isPending}
        onHide={() => setSharing(null)}
        onShare={(userId) =>
          sharing &&
          share.mutate(
            { id: sharing.id, userId },
            {
              onSuccess: () => {
                notify('done', t('search.share.done', { name: sharing.name }));
                setSharing(null);
              },
            },
          )
        }
      />
      <ConfirmActionDialog request={confirm} onDone={() => setConfirm(null)} />
    </div>
  );
}
