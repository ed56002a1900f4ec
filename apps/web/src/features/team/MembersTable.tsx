import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TeamMember } from '@hiring/domain';
import { formatDateTime } from '../../shared/format/date';
import { PersonAvatar } from '../board/PersonAvatar';
import { roleLabel } from './role-label';
import styles from './Team.module.css';

/** The members of the company: who, their address, company role and last activity; a name opens /team/{id}. */
export function MembersTable({ members, meId }: { members: TeamMember[]; meId: number | undefined }) {
  const { t, i18n } = useTranslation();
  const name = (m: TeamMember) => `${m.firstname} ${m.lastname}`.trim();
  return (
    <DataTable
      value={members}
      dataKey="id"
      size="small"
      stripedRows
      className={styles.table}
      data-testid="team-members"
      aria-labelledby="team-members-title"
    >
      <Column
        header={t('team:members.name')}
        body={(m: TeamMember) => (
          <div className={styles.person} data-member={m.email}>
            <PersonAvatar name={name(m)} picture={m.picture} />
            <span className={styles.personName}>
              <Link to={`/team/${m.id}`} className={styles.personLink}>
                {name(m)}
              </Link>
              {m.userId === meId && <Tag value={t('team:members.you')} severity="info" rounded />}
            </span>
          </div>
        )}
      />
      <Column
        header={t('team:members.email')}
        body={(m: TeamMember) => <span className={styles.email}>{m.email}</span>}
      />
      <Column
        header={t('team:members.role')}
        body={(m: TeamMember) => (
          <span className={styles.personName} data-testid="member-role">
            {roleLabel({ name: m.roleName, nameEn: m.roleNameEn }, i18n.resolvedLanguage)}
            {m.isAdmin && (
              <i
                className="pi pi-shield"
                role="img"
                title={t('team:members.admin')}
                aria-label={t('team:members.admin')}
              />
            )}
          </span>
        )}
      />
      <Column
        header={t('team:members.lastActive')}
        body={(m: TeamMember) => (m.lastActiveAt ? formatDateTime(m.lastActiveAt) : t('team:members.never'))}
      />
      <Column
        header={t('team:members.jobs')}
        body={(m: TeamMember) => m.jobCount}
        style={{ width: '7rem', textAlign: 'right' }}
        alignHeader="right"
      />
    </DataTable>
  );
}
