import type { MeetingView, StepStyle } from '@hiring/domain';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/access/useCan';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { useConfig } from '../../shared/config/useConfig';
import { useToast } from '../../shared/ui/toast/useToast';
import { StepTag } from '../board/StepTag';
import { useBoard } from '../board/useBoard';
import { ConfirmActionDialog, type ConfirmRequest } from '../../shared/ui/ConfirmActionDialog';
import { InterviewDialog } from './InterviewDialog';
import panel from '../../shared/ui/DetailPanel.module.css';
import styles from './Interviews.module.css';
import { interviewsShown, isLive, meetingActions } from './meeting-actions';
import { useInterviewActions, useMeetings, useViewerTimeZone } from './useInterviews';
import { dateTimeIn, timeIn } from './zoned-time';

/** An interview's status tag takes the colour of the steps it writes (spec section 4). */
const statusStyle: Record<MeetingView['status'], StepStyle> = {
  requested: 'intreq',
  accepted: 'intreq',
  confirmed: 'intconf',
  completed: 'intconf',
  cancelled: 'cancel',
};

/**
 * The interviews of an application in the candidate detail, with what the recruiter may do about
 * them. Nothing at all when scheduling is off (module flag disableScheduling) or the user may not
 * write on this job's board.
 */
export function InterviewPanel(props: { jobId: number; applicationId: number }) {
  const { modules } = useConfig();
  const access = useCan();
  const owner = useBoard(props.jobId).data?.job.userId;
  const mayWrite = owner !== undefined && access.can('board', owner);
  if (!interviewsShown(modules.disableScheduling, mayWrite)) return null;
  return <InterviewList {...props} />;
}

type Editing = { meeting: MeetingView | null } | null;

/** The status transitions a recruiter starts from the panel. */
const transitions = [
  { action: 'confirm', status: 'confirmed', icon: 'pi pi-check' },
  { action: 'complete', status: 'completed', icon: 'pi pi-flag' },
] as const;

function InterviewList({ jobId, applicationId }: { jobId: number; applicationId: number }) {
  const { t } = useTranslation();
  const notify = useToast();
  const showApiError = useApiErrorToast();
  const meetings = useMeetings(applicationId);
  const timeZone = useViewerTimeZone();
  const { transition, cancel } = useInterviewActions(jobId, applicationId);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const now = new Date();
  const list = meetings.data ?? [];
  const busy = transition.isPending || cancel.isPending;

  const askCancel = (meeting: MeetingView) =>
    setConfirm({
      title: t('interviews:cancel.title'),
      message: t('interviews:cancel.message', { when: dateTimeIn(meeting.startsAt, timeZone) }),
      acceptLabel: t('interviews:cancel.accept'),
      onAccept: () =>
        cancel.mutate(meeting, {
          onSuccess: () => notify('done', t('interviews:toast.cancelled')),
          onError: showApiError,
        }),
    });
  const moveTo = (meeting: MeetingView, status: 'confirmed' | 'completed') =>
    transition.mutate(
      { meeting, status },
      {
        onSuccess: () => notify('done', t(`interviews:toast.${status}`)),
        onError: showApiError,
      },
    );

  return (
    <section className={panel.panel} aria-labelledby="interviews-title" data-testid="interview-panel">
      <header className={panel.panelHead}>
        <h3 id="interviews-title" className={panel.panelTitle}>
          {t('interviews:panel.title')}
        </h3>
        <Button
          type="button"
          size="small"
          icon="pi pi-calendar-plus"
          label={t('interviews:panel.schedule')}
          onClick={() => setEditing({ meeting: null })}
          data-testid="interview-schedule"
        />
      </header>
      {meetings.isPending && <p className={styles.muted}>{t('interviews:panel.loading')}</p>}
      {meetings.isError && <p className={styles.muted}>{t('interviews:panel.unavailable')}</p>}
      {meetings.isSuccess && list.length === 0 && (
        <p className={styles.muted}>{t('interviews:panel.none')}</p>
      )}
      {list.length > 0 && (
        <ul className={styles.meetings}>
          {list.map((meeting) => {
            const actions = meetingActions(meeting, now);
            return (
              <li
                key={meeting.id}
                className={styles.meeting}
                data-live={isLive(meeting.status)}
                data-testid="meeting"
                data-meeting-id={meeting.id}
                data-status={meeting.status}
              >
                <div className={styles.meetingHead}>
                  <span className={styles.meetingType}>
                    <i
                      className={meeting.meetingTypeId === 1 ? 'pi pi-building' : 'pi pi-video'}
                      aria-hidden="true"
                    />{' '}
                    {t(meeting.meetingTypeId === 1 ? 'interviews:type.onsite' : 'interviews:type.online')}
                  </span>
                  <StepTag
                    stepKey={meeting.status}
                    style={statusStyle[meeting.status]}
                    label={t(`interviews:status.${meeting.status}`)}
                  />
                </div>
                <p className={styles.meetingWhen} data-testid="meeting-when">
                  {dateTimeIn(meeting.startsAt, timeZone)}–{timeIn(meeting.endsAt, timeZone)}
                </p>
                <p className={styles.meetingLine}>
                  {t('interviews:panel.with', { name: meeting.recruiterName })}
                </p>
                {meeting.place && (
                  <p className={styles.meetingLine}>
                    <i className="pi pi-map-marker" aria-hidden="true" /> {meeting.place}
                  </p>
                )}
                {meeting.link && (
                  <p className={styles.meetingLine}>
                    <i className="pi pi-link" aria-hidden="true" />{' '}
                    <a href={meeting.link} target="_blank" rel="noreferrer" data-testid="meeting-link">
                      {t('interviews:panel.join')}
                    </a>
                  </p>
                )}
                {meeting.note && <p className={styles.meetingNote}>{meeting.note}</p>}
                {actions.length > 0 && (
                  <div className={styles.actions}>
                    {transitions
                      .filter((move) => actions.includes(move.action))
                      .map(({ action, status, icon }) => (
                        <Button
                          key={action}
                          type="button"
                          size="small"
                          icon={icon}
                          label={t(`interviews:actions.${action}`)}
                          disabled={busy}
                          onClick={() => moveTo(meeting, status)}
                          data-testid={`meeting-${action}`}
                        />
                      ))}
                    <Button
                      type="button"
                      size="small"
                      outlined
                      icon="pi pi-pencil"
                      label={t('interviews:actions.change')}
                      disabled={busy}
                      onClick={() => setEditing({ meeting })}
                      data-testid="meeting-change"
                    />
                    <Button
                      type="button"
                      size="small"
                      outlined
                      severity="danger"
                      icon="pi pi-times"
                      label={t('interviews:actions.cancel')}
                      disabled={busy}
                      onClick={() => askCancel(meeting)}
                      data-testid="meeting-cancel"
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {editing && (
        <InterviewDialog
          jobId={jobId}
          applicationId={applicationId}
          meeting={editing.meeting}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmActionDialog request={confirm} onDone={() => setConfirm(null)} />
    </section>
  );
}
