import type { JobStatusAction } from '@hiring/domain';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import {
  allowedStatusActions,
  isAwaitingApproval,
  statusActionIcon,
  statusActionLabelKey,
  statusActionSeverity,
  statusOf,
} from './job-status-view';
import type { JobRecord } from './job-types';
import styles from './JobEditor.module.css';
import { JobStatusTags } from './JobStatusTags';

interface JobStatusBarProps {
  job: JobRecord;
  /** Unsaved edits: the status waits until they are saved. */
  dirty: boolean;
  busy: boolean;
  onStatus: (status: JobStatusAction) => void;
}

/** The saved job's status and the publish / hold / close buttons it allows. */
export function JobStatusBar({ job, dirty, busy, onStatus }: JobStatusBarProps) {
  const { t } = useTranslation();
  const status = statusOf(job);
  const awaiting = isAwaitingApproval(job);
  return (
    <div className={styles.statusBar} data-testid="job-status-bar" data-status={status}>
      <span className={styles.statusLabel}>{t('jobs.editor.statusLabel')}</span>
      <JobStatusTags job={job} status={status} />
      <span className={styles.spacer} />
      {allowedStatusActions(status).map((action) => (
        <Button
          key={action}
          type="button"
          icon={statusActionIcon[action]}
          label={t(statusActionLabelKey(status, action))}
          size="small"
          severity={statusActionSeverity[action]}
          outlined={action !== 'ACTIVE'}
          disabled={busy || dirty || (awaiting && action === 'ACTIVE')}
          tooltip={dirty ? t('jobs.editor.unsaved') : undefined}
          tooltipOptions={{ showOnDisabled: true, position: 'bottom' }}
          onClick={() => onStatus(action)}
          data-action={action}
        />
      ))}
    </div>
  );
}
