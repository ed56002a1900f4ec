import { Dialog } from 'primereact/dialog';
import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AiDescriptionStep } from '../../features/jobs/new-job/AiDescriptionStep';
import { canGenerate, initialNewJobState, newJobReducer } from '../../features/jobs/new-job/new-job-steps';
import { NewJobTiles } from '../../features/jobs/new-job/NewJobTiles';
import { TemplateStep } from '../../features/jobs/new-job/TemplateStep';
import { useGenerateJob } from '../../features/jobs/new-job/useGenerateJob';

/**
 * The new job post dialog (spec sections 2 and 4), opened from the 'new' entry under job boards:
 * create with AI (a description, then the editor with the generated draft) or blank (the editor).
 */
export function NewJobDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(newJobReducer, initialNewJobState);

  const close = () => {
    dispatch({ type: 'reset' });
    onHide();
  };
  const { generate, busy, cancel } = useGenerateJob(close);

  return (
    <Dialog
      header={t(state.step === 'ai' ? 'shell.newJob.aiTitle' : 'shell.newJob.title')}
      visible={visible}
      onHide={() => {
        cancel();
        close();
      }}
      style={{ width: '90%', maxWidth: '600px' }}
      dismissableMask={!busy}
      draggable={false}
      resizable={false}
      data-testid="new-job-dialog"
    >
      {state.step === 'selection' && (
        <NewJobTiles
          onAi={() => dispatch({ type: 'open', step: 'ai' })}
          onBlank={() => {
            void navigate('/board');
            close();
          }}
        />
      )}
      {state.step === 'ai' && (
        <AiDescriptionStep
          description={state.description}
          onChange={(description) => dispatch({ type: 'describe', description })}
          busy={busy}
          canGenerate={canGenerate(state, busy)}
          onBack={() => dispatch({ type: 'back' })}
          onGenerate={() => generate(state.description)}
        />
      )}
      {state.step === 'template' && (
        <TemplateStep
          templateId={state.templateId}
          onChoose={(templateId) => dispatch({ type: 'choose', templateId })}
          onBack={() => dispatch({ type: 'back' })}
          onSubmit={() => console.info('new job from template', state.templateId)}
        />
      )}
    </Dialog>
  );
}
