import type { JobStatusAction } from '@hiring/domain';
import { Button, type ButtonProps } from 'primereact/button';
import { Tooltip } from 'primereact/tooltip';
import { useState } from 'react';
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
        <HintedButton
          key={action}
          hint={dirty ? t('jobs.editor.unsaved') : undefined}
          type="button"
          icon={statusActionIcon[action]}
          label={t(statusActionLabelKey(status, action))}
          size="small"
          severity={statusActionSeverity[action]}
          outlined={action !== 'ACTIVE'}
          disabled={busy || dirty || (awaiting && action === 'ACTIVE')}
          onClick={() => onStatus(action)}
          data-action={action}
        />
      ))}
    </div>
  );
}

/**
 * A button whose hint shows even while it is disabled. The hint hangs on a wrapper React owns:
 * PrimeReact's `showOnDisabled` moves the button into a wrapper of its own, so React later fails
 * to remove a button that a status change drops ("removeChild": the editor crashed on publish).
 */
function HintedButton({ hint, ...props }: ButtonProps & { hint: string | undefined }) {
  const [wrapper, setWrapper] = useState<HTMLSpanElement | null>(null);
  return (
    <>
      <span ref={setWrapper} className={styles.hinted}>
        <Button {...props} />
      </span>
      {hint && wrapper && <Tooltip target={wrapper} content={hint} position="bottom" />}
    </>
  );
}
