import { Button } from 'primereact/button';
import { Column, type ColumnEditorOptions } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date';
import { useToast } from '../../shared/ui/toast/useToast';
import { PersonAvatar } from '../board/PersonAvatar';
import { ConfirmActionDialog, type ConfirmRequest } from '../../shared/ui/ConfirmActionDialog';
import { ShareDialog } from '../search/ShareDialog';
import { CandidateProfileView } from './CandidateProfileView';
import type { SavedProfile } from './profile-api';
import { SharedByTag } from '../search/SharedByTag';
import styles from './Profiles.module.css';
import { useProfileMutations } from './useProfileActions';
import { useProfilePdf } from './useProfilePdf';
import { useSavedProfiles } from './useSavedProfiles';
import { LoadingBlock } from '../../shared/ui/LoadingBlock';
import { EmptyState } from '../../shared/ui/EmptyState';
import { PageHeader } from '../../shared/ui/PageHeader';

const nameOf = (row: SavedProfile) =>
  [row.savedUser?.firstname, row.savedUser?.lastname].filter(Boolean).join(' ') || `#${row.savedUserId}`;

/** /profile/list — the saved candidate profiles: notes edited in place, open, PDF, share, remove. */
export function SavedProfilesPage() {
  const { t } = useTranslation();
  const notify = useToast();
  const list = useSavedProfiles();
  const { note, remove, share } = useProfileMutations();
  const pdf = useProfilePdf();
  const [openUserId, setOpenUserId] = useState<number | null>(null);
  const [sharing, setSharing] = useState<SavedProfile | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const noteEditor = (options: ColumnEditorOptions) => (
    <InputText
      className={styles.note}
      value={(options.value as string | null) ?? ''}
      maxLength={2000}
      aria-label={t('profiles.note')}
      onChange={(event) => options.editorCallback?.(event.target.value)}
      onKeyDown={(event) => event.stopPropagation()}
      data-testid="saved-profile-note-input"
    />
  );

  const actions = (row: SavedProfile) => (
    <div className={styles.rowActions}>
      <Button
        icon="pi pi-user"
        text
        rounded
        aria-label={`${t('profiles.open')}: ${nameOf(row)}`}
        onClick={() => setOpenUserId(row.savedUserId)}
      />
      <Button
        icon="pi pi-file-pdf"
        text
        rounded
        loading={pdf.busy === row.savedUserId}
        aria-label={`${t('profiles.pdf')}: ${nameOf(row)}`}
        onClick={() => void pdf.open(row.savedUserId, `${nameOf(row)}.pdf`)}
      />
      <Button
        icon="pi pi-share-alt"
        text
        rounded
        aria-label={`${t('search.share.open')}: ${nameOf(row)}`}
        onClick={() => setSharing(row)}
      />
      <Button
        icon="pi pi-trash"
        text
        rounded
        severity="danger"
        aria-label={`${t('profiles.remove')}: ${nameOf(row)}`}
        data-testid="saved-profile-remove"
        onClick={() =>
          setConfirm({
            title: t('profiles.removeTitle'),
            message: t('profiles.removeMessage', { name: nameOf(row) }),
            acceptLabel: t('profiles.remove'),
            onAccept: () => remove.mutate(row.id),
          })
        }
      />
    </div>
  );

  return (
    <div className={styles.page} data-page="profile_list">
      <PageHeader title={t('routes.profile_list')} />
      {list.isPending ? (
        <LoadingBlock label={t('profiles.loading')} />
      ) : (list.data ?? []).length === 0 ? (
        <EmptyState icon="pi pi-users" testId="saved-profiles-empty">
          {t('profiles.empty')}
        </EmptyState>
      ) : (
        <DataTable
          value={list.data}
          dataKey="id"
          editMode="cell"
          stripedRows
          size="small"
          aria-labelledby="page-title"
          data-testid="saved-profiles"
        >
          <Column
            header={t('profiles.candidate')}
            body={(row: SavedProfile) => (
              <span className={styles.person}>
                <PersonAvatar name={nameOf(row)} picture={row.savedUser?.picture ?? null} />
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => setOpenUserId(row.savedUserId)}
                >
                  {nameOf(row)}
                </button>
                <SharedByTag sharedBy={row.sharedBy} />
              </span>
            )}
          />
          <Column
            field="note"
            header={t('profiles.note')}
            body={(row: SavedProfile) =>
              row.note || <span className={styles.sub}>{t('profiles.noNote')}</span>
            }
            editor={noteEditor}
            onCellEditComplete={(event) => {
              const row = event.rowData as SavedProfile;
              const next = ((event.newValue as string | null) ?? '').trim() || null;
              if (next !== row.note) note.mutate({ id: row.id, note: next });
            }}
            style={{ minWidth: '14rem' }}
          />
          <Column
            header={t('profiles.savedAt')}
            body={(row: SavedProfile) => formatDateTime(row.createdAt)}
          />
          <Column body={actions} style={{ width: '12rem' }} />
        </DataTable>
      )}
      <CandidateProfileView userId={openUserId} onHide={() => setOpenUserId(null)} canSave={false} />
      <ShareDialog
        subject={sharing ? nameOf(sharing) : null}
        busy={share.isPending}
        onHide={() => setSharing(null)}
        onShare={(userId) =>
          sharing &&
          share.mutate(
            { id: sharing.id, userId },
            {
              onSuccess: () => {
                notify('done', t('profiles.shared', { name: nameOf(sharing) }));
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
