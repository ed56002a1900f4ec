import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyRoleView } from '@hiring/domain';
import { api } from '../../shared/api/api';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { formatDate, formatDateTime } from '../../shared/format/date';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import { ConfirmActionDialog, type ConfirmRequest } from '../../shared/ui/ConfirmActionDialog';
import { EmptyState } from '../../shared/ui/EmptyState';
import { LoadingBlock } from '../../shared/ui/LoadingBlock';
import { useToast } from '../../shared/ui/toast/useToast';
import { roleLabel } from './role-label';
import keyStyles from './ApiKeys.module.css';
import styles from './Team.module.css';

/** A key of GET /user/api-key (the secret itself is never listed). */
export interface ApiKeyRow {
  id: number;
  name: string;
  prefix: string;
  companyRoleId: number;
  roleName: string;
  roleNameEn: string;
  createdByUserId: number;
  createdByName: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
}

const keysOf = (companyId: number | null) => ['api-keys', companyId] as const;

function useApiKeys() {
  const companyId = useSessionStore((state) => state.company?.id ?? null);
  const queryClient = useQueryClient();
  const showApiError = useApiErrorToast();
  const refresh = () => queryClient.invalidateQueries({ queryKey: keysOf(companyId) });
  return {
    list: useQuery({
      queryKey: keysOf(companyId),
      queryFn: () => api.get<ApiKeyRow[]>('/user/api-key'),
      enabled: companyId !== null,
    }),
    create: useMutation({
      mutationFn: (body: { name: string; companyRoleId: number; expiresAt?: string }) =>
        api.post<ApiKeyRow & { key: string }>('/user/api-key', body),
      onSuccess: refresh,
      onError: showApiError,
    }),
    revoke: useMutation({
      mutationFn: (id: number) => api.delete<void>(`/user/api-key/${id}`),
      onSuccess: refresh,
      onError: showApiError,
    }),
  };
}

type KeyState = 'active' | 'revoked' | 'expired';
const stateOf = (row: ApiKeyRow): KeyState =>
  row.revokedAt ? 'revoked' : row.expiresAt && new Date(row.expiresAt) <= new Date() ? 'expired' : 'active';

/**
 * The company's API keys (C on team): for integrations, each acting as a machine member with a company
 * role. A new key is shown once, with a copy button; a key is revoked at once.
 */
export function ApiKeysSection({ roles }: { roles: CompanyRoleView[] }) {
  const { t, i18n } = useTranslation();
  const notify = useToast();
  const { list, create, revoke } = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const askRevoke = (row: ApiKeyRow) =>
    setConfirm({
      title: t('admin-mail:apiKeys.revokeTitle'),
      message: t('admin-mail:apiKeys.revokeBody', { name: row.name }),
      acceptLabel: t('admin-mail:apiKeys.revoke'),
      onAccept: () =>
        revoke.mutate(row.id, {
          onSuccess: () => notify('done', t('admin-mail:apiKeys.revoked', { name: row.name })),
        }),
    });

  return (
    <section className={styles.card} aria-labelledby="team-api-keys-title" data-testid="api-keys">
      <header className={styles.cardHeader}>
        <h2 id="team-api-keys-title" className={styles.cardTitle}>
          <i className="pi pi-key" aria-hidden="true" />
          {t('admin-mail:apiKeys.title')}
          {list.data && <span className={styles.count}>({list.data.length})</span>}
        </h2>
        <Button
          type="button"
          icon="pi pi-plus"
          label={t('admin-mail:apiKeys.create')}
          outlined
          onClick={() => setCreating(true)}
          data-testid="api-key-create"
        />
      </header>
      <div className={styles.cardBody}>
        <p>{t('admin-mail:apiKeys.intro')}</p>
      </div>
      {list.isPending ? (
        <LoadingBlock label={t('admin-mail:apiKeys.loading')} />
      ) : (list.data ?? []).length === 0 ? (
        <EmptyState icon="pi pi-key" testId="api-keys-empty">
          {t('admin-mail:apiKeys.empty')}
        </EmptyState>
      ) : (
        <DataTable
          value={list.data ?? []}
          dataKey="id"
          size="small"
          className={styles.table}
          aria-label={t('admin-mail:apiKeys.title')}
          data-testid="api-keys-table"
        >
          <Column field="name" header={t('admin-mail:apiKeys.name')} />
          <Column
            field="prefix"
            header={t('admin-mail:apiKeys.prefix')}
            body={(row: ApiKeyRow) => <code>{row.prefix}…</code>}
          />
          <Column
            header={t('admin-mail:apiKeys.role')}
            body={(row: ApiKeyRow) =>
              roleLabel({ name: row.roleName, nameEn: row.roleNameEn }, i18n.resolvedLanguage)
            }
          />
          <Column
            header={t('admin-mail:apiKeys.createdBy')}
            body={(row: ApiKeyRow) => (
              <>
                {row.createdByName}
                <br />
                <span className={styles.muted}>{formatDateTime(row.createdAt)}</span>
              </>
            )}
          />
          <Column
            header={t('admin-mail:apiKeys.lastUsed')}
            body={(row: ApiKeyRow) =>
              row.lastUsedAt ? formatDateTime(row.lastUsedAt) : t('admin-mail:apiKeys.never')
            }
          />
          <Column
            header={t('admin-mail:apiKeys.expires')}
            body={(row: ApiKeyRow) =>
              row.expiresAt ? formatDate(row.expiresAt) : t('admin-mail:apiKeys.noExpiry')
            }
          />
          <Column
            header={t('admin-mail:apiKeys.state')}
            body={(row: ApiKeyRow) => {
              const state = stateOf(row);
              return (
                <Tag
                  value={t(`admin-mail:apiKeys.states.${state}`)}
                  severity={state === 'active' ? 'success' : 'secondary'}
                  data-testid="api-key-state"
                />
              );
            }}
          />
          <Column
            header={t('admin-mail:apiKeys.actions')}
            body={(row: ApiKeyRow) =>
              stateOf(row) === 'active' && (
                <Button
                  icon="pi pi-ban"
                  text
                  rounded
                  severity="danger"
                  aria-label={`${t('admin-mail:apiKeys.revoke')}: ${row.name}`}
                  title={t('admin-mail:apiKeys.revoke')}
                  onClick={() => askRevoke(row)}
                  data-testid="api-key-revoke"
                />
              )
            }
          />
        </DataTable>
      )}
      <CreateKeyDialog
        visible={creating}
        roles={roles}
        busy={create.isPending}
        onHide={() => setCreating(false)}
        onCreate={(body) =>
          create.mutate(body, {
            onSuccess: (key) => {
              setCreating(false);
              setCreated(key.key);
            },
          })
        }
      />
      <ShowKeyDialog secret={created} onHide={() => setCreated(null)} />
      <ConfirmActionDialog request={confirm} onDone={() => setConfirm(null)} />
    </section>
  );
}

