import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../shared/config/useConfig';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import { useTeamMembers } from '../../shared/team/useTeamMembers';
import { EmptyState } from '../../shared/ui/EmptyState';
import { LoadingBlock } from '../../shared/ui/LoadingBlock';
import { PageHeader } from '../../shared/ui/PageHeader';
import { ApiKeysSection } from './ApiKeysSection';
import { InviteDialog } from './InviteDialog';
import { MembersTable } from './MembersTable';
import { PendingInvitations } from './PendingInvitations';
import { RolesSection } from './RolesSection';
import { teamAccess } from './team-access';
import { useCompanyRoles, usePendingInvitations } from './team-api';
import styles from './Team.module.css';

/**
 * /team/list — the active company's team: members with role and last activity, the open
 * invitations, the company roles; inviting while the invite module is on (spec 6: disableInvite).
 */
export function TeamListPage() {
  const { t } = useTranslation();
  const { modules } = useConfig();
  const user = useSessionStore((state) => state.user);
  const permissions = useSessionStore((state) => state.permissions);
  const access = teamAccess(permissions, user?.id);
  const members = useTeamMembers();
  const roles = useCompanyRoles();
  const invitations = usePendingInvitations(access.invites);
  const [inviting, setInviting] = useState(false);
  const invitesOn = !modules.disableInvite;

  return (
    <div className={styles.page} data-page="team_list">
      <PageHeader title={t('routes.team_list')}>
        {access.invites && invitesOn && (
          <Button
            type="button"
            icon="pi pi-user-plus"
            label={t('team:invite.open')}
            onClick={() => setInviting(true)}
            data-testid="team-invite"
          />
        )}
      </PageHeader>

      <section className={styles.card} aria-labelledby="team-members-title">
        <header className={styles.cardHeader}>
          <h2 id="team-members-title" className={styles.cardTitle}>
            <i className="pi pi-users" aria-hidden="true" />
            {t('team:members.title')}
            {members.data && <span className={styles.count}>({members.data.length})</span>}
          </h2>
        </header>
        {members.isPending ? (
          <LoadingBlock label={t('team:members.loading')} />
        ) : (
          <MembersTable members={members.data ?? []} meId={user?.id} />
        )}
      </section>

      {access.invites && (
        <section className={styles.card} aria-labelledby="team-invitations-title">
          <header className={styles.cardHeader}>
            <h2 id="team-invitations-title" className={styles.cardTitle}>
              <i className="pi pi-envelope" aria-hidden="true" />
              {t('team:invitations.title')}
              {invitations.data && <span className={styles.count}>({invitations.data.length})</span>}
            </h2>
          </header>
          {invitations.isPending ? (
            <LoadingBlock label={t('team:invitations.loading')} />
          ) : (invitations.data ?? []).length === 0 ? (
            <EmptyState icon="pi pi-inbox" testId="team-invitations-empty">
              {t('team:invitations.empty')}
            </EmptyState>
          ) : (
            <PendingInvitations
              invitations={invitations.data ?? []}
              handles={(row) => access.handlesInvitation(row.invitedByUserId)}
              canResend={invitesOn}
            />
          )}
        </section>
      )}

      {roles.data && <RolesSection roles={roles.data} editable={access.editsRoles} />}

      {access.managesMembers && roles.data && <ApiKeysSection roles={roles.data} />}

      {access.invites && invitesOn && (
        <InviteDialog
          visible={inviting}
          onHide={() => setInviting(false)}
          roles={roles.data ?? []}
          mayGiveAdminRoles={access.managesMembers}
        />
      )}
    </div>
  );
}
