import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnOpen } from '../../shared/ui/useOnOpen';
import styles from './Profiles.module.css';
import { usePublishedJobs } from './useProfileActions';

/** Invites a candidate to one of the company's published jobs, with a message. */
export function InviteDialog(props: {
  visible: boolean;
  candidateName: string;
  busy: boolean;
  onInvite: (jobId: number, message: string) => void;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const jobs = usePublishedJobs(props.visible);
  const [jobId, setJobId] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  useOnOpen(props.visible, () => {
    setJobId(null);
    setMessage(t('profiles.invite.defaultMessage', { name: props.candidateName }));
  });
  const options = (jobs.data ?? []).map((job) => ({ value: job.id, label: job.name }));
  const valid = jobId !== null && message.trim().length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) props.onInvite(jobId, message.trim());
  };
  return (
    <Dialog
      visible={props.visible}
      onHide={props.onHide}
      header={t('profiles.invite.title', { name: props.candidateName })}
      style={{ width: '90%', maxWidth: '32rem' }}
      data-testid="invite-dialog"
    >
      <form onSubmit={submit} className={styles.form}>
        <label htmlFor="invite-job">{t('profiles.invite.job')}</label>
        <Dropdown
          inputId="invite-job"
          value={jobId}
          options={options}
          onChange={(event) => setJobId(event.value as number)}
          placeholder={t('profiles.invite.choose')}
          emptyMessage={t('profiles.invite.noJobs')}
          loading={jobs.isLoading}
          filter={options.length > 8}
        />
        <label htmlFor="invite-message">{t('profiles.invite.message')}</label>
        <InputTextarea
          id="invite-message"
          value={message}
          rows={4}
          maxLength={2000}
          onChange={(event) => setMessage(event.target.value)}
        />
        <div className={styles.dialogActions}>
          <Button type="button" label={t('common.cancel')} text onClick={props.onHide} />
          <Button
            type="submit"
            icon="pi pi-send"
            label={t('profiles.invite.submit')}
            disabled={!valid}
            loading={props.busy}
            data-testid="invite-submit"
          />
        </div>
      </form>
    </Dialog>
  );
}
