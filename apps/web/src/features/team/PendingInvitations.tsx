import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingInvitation } from '@hiring/domain';
import { formatDate } from '../../shared/format/date';
import { useToast } from '../../shared/ui/toast/useToast';
import { ConfirmActionDialog, type ConfirmRequest } from '../../shared/ui/ConfirmActionDialog';
import { roleLabel } from './role-label';
import { useTeamActions } from './team-api';
import styles from './Team.module.css';

interface PendingInvitationsProps {
  invitations: PendingInvitation[];
  /** Whether the signed-in member may resend or revoke this one (C: all; U: those they sent). */
  handles: (invitation: PendingInvitation) => boolean;
  /** Resending mails a new link: not while invitations are switched off. */
  canResend: boolean;
}

/** The open invitations, expired ones marked, with resend (a new 7-day link) and revoke. */
export function PendingInvitations({ invitations, handles, canResend }: PendingInvitationsProps) {
  const { t, i18n } = useTranslation();
  const notify = useToast();
  const { resend, revoke } = useTeamActions();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const actions = (row: PendingInvitation) =>
    handles(row) && (
      <div className={styles.actions}>
        {canResend && (
          <Button
            icon="pi pi-send"
            text
            rounded
            aria-label={`${t('team:invitations.resend')}: ${row.email}`}
            title={t('team:invitations.resend')}
            data-testid="invitation-resend"
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(row.id, {
                onSuccess: () => notify('done', t('team:invitations.resent', { email: row.email })),
              })
            }
          />
        )}
        <Button
          icon="pi pi-times"
          text
          rounded
          severity="danger"
          aria-label={`${t('team:invitations.revoke')}: ${row.email}`}
          title={t('team:invitations.revoke')}
          data-testid="invitation-revoke"
          onClick={() =>
            setConfirm({
              title: t('team:invitations.revokeTitle'),
              message: t('team:invitations.revokeMessage', { email: row.email }),
              acceptLabel: t('team:invitations.revoke'),
              onAccept: () =>
                revoke.mutate(row.id, {
                  onSuccess: () => notify('done', t('team:invitations.revoked', { email: row.email })),
                }),
            })
          }
        />
      </div>
    );

  return (
    <>
      <DataTable
        value={invitations}
        dataKey="id"
        size="small"
        stripedRows
        className={styles.table}
        data-testid="team-invitations"
        aria-labelledby="team-invitations-title"
      >
        <Column
          header={t('team:invitations.email')}
          body={(row: PendingInvitation) => <span data-invitation={row.email}>{row.email}</span>}
        />
        <Column
          header={t('team:invitations.role')}
          body={(row: PendingInvitation) =>
            roleLabel({ name: row.roleName, nameEn: row.roleNameEn }, i18n.resolvedLanguage)
          }
        />
        <Column header={t('team:invitations.invitedBy')} field="invitedByName" />
        <Column
          header={t('team:invitations.expires')}
          body={(row: PendingInvitation) => formatDate(row.expiresAt)}
        />
        <Column
          header={t('team:invitations.status')}
          body={(row: PendingInvitation) => (
            <Tag
              value={t(`team:invitations.statuses.${row.status}`)}
              severity={row.status === 'open' ? 'info' : 'warning'}
              rounded
            />
          )}
        />
        <Column body={actions} style={{ width: '7rem' }} />
      </DataTable>
      <ConfirmActionDialog request={confirm} onDone={() => setConfirm(null)} />
    </>
  );
}