function CreateKeyDialog({
  visible,
  roles,
  busy,
  onHide,
  onCreate,
}: {
  visible: boolean;
  roles: CompanyRoleView[];
  busy: boolean;
  onHide: () => void;
  onCreate: (body: { name: string; companyRoleId: number; expiresAt?: string }) => void;
}) {
  const { t, i18n } = useTranslation();
  const [name, setName] = useState('');
  const [roleId, setRoleId] = useState<number | null>(null);
  const [expires, setExpires] = useState<Date | null>(null);
  const [tried, setTried] = useState(false);
  const [tomorrow] = useState(() => new Date(Date.now() + 86_400_000));
  const close = () => {
    setName('');
    setRoleId(null);
    setExpires(null);
    setTried(false);
    onHide();
  };
  const submit = () => {
    setTried(true);
    if (!name.trim() || roleId === null) return;
    // The key works until the end of the chosen day.
    const end = expires
      ? new Date(expires.getFullYear(), expires.getMonth(), expires.getDate(), 23, 59, 59)
      : null;
    onCreate({ name: name.trim(), companyRoleId: roleId, ...(end ? { expiresAt: end.toISOString() } : {}) });
  };
  return (
    <Dialog
      visible={visible}
      onHide={close}
      header={t('admin-mail:apiKeys.createTitle')}
      style={{ width: '92vw', maxWidth: '32rem' }}
      data-testid="api-key-dialog"
      footer={
        <>
          <Button type="button" label={t('common.cancel')} text onClick={close} />
          <Button
            type="button"
            label={t('admin-mail:apiKeys.createSubmit')}
            icon="pi pi-key"
            loading={busy}
            onClick={submit}
            data-testid="api-key-submit"
          />
        </>
      }
    >
      <div className={styles.cardBody}>
        <div className={styles.field}>
          <label htmlFor="api-key-name">{t('admin-mail:apiKeys.name')}</label>
          <InputText
            id="api-key-name"
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
            invalid={tried && !name.trim()}
            placeholder={t('admin-mail:apiKeys.namePlaceholder')}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="api-key-role">{t('admin-mail:apiKeys.role')}</label>
          <Dropdown
            inputId="api-key-role"
            value={roleId}
            options={roles.map((role) => ({ value: role.id, label: roleLabel(role, i18n.resolvedLanguage) }))}
            onChange={(e) => setRoleId(e.value as number)}
            placeholder={t('admin-mail:apiKeys.rolePlaceholder')}
            invalid={tried && roleId === null}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="api-key-expires">{t('admin-mail:apiKeys.expires')}</label>
          <Calendar
            inputId="api-key-expires"
            value={expires}
            onChange={(e) => setExpires(e.value ?? null)}
            minDate={tomorrow}
            dateFormat="dd/mm/yy"
            showButtonBar
            placeholder={t('admin-mail:apiKeys.noExpiry')}
          />
        </div>
      </div>
    </Dialog>
  );
}

function ShowKeyDialog({ secret, onHide }: { secret: string | null; onHide: () => void }) {
  const { t } = useTranslation();
  const notify = useToast();
  const copy = () =>
    void navigator.clipboard
      .writeText(secret ?? '')
      .then(() => notify('done', t('admin-mail:apiKeys.copied')))
      .catch(() => notify('warn', t('admin-mail:apiKeys.copyFailed')));
  return (
    <Dialog
      visible={secret !== null}
      onHide={onHide}
      header={t('admin-mail:apiKeys.shownTitle')}
      style={{ width: '92vw', maxWidth: '36rem' }}
      data-testid="api-key-shown"
      footer={
        <Button
          type="button"
          label={t('admin-mail:apiKeys.done')}
          onClick={onHide}
          data-testid="api-key-done"
        />
      }
    >
      <div className={styles.cardBody}>
        <Message severity="warn" text={t('admin-mail:apiKeys.onceWarning')} />
        <div className={keyStyles.keyRow}>
          <InputText
            value={secret ?? ''}
            readOnly
            aria-label={t('admin-mail:apiKeys.keyLabel')}
            className={keyStyles.keyInput}
            onFocus={(e) => e.target.select()}
            data-testid="api-key-secret"
          />
          <Button
            type="button"
            icon="pi pi-copy"
            label={t('admin-mail:apiKeys.copy')}
            onClick={copy}
            data-testid="api-key-copy"
          />
        </div>
        <p className={styles.muted}>{t('admin-mail:apiKeys.usage')}</p>
      </div>
    </Dialog>
  );
}
