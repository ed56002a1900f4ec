import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { ProgressBar } from 'primereact/progressbar';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../shared/format/date';
import { ConfirmActionDialog, type ConfirmRequest } from '../../../shared/ui/ConfirmActionDialog';
import { useToast } from '../../../shared/ui/toast/useToast';
import { usePolicyMailings, useStartPolicyMailing, type PolicyMailing } from './mail-api';
import styles from './AdminMail.module.css';

const VERSION = /^[\w.-]{1,50}$/;

/** The calendar day picked, as `YYYY-MM-DD`. */
const isoDay = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

/**
 * The privacy-policy mailings: start one for a version (every live user is mailed once, in their
 * language, through the outbox; starting the same version again resumes it), and the progress of each.
 */
export function PolicyMailings() {
  const { t } = useTranslation();
  const notify = useToast();
  const mailings = usePolicyMailings();
  const start = useStartPolicyMailing();
  const [version, setVersion] = useState('');
  const [effectiveDay, setEffectiveDay] = useState<Date | null>(null);
  const effectiveOn = effectiveDay ? isoDay(effectiveDay) : '';
  const valid = VERSION.test(version.trim());
  const known = (mailings.data ?? []).some((m) => m.version === version.trim());

  const [asking, setAsking] = useState<ConfirmRequest | null>(null);
  const confirm = () =>
    setAsking({
      title: t('admin-mail:policy.confirmTitle'),
      message: t(known ? 'admin-mail:policy.confirmResume' : 'admin-mail:policy.confirmStart', {
        version: version.trim(),
      }),
      acceptLabel: t('admin-mail:policy.confirmYes'),
      onAccept: () =>
        start.mutate(
          { version: version.trim(), ...(effectiveOn ? { effectiveOn } : {}) },
          {
            onSuccess: (m) => {
              notify('done', t('admin-mail:policy.startedToast', { version: m.version }));
              setVersion('');
              setEffectiveDay(null);
            },
          },
        ),
    });

  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-labelledby="policy-start-title">
        <h2 id="policy-start-title" className={styles.cardTitle}>
          {t('admin-mail:policy.startTitle')}
        </h2>
        <p className={styles.muted}>{t('admin-mail:policy.intro')}</p>
        <div className={styles.sendRow}>
          <div className={styles.field}>
            <label htmlFor="policy-version">{t('admin-mail:policy.version')}</label>
            <InputText
              id="policy-version"
              value={version}
              onChange={(e) => setVersion(e.target.value)}
              placeholder="2026-11"
              invalid={version.trim() !== '' && !valid}
              aria-describedby="policy-version-hint"
            />
            <small id="policy-version-hint" className={styles.muted}>
              {t('admin-mail:policy.versionHint')}
            </small>
          </div>
          <div className={styles.field}>
            <label htmlFor="policy-effective">{t('admin-mail:policy.effectiveOn')}</label>
            <Calendar
              inputId="policy-effective"
              value={effectiveDay}
              onChange={(e) => setEffectiveDay(e.value ?? null)}
              dateFormat="dd/mm/yy"
              showButtonBar
              placeholder={t('table.datePlaceholder')}
            />
          </div>
          <Button
            type="button"
            label={known ? t('admin-mail:policy.resume') : t('admin-mail:policy.start')}
            icon="pi pi-send"
            disabled={!valid}
            loading={start.isPending}
            onClick={confirm}
            data-testid="policy-start"
          />
        </div>
      </section>
      <section className={styles.card} aria-labelledby="policy-list-title">
        <h2 id="policy-list-title" className={styles.cardTitle}>
          {t('admin-mail:policy.listTitle')}
        </h2>
        <DataTable
          value={mailings.data ?? []}
          loading={mailings.isPending}
          size="small"
          dataKey="id"
          emptyMessage={t('admin-mail:policy.empty')}
          aria-label={t('admin-mail:policy.listTitle')}
          data-testid="policy-table"
        >
          <Column field="version" header={t('admin-mail:policy.version')} />
          <Column
            field="effectiveOn"
            header={t('admin-mail:policy.effectiveOn')}
            body={(m: PolicyMailing) => formatDate(`${m.effectiveOn}T12:00:00Z`)}
          />
          <Column
            field="createdAt"
            header={t('admin-mail:policy.started')}
            body={(m: PolicyMailing) => formatDateTime(m.createdAt)}
          />
          <Column
            header={t('admin-mail:policy.progress')}
            body={(m: PolicyMailing) => (
              <div className={styles.progress}>
                <ProgressBar
                  value={m.total === 0 ? 100 : Math.round((m.sent / m.total) * 100)}
                  showValue={false}
                  aria-label={t('admin-mail:policy.progressLabel', { sent: m.sent, total: m.total })}
                />
                <span className={styles.number} data-testid="policy-counts">
                  {t('admin-mail:policy.counts', {
                    sent: m.sent,
                    queued: m.queued,
                    failed: m.failed,
                    total: m.total,
                  })}
                </span>
              </div>
            )}
          />
          <Column
            header={t('admin-mail:policy.state')}
            body={(m: PolicyMailing) =>
              m.finishedAt && m.queued === 0 ? (
                <Tag severity="success" value={t('admin-mail:policy.done')} />
              ) : (
                <Tag severity="info" value={t('admin-mail:policy.running')} />
              )
            }
          />
        </DataTable>
      </section>
      <ConfirmActionDialog request={asking} onDone={() => setAsking(null)} />
    </div>
  );
}
