import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { permissionKeys, type CompanyRoleView, type PermissionKey } from '@hiring/domain';
import { useToast } from '../../shared/ui/toast/useToast';
import { ConfirmActionDialog, type ConfirmRequest } from '../../shared/ui/ConfirmActionDialog';
import { RoleDialog } from './RoleDialog';
import { roleLabel } from './role-label';
import { useTeamActions } from './team-api';
import styles from './Team.module.css';

function LetterCell({ letters }: { letters: string | undefined }) {
  const { t } = useTranslation();
  if (letters?.includes('C'))
    return <Tag value="C" severity="success" title={t('team:roles.letters.C')} className={styles.letters} />;
  if (letters?.includes('U'))
    return <Tag value="U" severity="info" title={t('team:roles.letters.U')} className={styles.letters} />;
  return (
    <span className={styles.none} title={t('team:roles.letters.none')}>
      —
    </span>
  );
}

/**
 * The company roles (spec 6: permission key → U/C letters) as a table, key by key. The product's
 * roles are read-only; with C on team the company's own are created, edited and deleted.
 */
export function RolesSection({ roles, editable }: { roles: CompanyRoleView[]; editable: boolean }) {
  const { t, i18n } = useTranslation();
  const notify = useToast();
  const { deleteRole } = useTeamActions();
  const [editing, setEditing] = useState<{ role: CompanyRoleView | null } | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const actions = (role: CompanyRoleView) =>
    role.companyId === null ? (
      <Tag value={t('team:roles.default')} severity="secondary" rounded />
    ) : (
      editable && (
        <div className={styles.actions}>
          <Button
            icon="pi pi-pencil"
            text
            rounded
            aria-label={`${t('team:roles.edit')}: ${role.name}`}
            title={t('team:roles.edit')}
            data-testid="role-edit"
            onClick={() => setEditing({ role })}
          />
          <Button
            icon="pi pi-trash"
            text
            rounded
            severity="danger"
            aria-label={`${t('team:roles.delete')}: ${role.name}`}
            title={t('team:roles.delete')}
            data-testid="role-delete"
            onClick={() =>
              setConfirm({
                title: t('team:roles.deleteTitle'),
                message: t('team:roles.deleteMessage', { name: role.name }),
                acceptLabel: t('team:roles.delete'),
                onAccept: () =>
                  deleteRole.mutate(role.id, {
                    onSuccess: () => notify('done', t('team:roles.deleted', { name: role.name })),
                  }),
              })
            }
          />
        </div>
      )
    );

  return (
    <section className={styles.card} aria-labelledby="team-roles-title" data-testid="team-roles">
      <header className={styles.cardHeader}>
        <h2 id="team-roles-title" className={styles.cardTitle}>
          <i className="pi pi-key" aria-hidden="true" />
          {t('team:roles.title')}
        </h2>
        {editable && (
          <Button
            type="button"
            icon="pi pi-plus"
            label={t('team:roles.new')}
            outlined
            onClick={() => setEditing({ role: null })}
            data-testid="role-new"
          />
        )}
      </header>
      <DataTable value={roles} dataKey="id" size="small" stripedRows scrollable className={styles.table}>
        <Column
          header={t('team:roles.role')}
          body={(role: CompanyRoleView) => (
            <strong data-role={role.name}>{roleLabel(role, i18n.resolvedLanguage)}</strong>
          )}
          style={{ minWidth: '9rem' }}
        />
        {permissionKeys.map((key: PermissionKey) => (
          <Column
            key={key}
            header={t(`team:permissions.${key}`)}
            body={(role: CompanyRoleView) => <LetterCell letters={role.roles[key]} />}
            style={{ textAlign: 'center', width: '4.5rem' }}
            alignHeader="center"
          />
        ))}
        <Column body={actions} style={{ width: '6.5rem' }} />
      </DataTable>
      <p className={styles.legend}>
        <span>
          <Tag value="U" severity="info" /> {t('team:roles.letters.U')}
        </span>
        <span>
          <Tag value="C" severity="success" /> {t('team:roles.letters.C')}
        </span>
        <span>
          <span className={styles.none}>—</span> {t('team:roles.letters.none')}
        </span>
      </p>
      {editing && (
        <RoleDialog
          key={editing.role?.id ?? 'new'}
          role={editing.role}
          visible
          onHide={() => setEditing(null)}
        />
      )}
      <ConfirmActionDialog request={confirm} onDone={() => setConfirm(null)} />
    </section>
  );
}
