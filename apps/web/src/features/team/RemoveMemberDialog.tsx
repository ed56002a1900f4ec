import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '@hiring/domain';
import { useTeamMembers } from '../../shared/team/useTeamMembers';
import styles from './Team.module.css';

const KEEP = 0;

/**
 * Removing a member, or leaving: their job posts stay with the company; the dialog may hand them,
 * with the upcoming interviews, to another member.
 */
export function RemoveMemberDialog({
  member,
  leaving,
  visible,
  busy,
  onHide,
  onConfirm,
}: {
  member: TeamMember;
  leaving: boolean;
  visible: boolean;
  busy: boolean;
  onHide: () => void;
  onConfirm: (reassignTo: number | null) => void;
}) {
  const { t } = useTranslation();
  const members = useTeamMembers(visible);
  // 0 stands for "nobody" (a Dropdown shows no label for a null value).
  const [reassignTo, setReassignTo] = useState(KEEP);
  const name = `${member.firstname} ${member.lastname}`;
  const others = (members.data ?? [])
    .filter((m) => m.id !== member.id)
    .map((m) => ({ value: m.id, label: `${m.firstname} ${m.lastname}` }));
  const keep = { value: KEEP, label: t('team:remove.keep') };
  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={leaving ? t('team:remove.leaveTitle') : t('team:remove.title', { name })}
      style={{ width: '92vw', maxWidth: '32rem' }}
      data-testid="remove-member-dialog"
      footer={
        <>
          <Button type="button" label={t('common.cancel')} text onClick={onHide} />
          <Button
            type="button"
            label={leaving ? t('team:remove.leave') : t('team:remove.submit')}
            icon="pi pi-user-minus"
            severity="danger"
            loading={busy}
            onClick={() => onConfirm(reassignTo === KEEP ? null : reassignTo)}
            data-testid="remove-member-submit"
          />
        </>
      }
    >
      <div className={styles.dialogForm}>
        <p className={styles.muted}>
          {leaving ? t('team:remove.leaveBody') : t('team:remove.body', { name })}
        </p>
        <div className={styles.field}>
          <label htmlFor="remove-reassign">{t('team:remove.reassign', { count: member.jobCount })}</label>
          <Dropdown
            inputId="remove-reassign"
            value={reassignTo}
            options={[keep, ...others]}
            onChange={(event) => setReassignTo(event.value as number)}
            loading={members.isLoading}
          />
          <small className={styles.muted}>{t('team:remove.reassignHint')}</small>
        </div>
      </div>
    </Dialog>
  );
}
