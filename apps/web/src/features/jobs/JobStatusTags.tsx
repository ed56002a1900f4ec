import type { JobStatus } from '@hiring/domain';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { isAwaitingApproval, statusSeverity } from './job-status-view';
import type { JobStamps } from './job-types';
import styles from './JobList.module.css';

/** The job's derived status as a coloured tag, and 'awaiting approval' while publishing waits for it. */
export function JobStatusTags({ job, status }: { job: JobStamps; status: JobStatus }) {
  const { t } = useTranslation();
  return (
    <span className={styles.tags}>
      <Tag
        value={t(`jobs.status.${status}`)}
        severity={statusSeverity[status]}
        data-status={status}
        rounded
      />
      {isAwaitingApproval(job) && (
        <Tag
          value={t('jobs.awaitingApproval')}
          severity="info"
          icon="pi pi-hourglass"
          data-testid="awaiting-approval"
          rounded
        />
      )}
    </span>
  );
}
