import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { isAdminRole, type TeamMember } from '@hiring/domain';
import { ApiError } from '../../shared/api/api-error';
import { formatDate, formatDateTime } from '../../shared/format/date';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import { EmptyState } from '../../shared/ui/EmptyState';
import { LoadingBlock } from '../../shared/ui/LoadingBlock';
import { PageHeader } from '../../shared/ui/PageHeader';
import { useToast } from '../../shared/ui/toast/useToast';
import { PersonAvatar } from '../board/PersonAvatar';
import { RemoveMemberDialog } from './RemoveMemberDialog';
import { roleLabel } from './role-label';
import { teamAccess } from './team-access';
import { useCompanyRoles, useTeamActions, useTeamMember } from './team-api';
import styles from './Team.module.css';

/** /team/:id — one member: details, and for team managers a role change and removal; the member may leave. */
export function TeamPage() {
  const { id } = useParams();
  const memberId = Number(id);
  if (!id || !Number.isInteger(memberId) || memberId <= 0) return <Navigate to="/team/list" replace />;
  return <MemberView key={memberId} memberId={memberId} />;
}

function MemberView({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const member = useTeamMember(memberId);
  if (member.isPending) {
    return (
      <div className={`${styles.page} ${styles.narrow}`} data-page="team">
        <LoadingBlock label={t('team:members.loading')} />
      </div>
    );
  }
  if (!member.data) {
    const missing = member.error instanceof ApiError && member.error.status === 404;
    return (
      <div className={`${styles.page} ${styles.narrow}`} data-page="team" data-member="missing">
        <PageHeader title={t('routes.team')} />
        <EmptyState icon="pi pi-user-minus">
          {missing ? t('team:member.missing') : t('team:member.failed')}
        </EmptyState>
        <BackToTeam />
      </div>
    );
  }
  return <MemberDetail member={member.data} />;
}

function BackToTeam() {
  const { t } = useTranslation();
  return (
    <Link to="/team/list" className={`p-button p-component p-button-text ${styles.back}`}>
      <span className="p-button-icon p-button-icon-left pi pi-arrow-left" aria-hidden="true" />
      <span className="p-button-label">{t('team:member.back')}</span>
    </Link>
  );
}

function MemberDetail({ member }: { member: TeamMember }) {
  const { t, i18n } = useTranslation();
  const notify = useToast();
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const permissions = useSessionStore((state) => state.permissions);
  const access = teamAccess(permissions, user?.id);
  const roles = useCompanyRoles();
  const { changeRole, remove } = useTeamActions();
  const [roleId, setRoleId] = useState(member.companyRoleId);
  const [removing, setRemoving] = useState(false);
  const self = member.userId === user?.id;
  const name = `${member.firstname} ${member.lastname}`;
  const role = roleLabel({ name: member.roleName, nameEn: member.roleNameEn }, i18n.resolvedLanguage);
  const roleOptions = (roles.data ?? []).map((r) => ({
    value: r.id,
    label: roleLabel(r, i18n.resolvedLanguage),
    admin: isAdminRole(r.roles),
  }));

  const removed = () => {
    setRemoving(false);
    if (self) {
      notify('done', t('team:remove.left'));
      // The company is no longer the user's: the shell reloads the companies and its role.
      window.location.assign('/');
      return;
    }
    notify('done', t('team:remove.done', { name }));
    void navigate('/team/list', { replace: true });
  };

  return (
    <div className={`${styles.page} ${styles.narrow}`} data-page="team" data-member={member.email}>
      <BackToTeam />
      <PageHeader title={name} />
      <section className={styles.card} aria-labelledby="member-profile-title">
        <div className={styles.cardBody}>
          <div className={styles.profile}>
            <PersonAvatar name={name} picture={member.picture} size="large" />
            <div>
              <p id="member-profile-title" className={styles.profileName}>
                {name}
              </p>
              <a href={`mailto:${member.email}`} className={styles.email}>
                {member.email}
              </a>
            </div>
            <span className={styles.personName}>
              <Tag value={role} rounded data-testid="member-role-tag" />
              {member.isAdmin && (
                <Tag value={t('team:members.admin')} severity="warning" icon="pi pi-shield" rounded />
              )}
              {self && <Tag value={t('team:members.you')} severity="info" rounded />}
            </span>
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>{t('team:member.joined')}</dt>
              <dd>{formatDate(member.joinedAt)}</dd>
            </div>
            <div>
              <dt>{t('team:members.lastActive')}</dt>
              <dd>{member.lastActiveAt ? formatDateTime(member.lastActiveAt) : t('team:members.never')}</dd>
            </div>
            <div>
              <dt>{t('team:members.jobs')}</dt>
              <dd>{member.jobCount}</dd>
            </div>
          </dl>
        </div>
      </section>

      {access.managesMembers && (
        <section className={styles.card} aria-labelledby="member-role-title">
          <header className={styles.cardHeader}>
            <h2 id="member-role-title" className={styles.cardTitle}>
              <i className="pi pi-id-card" aria-hidden="true" />
              {t('team:member.roleTitle')}
            </h2>
          </header>
          <div className={styles.cardBody}>
            <p>{t('team:member.roleHint')}</p>
            <div className={styles.inline}>
              <div className={styles.field}>
                <label htmlFor="member-role">{t('team:members.role')}</label>
                <Dropdown
                  inputId="member-role"
                  value={roleId}
                  options={roleOptions}
                  onChange={(event) => setRoleId(event.value as number)}
                  loading={roles.isLoading}
                />
              </div>
              <Button
                type="button"
                label={t('team:member.saveRole')}
                icon="pi pi-check"
                disabled={roleId === member.companyRoleId}
                loading={changeRole.isPending}
                data-testid="member-role-save"
                onClick={() =>
                  changeRole.mutate(
                    { id: member.id, companyRoleId: roleId },
                    { onSuccess: () => notify('done', t('team:member.roleSaved', { name })) },
                  )
                }
              />
            </div>
          </div>
        </section>
      )}

      {(access.managesMembers || self) && (
        <section className={styles.card} data-tone="danger" aria-labelledby="member-remove-title">
          <header className={styles.cardHeader}>
            <h2 id="member-remove-title" className={styles.cardTitle}>
              <i className="pi pi-user-minus" aria-hidden="true" />
              {self ? t('team:remove.leaveTitle') : t('team:remove.sectionTitle')}
            </h2>
          </header>
          <div className={styles.cardBody}>
            <p>{self ? t('team:remove.leaveBody') : t('team:remove.sectionBody')}</p>
            <Button
              type="button"
              className={styles.back}
              label={self ? t('team:remove.leave') : t('team:remove.submit')}
              icon="pi pi-user-minus"
              severity="danger"
              outlined
              onClick={() => setRemoving(true)}
              data-testid="member-remove"
            />
          </div>
        </section>
      )}
      <RemoveMemberDialog
        member={member}
        leaving={self}
        visible={removing}
        busy={remove.isPending}
        onHide={() => setRemoving(false)}
        onConfirm={(reassignTo) => remove.mutate({ id: member.id, reassignTo }, { onSuccess: removed })}
      />
    </div>
  );
}
