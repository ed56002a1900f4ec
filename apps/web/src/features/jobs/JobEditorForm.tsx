import { jobContentSchema, type JobContent } from '@hiring/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useScrollToFirstError } from '../../shared/forms/useScrollToFirstError';
import { useToast } from '../../shared/ui/toast/useToast';
import { ConfirmActionDialog, type ConfirmRequest } from '../../shared/ui/ConfirmActionDialog';
import type { GeneratedDraft } from './generated-state';
import { GeneratedDraftNotice } from './GeneratedDraftNotice';
import { changedContent, contentToForm, formToContent, jobFormSchema, type JobFormValues } from './job-form';
import type { JobRecord } from './job-types';
import styles from './JobEditor.module.css';
import { JobPostSection } from './JobPostSection';
import { JobProfileSection } from './JobProfileSection';
import { JobStatusBar } from './JobStatusBar';
import { JobRejectionNotice } from '../admin/review/ReviewNotices';
import { JobTierPanel } from '../spending/JobTierPanel';
import { JobTermsSection } from './JobTermsSection';
import { useSaveJob } from './useSaveJob';
import { useStatusChange } from './useStatusChange';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

interface JobEditorFormProps {
  /** The saved job; none for a new one. */
  job?: JobRecord;
  generated?: GeneratedDraft;
}

/** The editor's form, its save and (for a saved job) its status bar. */
export function JobEditorForm({ job, generated }: JobEditorFormProps) {
  const { t } = useTranslation();
  const notify = useToast();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const scrollToFirstError = useScrollToFirstError(formRef);
  const [initial] = useState(() => contentToForm(job?.content ?? generated?.content));
  // What the server holds: a save sends only what differs from it.
  const [baseline, setBaseline] = useState<JobContent>(() => formToContent(initial));
  const { control, handleSubmit, reset, formState } = useForm<JobFormValues>({
    resolver: zodResolver(jobFormSchema),
    defaultValues: initial,
  });
  const save = useSaveJob(job?.id);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const status = useStatusChange(setConfirm);
  // A generated draft is unsaved work even before the first edit.
  const dirty = formState.isDirty || (!job && Boolean(generated));
  const { blocker, allowNext } = useUnsavedChangesGuard(dirty);

  const onValid = async (values: JobFormValues) => {
    const content = jobContentSchema.parse(formToContent(values));
    try {
      if (!job) {
        const created = await save.mutateAsync(content);
        allowNext();
        reset(values);
        notify('done', t('jobs.toast.created'));
        await navigate(`/board/${created.id}?tab=edit`, { replace: true });
        return;
      }
      const changes = changedContent(baseline, content);
      if (Object.keys(changes).length > 0) await save.mutateAsync(changes);
      setBaseline(content);
      reset(values);
      notify('done', t('jobs.toast.saved'));
    } catch {
      // The failed call has shown its error toast; the form keeps the edits.
    }
  };

  const leaving: ConfirmRequest | null =
    blocker.state === 'blocked'
      ? {
          title: t('jobs.confirm.discardTitle'),
          message: t('jobs.confirm.discardMessage'),
          acceptLabel: t('jobs.confirm.discard'),
          onAccept: () => blocker.proceed(),
          onReject: () => blocker.reset(),
        }
      : null;

  return (
    <div className={job ? styles.embedded : styles.page} data-page="job-editor" data-job-id={job?.id}>
      {/* A saved job's editor is a tab of its board page, which names it. */}
      {!job && (
        <h1 className={styles.title} id="page-title">
          {t('jobs.editor.titleNew')}
        </h1>
      )}
      {job && (
        <JobStatusBar
          job={job}
          dirty={dirty}
          busy={status.isPending}
          onStatus={(action) => status.change(job, action)}
        />
      )}
      {job && <JobRejectionNotice job={job} />}
      {job && <JobTierPanel jobId={job.id} ownerId={job.userId} />}
      {!job && generated && <GeneratedDraftNotice prompt={generated.prompt} />}
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        onSubmit={(event) => void handleSubmit(onValid, scrollToFirstError)(event)}
      >
        <JobPostSection control={control} />
        <JobTermsSection control={control} />
        <JobProfileSection control={control} />
        <div className={styles.footer}>
          {dirty && (
            <span className={styles.unsaved} data-testid="job-unsaved">
              <i className="pi pi-circle-fill" aria-hidden="true" /> {t('jobs.editor.unsaved')}
            </span>
          )}
          <Button
            type="submit"
            id="job-save"
            icon="pi pi-check"
            label={t(job ? 'jobs.editor.save' : 'jobs.editor.create')}
            loading={save.isPending}
            disabled={Boolean(job) && !formState.isDirty}
          />
        </div>
      </form>
      <ConfirmActionDialog request={leaving ?? confirm} onDone={() => setConfirm(null)} />
    </div>
  );
}
