import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { permissionKeys, type CompanyRoleView, type PermissionKey } from '@hiring/domain';
import { messages } from '../../shared/forms/form-rules';
import { fieldA11y, FormField } from '../../shared/forms/FormField';
import { useToast } from '../../shared/ui/toast/useToast';
import { useTeamActions } from './team-api';
import styles from './Team.module.css';

type Letter = '' | 'U' | 'C';

const lettersOf = (role: CompanyRoleView | null): Record<PermissionKey, Letter> =>
  Object.fromEntries(
    permissionKeys.map((key) => {
      const letters = role?.roles[key] ?? '';
      return [key, letters.includes('C') ? 'C' : letters.includes('U') ? 'U' : ''];
    }),
  ) as Record<PermissionKey, Letter>;

/** Creates a company role, or edits one of the company's own: its names and, per permission key, none, U or C. */
export function RoleDialog({
  role,
  visible,
  onHide,
}: {
  /** The role edited; null: a new one. */
  role: CompanyRoleView | null;
  visible: boolean;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const notify = useToast();
  const { createRole, updateRole } = useTeamActions();
  const [name, setName] = useState(role?.name ?? '');
  const [nameEn, setNameEn] = useState(role?.nameEn ?? '');
  const [letters, setLetters] = useState(() => lettersOf(role));
  const [tried, setTried] = useState(false);
  const nameError = tried && name.trim().length < 2 ? messages.mandatory : undefined;
  const busy = createRole.isPending || updateRole.isPending;
  const options = [
    { value: '', label: t('team:roles.letters.none') },
    { value: 'U', label: t('team:roles.letters.U') },
    { value: 'C', label: t('team:roles.letters.C') },
  ];

  const save = () => {
    setTried(true);
    if (name.trim().length < 2) return;
    const roles: Record<string, 'U' | 'C'> = {};
    for (const [key, value] of Object.entries(letters)) if (value !== '') roles[key] = value;
    const body = { name: name.trim(), nameEn: nameEn.trim() || name.trim(), roles };
    const done = () => {
      notify('done', t('team:roles.saved', { name: body.name }));
      onHide();
    };
    if (role) updateRole.mutate({ id: role.id, ...body }, { onSuccess: done });
    else createRole.mutate(body, { onSuccess: done });
  };

  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={role ? t('team:roles.editTitle', { name: role.name }) : t('team:roles.newTitle')}
      style={{ width: '94vw', maxWidth: '38rem' }}
      data-testid="role-dialog"
      footer={
        <>
          <Button type="button" label={t('common.cancel')} text onClick={onHide} />
          <Button
            type="button"
            label={t('common.save')}
            icon="pi pi-check"
            loading={busy}
            onClick={save}
            data-testid="role-save"
          />
        </>
      }
    >
      <div className={styles.dialogForm}>
        <div className={styles.row}>
          <FormField id="role-name" label={t('team:roles.name')} error={nameError}>
            <InputText
              {...fieldA11y('role-name', nameError)}
              value={name}
              maxLength={80}
              onChange={(event) => setName(event.target.value)}
            />
          </FormField>
          <FormField id="role-name-en" label={t('team:roles.nameEn')} hint={t('team:roles.nameEnHint')}>
            <InputText
              id="role-name-en"
              value={nameEn}
              maxLength={80}
              onChange={(event) => setNameEn(event.target.value)}
            />
          </FormField>
        </div>
        <p className={styles.muted}>{t('team:roles.lettersHint')}</p>
        <dl className={styles.matrix}>
          {permissionKeys.map((key) => (
            <div key={key} style={{ display: 'contents' }}>
              <dt id={`role-key-${key}`}>{t(`team:permissions.${key}`)}</dt>
              <dd>
                <SelectButton
                  value={letters[key]}
                  options={options}
                  allowEmpty={false}
                  onChange={(event) => setLetters((all) => ({ ...all, [key]: event.value as Letter }))}
                  aria-labelledby={`role-key-${key}`}
                  data-key={key}
                />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </Dialog>
  );
}
