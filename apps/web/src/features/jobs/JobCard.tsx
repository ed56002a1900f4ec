import type { JobStatusAction } from '@hiring/domain';
import { Button, type ButtonProps } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCan } from '../../shared/access/useCan';
import { formatDateTime } from '../../shared/format/date';
import { columnLabel } from '../board/column-label';
import {
  allowedStatusActions,
  isAwaitingApproval,
  isDeletable,
  statusActionIcon,
  statusActionLabelKey,
  statusActionSeverity,
} from './job-status-view';
import type { JobOverview } from './job-types';
import styles from './JobList.module.css';
import { JobStatusTags } from './JobStatusTags';

interface JobCardProps {
  job: JobOverview;
  busy: boolean;
  onDuplicate: (job: JobOverview) => void;
  onStatus: (job: JobOverview, status: JobStatusAction) => void;
  onDelete: (job: JobOverview) => void;
}

/** A small icon button of a job card, its label as tooltip and accessible name. */
function IconAction(props: {
  icon: string;
  label: string;
  action: string;
  onClick: () => void;
  severity?: ButtonProps['severity'];
  text?: boolean;
  disabled?: boolean;
}) {
  return (
    <Button
      type="button"
      icon={props.icon}
      size="small"
      outlined={!props.text}
      text={props.text}
      severity={props.severity}
      aria-label={props.label}
      tooltip={props.label}
      tooltipOptions={{ position: 'top' }}
      disabled={props.disabled}
      onClick={props.onClick}
      data-action={props.action}
    />
  );
}

/** One job of the list: name, status, owner, dates, application counters and its actions. */
export function JobCard({ job, busy, onDuplicate, onStatus, onDelete }: JobCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const owner = job.owner ?? job.user;
  const awaiting = isAwaitingApproval(job);
  // The job's own actions only where the server allows them (U letters: the caller's own jobs).
  const mayChange = useCan().can('jobs', job.userId ?? null);
  const actions = mayChange
    ? allowedStatusActions(job.status).filter((action) => !(awaiting && action === 'ACTIVE'))
    : [];

  return (
    <li className={styles.card} data-job-id={job.id} data-status={job.status}>
      <div className={styles.main}>
        <div className={styles.heading}>
          <Link to={`/board/${job.id}`} className={styles.name}>
            {job.name}
          </Link>
          <JobStatusTags job={job} status={job.status} />
        </div>
        <div className={styles.meta}>
          {owner && (
            <span>
              <i className="pi pi-user" aria-hidden="true" /> {owner.firstname} {owner.lastname}
            </span>
          )}
          <span>{t('jobs.list.created', { date: formatDateTime(job.createdAt) })}</span>
          {job.updatedAt && <span>{t('jobs.list.modified', { date: formatDateTime(job.updatedAt) })}</span>}
        </div>
        <ul className={styles.counters} aria-label={t('jobs.list.countersLabel')}>
          <li className={job.counters.new > 0 ? styles.counterNew : styles.counter} data-counter="new">
            <strong>{job.counters.new}</strong> {t('jobs.list.counters.new', { count: job.counters.new })}
          </li>
          <li className={styles.counter} data-counter="total">
            <strong>{job.counters.total}</strong>{' '}
            {t('jobs.list.counters.total', { count: job.counters.total })}
          </li>
          {job.counters.columns.map((column) => (
            <li key={column.id} className={styles.column} data-counter={`column-${column.id}`}>
              {columnLabel(column.name, t)} <strong>{column.count}</strong>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.actions}>
        <Button
          type="button"
          icon="pi pi-th-large"
          label={t('jobs.actions.openBoard')}
          size="small"
          onClick={() => void navigate(`/board/${job.id}`)}
          data-action="board"
        />
        {mayChange && (
          <>
            <IconAction
              icon="pi pi-pencil"
              label={t('jobs.actions.edit')}
              action="edit"
              onClick={() => void navigate(`/board/${job.id}?tab=edit`)}
            />
            <IconAction
              icon="pi pi-copy"
              label={t('jobs.actions.duplicate')}
              action="duplicate"
              disabled={busy}
              onClick={() => onDuplicate(job)}
            />
          </>
        )}
        {actions.map((action) => (
          <IconAction
            key={action}
            icon={statusActionIcon[action]}
            label={t(statusActionLabelKey(job.status, action))}
            action={action}
            severity={statusActionSeverity[action]}
            disabled={busy}
            onClick={() => onStatus(job, action)}
          />
        ))}
        {mayChange && isDeletable(job.status) && (
          <IconAction
            icon="pi pi-trash"
            label={t('jobs.actions.delete')}
            action="delete"
            severity="danger"
            text
            disabled={busy}
            onClick={() => onDelete(job)}
          />
        )}
      </div>
    </li>
  );
}
