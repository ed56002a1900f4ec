import type { JobStatus } from '@hiring/domain';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { isAwaitingApproval, statusSeverity } from './job-status-view';
import type { JobStamps } from './job-types';
import { isApprovalRejected } from '../admin/review/ReviewNotices';
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
      {isApprovalRejected(job) && (
        <Tag
          value={t('admin-review:company.notApproved')}
          severity="danger"
          icon="pi pi-times-circle"
          data-testid="approval-rejected"
          title={job.approvalRejectReason ?? undefined}
          rounded
        />
      )}
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
