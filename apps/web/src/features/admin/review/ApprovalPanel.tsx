import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date';
import { LoadingBlock } from '../../../shared/ui/LoadingBlock';
import { useToast } from '../../../shared/ui/toast/useToast';
import { JobPreview } from './JobPreview';
import { PagePreview } from './PagePreview';
import { ReasonDialog } from './ReasonDialog';
import { useApprovalDecision, useJobPreview, usePagePreview, type ApprovalKind } from './review-api';
import styles from './Review.module.css';

interface ApprovalPanelProps {
  kind: ApprovalKind;
  id: number;
}

/** One queued item: as candidates would see it, where it stands, and the approve / reject buttons. */
export function ApprovalPanel({ kind, id }: ApprovalPanelProps) {
  const { t, i18n } = useTranslation();
  const notify = useToast();
  const decision = useApprovalDecision();
  const [rejecting, setRejecting] = useState(false);
  const job = useJobPreview(kind === 'job' ? id : null, i18n.language === 'en' ? 'en' : 'it');
  const page = usePagePreview(kind === 'page' ? id : null);
  const loaded = kind === 'job' ? job : page;
  if (loaded.isPending) return <LoadingBlock label={t('admin-review:approval.loading')} />;
  if (!loaded.data) return null;

  const title = kind === 'job' ? job.data!.name : page.data!.name;
  const requestedAt = kind === 'job' ? job.data!.approvalRequestedAt : page.data!.pageApprovalRequestedAt;
  const rejectedAt = kind === 'job' ? job.data!.approvalRejectedAt : page.data!.pageRejectedAt;
  const reason = kind === 'job' ? job.data!.approvalRejectReason : page.data!.pageRejectReason;
  const requester = kind === 'job' ? job.data!.ownerName : page.data!.requesterName;
  const waiting = requestedAt !== null && rejectedAt === null && !(kind === 'job' && job.data!.approvedAt);
  const decide = (approve: boolean, why?: string) =>
    decision.mutate(approve ? { kind, id, approve: true } : { kind, id, approve: false, reason: why! }, {
      onSuccess: () => {
        setRejecting(false);
        notify('done', t(`admin-review:approval.toast.${approve ? 'approved' : 'rejected'}`, { title }));
      },
    });

  return (
    <section
      className={styles.panel}
      data-testid="approval-panel"
      data-kind={kind}
      aria-labelledby="approval-panel-title"
    >
      <div className={styles.panelHead}>
        <div>
          <h2 id="approval-panel-title" className={styles.sectionTitle}>
            {t(`admin-review:approval.panelTitle.${kind}`)}
          </h2>
          <p className={styles.panelMeta}>
            {requestedAt
              ? t('admin-review:approval.requestedBy', {
                  who: requester ?? '—',
                  when: formatDateTime(requestedAt),
                })
              : t('admin-review:approval.notWaiting')}
          </p>
        </div>
        {waiting && (
          <div className={styles.decide}>
            <Button
              type="button"
              icon="pi pi-times"
              label={t('admin-review:approval.reject')}
              severity="danger"
              outlined
              disabled={decision.isPending}
              onClick={() => setRejecting(true)}
              data-action="reject"
            />
            <Button
              type="button"
              icon="pi pi-check"
              label={t('admin-review:approval.approve')}
              severity="success"
              loading={decision.isPending && !rejecting}
              disabled={decision.isPending}
              onClick={() => decide(true)}
              data-action="approve"
            />
          </div>
        )}
      </div>
      {rejectedAt && reason && (
        <Message
          severity="warn"
          text={t('admin-review:approval.lastRejection', { when: formatDateTime(rejectedAt), reason })}
        />
      )}
      {kind === 'page' && page.data && !page.data.visibleToCandidates && (
        <Message severity="info" text={t('admin-review:page.hidden')} />
      )}
      {kind === 'job' && job.data && <JobPreview job={job.data} />}
      {kind === 'page' && page.data && <PagePreview page={page.data} />}
      <ReasonDialog
        title={rejecting ? t(`admin-review:approval.rejectTitle.${kind}`, { title }) : null}
        hint={t(`admin-review:approval.rejectHint.${kind}`)}
        busy={decision.isPending}
        onHide={() => setRejecting(false)}
        onSubmit={(why) => decide(false, why)}
      />
    </section>
  );
}
