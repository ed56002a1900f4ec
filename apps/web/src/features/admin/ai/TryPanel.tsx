import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../../shared/api/useApiErrorToast';
import { FormField, fieldA11y } from '../../../shared/forms/FormField';
import { formatMoney } from '../../../shared/format/money';
import { useReferenceLabels } from '../../../shared/reference/useReference';
import { tryPrompt, type PromptDraft, type TryOutcome } from './ai-api';
import styles from './AdminAi.module.css';

interface TryPanelProps {
  lang: 'it' | 'en';
  /** The editor's draft when it is valid and differs from the saved prompt; null otherwise. */
  draft: PromptDraft | null;
  /** The editor has changes that do not pass its checks (they cannot be tried). */
  draftInvalid: boolean;
}

/** Runs the job drafting with the saved prompt or the editor's unsaved draft; saves nothing. */
export function TryPanel({ lang, draft, draftInvalid }: TryPanelProps) {
  const { t } = useTranslation('admin-ai');
  const showApiError = useApiErrorToast();
  const [description, setDescription] = useState('');
  const [useDraft, setUseDraft] = useState(true);
  const [error, setError] = useState<string | undefined>();
  const run = useMutation({ mutationFn: tryPrompt, onError: showApiError });
  const withDraft = useDraft && draft !== null;

  const submit = () => {
    if (!description.trim()) {
      setError('common.error.mandatory');
      return;
    }
    setError(undefined);
    run.mutate({ description: description.trim(), lang, ...(withDraft ? { draft } : {}) });
  };

  return (
    <div className={styles.form}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormField id="ai-try-description" label={t('admin-ai:try.description')} error={error}>
          <InputTextarea
            {...fieldA11y('ai-try-description', error)}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            rows={5}
            placeholder={t('admin-ai:try.placeholder')}
            data-testid="ai-try-description"
          />
        </FormField>
        <div className={styles.check}>
          <Checkbox
            inputId="ai-try-draft"
            checked={withDraft}
            disabled={draft === null}
            onChange={(e) => setUseDraft(Boolean(e.checked))}
            data-testid="ai-try-draft"
          />
          <label htmlFor="ai-try-draft">
            {draft === null
              ? draftInvalid
                ? t('admin-ai:try.draftInvalid')
                : t('admin-ai:try.noDraft')
              : t('admin-ai:try.useDraft')}
          </label>
        </div>
        <div className={styles.actions}>
          <Button
            type="submit"
            label={t('admin-ai:try.run')}
            icon="pi pi-sparkles"
            loading={run.isPending}
            data-testid="ai-try-run"
          />
        </div>
      </form>
      {run.data && <TryResult outcome={run.data} />}
    </div>
  );
}

function TryResult({ outcome }: { outcome: TryOutcome }) {
  const { t } = useTranslation('admin-ai');
  const skills = useReferenceLabels('professional_skill');
  const languages = useReferenceLabels('language');
  const areas = useReferenceLabels('work_area');
  const seniorities = useReferenceLabels('seniority');
  const c = outcome.content;
  const salary =
    c.salaryMinCents != null || c.salaryMaxCents != null
      ? [c.salaryMinCents, c.salaryMaxCents].map((v) => (v == null ? '…' : formatMoney(v))).join(' – ')
      : null;
  const facts: Array<[string, string | null | undefined]> = [
    [
      t('admin-ai:result.contract'),
      c.contractType ? t(`jobs.editor.contractTypes.${c.contractType}`, { ns: 'dashboard' }) : null,
    ],
    [
      t('admin-ai:result.workMode'),
      c.workMode ? t(`jobs.editor.workModes.${c.workMode}`, { ns: 'dashboard' }) : null,
    ],
    [t('admin-ai:result.salary'), salary],
    [t('admin-ai:result.place'), c.place?.place_name],
    [t('admin-ai:result.workArea'), c.workAreaId ? areas.get(c.workAreaId) : null],
    [t('admin-ai:result.seniority'), c.seniorityId ? seniorities.get(c.seniorityId) : null],
    [
      t('admin-ai:result.skills'),
      c.professionalSkills?.map((s) => skills.get(s.skillId) ?? `#${s.skillId}`).join(', ') || null,
    ],
    [
      t('admin-ai:result.languages'),
      c.languages?.map((l) => languages.get(l.languageId) ?? `#${l.languageId}`).join(', ') || null,
    ],
  ];
  const lists: Array<[string, string[] | undefined]> = [
    [t('admin-ai:result.responsibilities'), c.responsibilities],
    [t('admin-ai:result.requirements'), c.requirements],
    [t('admin-ai:result.benefits'), c.benefits],
  ];
  return (
    <section className={styles.result} aria-labelledby="ai-try-result-title" data-testid="ai-try-result">
      <p className={styles.source} data-source={outcome.source} data-testid="ai-try-source">
        <i
          className={outcome.source === 'provider' ? 'pi pi-sparkles' : 'pi pi-desktop'}
          aria-hidden="true"
        />
        <span>
          {outcome.source === 'provider'
            ? t('admin-ai:result.byProvider', { model: outcome.model })
            : t('admin-ai:result.byOffline')}
        </span>
      </p>
      <h3 id="ai-try-result-title" data-testid="ai-try-name">
        {c.name}
      </h3>
      {c.summary && <p className={styles.meta}>{c.summary}</p>}
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value || t('admin-ai:result.none')}</dd>
          </div>
        ))}
      </dl>
      {lists.map(([label, items]) => (
        <div key={label}>
          <h4>{label}</h4>
          {items && items.length > 0 ? (
            <ul>
              {items.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          ) : (
            <p className={styles.meta}>{t('admin-ai:result.none')}</p>
          )}
        </div>
      ))}
      {outcome.source === 'provider' && (
        <details>
          <summary>{t('admin-ai:result.raw')}</summary>
          <pre className={styles.raw} data-testid="ai-try-raw">
            {outcome.raw}
          </pre>
        </details>
      )}
    </section>
  );
}
