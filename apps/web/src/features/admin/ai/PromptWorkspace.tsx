import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { useApiErrorToast } from '../../../shared/api/useApiErrorToast';
import { ConfirmActionDialog, type ConfirmRequest } from '../../../shared/ui/ConfirmActionDialog';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { LoadingBlock } from '../../../shared/ui/LoadingBlock';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { useToast } from '../../../shared/ui/toast/useToast';
import { getPrompt, promptsPath, rollbackPrompt, savePrompt, versionsPath, type Prompt } from './ai-api';
import styles from './AdminAi.module.css';
import { PromptDiff, EDITOR, type CompareSides } from './PromptDiff';
import { PromptEditor } from './PromptEditor';
import {
  formValuesOf,
  isDirty,
  readPromptForm,
  type PromptFormErrors,
  type PromptFormValues,
} from './prompt-form';
import { TryPanel } from './TryPanel';
import { VersionTable } from './VersionTable';

/** One prompt: the editor, try-it, its history and the comparison of two versions. */
export function PromptWorkspace({ promptId }: { promptId: number }) {
  const { t } = useTranslation('admin-ai');
  const prompt = useQuery({ queryKey: ['admin-ai', 'prompt', promptId], queryFn: () => getPrompt(promptId) });
  if (prompt.isPending) return <LoadingBlock label={t('admin-ai:loading')} />;
  if (!prompt.data)
    return (
      <EmptyState icon="pi pi-exclamation-circle" testId="ai-prompt-error">
        {t('admin-ai:prompt.unavailable')}
      </EmptyState>
    );
  return <Workspace key={`${prompt.data.id}`} prompt={prompt.data} />;
}

function Workspace({ prompt }: { prompt: Prompt }) {
  const { t } = useTranslation('admin-ai');
  const queryClient = useQueryClient();
  const notify = useToast();
  const showApiError = useApiErrorToast();
  const [values, setValues] = useState<PromptFormValues>(() => formValuesOf(prompt));
  const [errors, setErrors] = useState<PromptFormErrors>({});
  const [sides, setSides] = useState<CompareSides>({
    from: Math.max(0, prompt.version - 1),
    to: prompt.version,
  });
  const [rollbackTo, setRollbackTo] = useState<number | null>(null);
  const [base, setBase] = useState(prompt.version);
  // After a 409 the newer version becomes the base but the editor keeps the admin's text.
  const [keepEdits, setKeepEdits] = useState(false);

  // A newer version read from the server (after a save, a rollback or a 409) becomes the editor's base
  // (state adjusted while rendering, React's pattern for state derived from a prop).
  if (prompt.version !== base) {
    setBase(prompt.version);
    setKeepEdits(false);
    if (!keepEdits) {
      setValues(formValuesOf(prompt));
      setErrors({});
    }
    setSides(
      keepEdits
        ? { from: prompt.version, to: EDITOR }
        : { from: Math.max(0, prompt.version - 1), to: prompt.version },
    );
  }

  const refresh = async (next?: Prompt) => {
    if (next) queryClient.setQueryData(['admin-ai', 'prompt', prompt.id], next);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin-ai', 'prompt', prompt.id] }),
      queryClient.invalidateQueries({ queryKey: ['lazy-table', versionsPath(prompt.id)] }),
      queryClient.invalidateQueries({ queryKey: ['lazy-table', promptsPath] }),
    ]);
  };
  const onWriteError = (error: unknown) => {
    showApiError(error);
    // Someone saved meanwhile: read the prompt again, keep the editor's text, compare it with the new version.
    if (error instanceof ApiError && error.status === 409) {
      notify('warn', t('admin-ai:form.conflict'));
      setKeepEdits(true);
      void refresh();
    }
  };
  const save = useMutation({
    mutationFn: (input: Parameters<typeof savePrompt>[1]) => savePrompt(prompt.id, input),
    onSuccess: async (next) => {
      notify('done', t('admin-ai:form.saved', { version: next.version }));
      await refresh(next);
    },
    onError: onWriteError,
  });
  const rollback = useMutation({
    mutationFn: (version: number) => rollbackPrompt(prompt.id, { version, baseVersion: prompt.version }),
    onSuccess: async (next, version) => {
      notify('done', t('admin-ai:history.rolledBack', { version, next: next.version }));
      await refresh(next);
    },
    onError: onWriteError,
  });

  const dirty = isDirty(values, prompt);
  const read = readPromptForm(values, prompt.requiredPlaceholders);
  const draft = dirty && 'draft' in read ? read.draft : null;
  const lang = prompt.lang === 'en' ? 'en' : 'it';
  // Try-it drafts a job post (POST /admin/ai/try); other prompts (video-analysis) are tried where they are used.
  const tryable = prompt.key === 'job-generate';
  const name = `${prompt.key} · ${t(`admin-ai:lang.${lang}`)}`;

  const confirm: ConfirmRequest | null =
    rollbackTo === null || rollbackTo === prompt.version
      ? null
      : {
          title: t('admin-ai:history.confirmTitle', { version: rollbackTo }),
          message: t('admin-ai:history.confirmText', { version: rollbackTo, next: prompt.version + 1 }),
          acceptLabel: t('admin-ai:history.confirmAccept'),
          onAccept: () => {
            if (!rollback.isPending && !save.isPending) rollback.mutate(rollbackTo);
          },
        };

  const onSave = () => {
    if ('errors' in read) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    save.mutate({ ...read.draft, note: read.note, baseVersion: prompt.version });
  };

  return (
    <div className={styles.stack} data-testid="ai-workspace" data-prompt={`${prompt.key}-${prompt.lang}`}>
      <div className={tryable ? styles.workspace : undefined}>
        <SectionCard
          id="ai-editor-card"
          icon="pi-file-edit"
          title={t('admin-ai:form.title', { name })}
          description={t('admin-ai:form.description')}
        >
          <PromptEditor
            prompt={prompt}
            values={values}
            errors={errors}
            dirty={dirty}
            saving={save.isPending}
            onChange={setValues}
            onSave={onSave}
            onReset={() => {
              setValues(formValuesOf(prompt));
              setErrors({});
            }}
          />
        </SectionCard>
        {tryable && (
          <SectionCard
            id="ai-try-card"
            icon="pi-sparkles"
            title={t('admin-ai:try.title')}
            description={t('admin-ai:try.lead')}
          >
            <TryPanel lang={lang} draft={draft} draftInvalid={dirty && 'errors' in read} />
          </SectionCard>
        )}
      </div>
      <SectionCard id="ai-history-card" icon="pi-history" title={t('admin-ai:history.title')}>
        <VersionTable
          promptId={prompt.id}
          current={prompt.version}
          // Functional updates only: PrimeReact may keep a row's cells (and these callbacks) from an older render.
          onCompare={(version) => setSides((now) => ({ ...now, from: version }))}
          onRollback={setRollbackTo}
        />
      </SectionCard>
      <SectionCard
        id="ai-compare-card"
        icon="pi-arrow-right-arrow-left"
        title={t('admin-ai:compare.title')}
        description={t('admin-ai:compare.description')}
      >
        <PromptDiff
          promptId={prompt.id}
          current={prompt.version}
          editorDraft={draft}
          sides={sides}
          onSides={setSides}
        />
      </SectionCard>
      <ConfirmActionDialog request={confirm} onDone={() => setRollbackTo(null)} />
    </div>
  );
}
