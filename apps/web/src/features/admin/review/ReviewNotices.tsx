import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date';

/** The approval stamps of a job answer (GET /job/{id}, the job list). */
export interface JobApprovalStamps {
  approvalRequestedAt?: string | null;
  approvalRejectedAt?: string | null;
  approvalRejectReason?: string | null;
}

/** The back office refused publication and nothing was asked since: the company sees why. */
export const isApprovalRejected = (job: JobApprovalStamps) =>
  Boolean(job.approvalRejectedAt) && !job.approvalRequestedAt;

/** In the job editor: why the back office did not approve the post, and what to do. */
export function JobRejectionNotice({ job }: { job: JobApprovalStamps }) {
  const { t } = useTranslation();
  if (!isApprovalRejected(job)) return null;
  return (
    <Message
      severity="warn"
      data-testid="job-rejection"
      text={t('admin-review:company.jobRejected', {
        when: formatDateTime(job.approvalRejectedAt),
        reason: job.approvalRejectReason ?? '',
      })}
    />
  );
}

/** The page-approval fields of a company answer (GET /company/{id}). */
export interface PageApprovalStamps {
  requiresApproval?: boolean;
  pageApprovalRequestedAt?: string | null;
  pageRejectedAt?: string | null;
  pageRejectReason?: string | null;
}

/** On the company page: an edit waiting for the back office, or its rejection with the reason. */
export function PageApprovalNotice({
  company,
  className,
}: {
  company: PageApprovalStamps;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!company.requiresApproval) return null;
  if (company.pageRejectedAt)
    return (
      <Message
        severity="warn"
        className={className}
        data-testid="page-rejection"
        text={t('admin-review:company.pageRejected', {
          when: formatDateTime(company.pageRejectedAt),
          reason: company.pageRejectReason ?? '',
        })}
      />
    );
  if (company.pageApprovalRequestedAt)
    return (
      <Message
        severity="info"
        className={className}
        data-testid="page-waiting"
        text={t('admin-review:company.pageWaiting')}
      />
    );
  return null;
}
