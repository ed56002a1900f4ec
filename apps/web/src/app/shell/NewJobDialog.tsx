import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api/api';
import styles from './AppShell.module.css';

type Step = 'selection' | 'ai';

/** The new job post dialog of spec section 2: create with AI (a description to generate from) or blank. */
export function NewJobDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('selection');
  const [description, setDescription] = useState('');

  const close = () => {
    setStep('selection');
    setDescription('');
    onHide();
  };

  const generate = useMutation({
    mutationFn: (text: string) => api.post<unknown>('/job/generate-content', { description: text }),
    onSuccess: async (content, prompt) => {
      await navigate('/board', { replace: true, state: { prompt, content } });
      close();
    },
    onError: (error) => {
      // Spec section 4: a failed generation is only logged, and the dialog closes.
      console.error(error);
      close();
    },
  });

  return (
    <Dialog
      header={t('shell.newJob.title')}
      visible={visible}
      onHide={close}
      style={{ width: '90%', maxWidth: '600px' }}
      dismissableMask
      draggable={false}
      data-testid="new-job-dialog"
    >
      {step === 'selection' ? (
        <div className={styles.tiles}>
          <button type="button" className={styles.tile} onClick={() => setStep('ai')}>
            <i className="pi pi-sparkles" aria-hidden="true" />
            <strong>{t('shell.newJob.ai')}</strong>
            <span>{t('shell.newJob.aiHint')}</span>
          </button>
          <button
            type="button"
            className={styles.tile}
            onClick={() => {
              void navigate('/board');
              close();
            }}
          >
            <i className="pi pi-file" aria-hidden="true" />
            <strong>{t('shell.newJob.blank')}</strong>
            <span>{t('shell.newJob.blankHint')}</span>
          </button>
        </div>
      ) : (
        <form
          className={styles.aiStep}
          onSubmit={(event) => {
            event.preventDefault();
            if (description.trim()) generate.mutate(description);
          }}
        >
          <label htmlFor="new-job-description">{t('shell.newJob.description')}</label>
          <InputTextarea
            id="new-job-description"
            rows={10}
            value={description}
            autoResize={false}
            onChange={(event) => setDescription(event.target.value)}
            disabled={generate.isPending}
          />
          <div className={styles.dialogButtons}>
            <Button
              type="button"
              label={t('shell.newJob.back')}
              icon="pi pi-arrow-left"
              severity="secondary"
              outlined
              disabled={generate.isPending}
              onClick={() => {
                setDescription('');
                setStep('selection');
              }}
            />
            <Button
              type="submit"
              label={t('shell.newJob.generate')}
              icon="pi pi-sparkles"
              loading={generate.isPending}
              disabled={!description.trim() || generate.isPending}
            />
          </div>
        </form>
      )}
    </Dialog>
  );
}
