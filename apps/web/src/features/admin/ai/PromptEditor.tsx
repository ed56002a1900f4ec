import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useTranslation } from 'react-i18next';
import { FormField, fieldA11y } from '../../../shared/forms/FormField';
import { NumberInput } from '../../../shared/forms/NumberInput';
import { formatDateTime } from '../../../shared/format/date';
import type { Prompt } from './ai-api';
import styles from './AdminAi.module.css';
import type { PromptFormErrors, PromptFormValues } from './prompt-form';

interface PromptEditorProps {
  prompt: Prompt;
  values: PromptFormValues;
  errors: PromptFormErrors;
  dirty: boolean;
  saving: boolean;
  onChange: (values: PromptFormValues) => void;
  onSave: () => void;
  onReset: () => void;
}

/** The prompt's texts and model settings; saving writes the next version. */
export function PromptEditor({
  prompt,
  values,
  errors,
  dirty,
  saving,
  onChange,
  onSave,
  onReset,
}: PromptEditorProps) {
  const { t } = useTranslation('admin-ai');
  const set = <K extends keyof PromptFormValues>(key: K, value: PromptFormValues[K]) =>
    onChange({ ...values, [key]: value });
  const placeholders = prompt.requiredPlaceholders.map((name) => `{${name}}`).join(', ');
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
      data-testid="ai-editor"
    >
      <p className={styles.meta} data-testid="ai-editor-meta">
        {prompt.updatedByName
          ? t('admin-ai:form.inUseBy', {
              version: prompt.version,
              name: prompt.updatedByName,
              at: formatDateTime(prompt.updatedAt),
            })
          : t('admin-ai:form.inUseShipped', { version: prompt.version })}
      </p>
      <FormField
        id="ai-system"
        label={t('admin-ai:form.system')}
        error={errors.system}
        hint={t('admin-ai:form.systemHint')}
      >
        <InputTextarea
          {...fieldA11y('ai-system', errors.system)}
          className={styles.text}
          value={values.system}
          onChange={(e) => set('system', e.target.value)}
          rows={12}
          autoResize={false}
          data-testid="ai-system"
        />
      </FormField>
      <FormField
        id="ai-template"
        label={t('admin-ai:form.template')}
        error={errors.template}
        hint={t('admin-ai:form.templateHint', { placeholders: placeholders || '—' })}
      >
        <InputTextarea
          {...fieldA11y('ai-template', errors.template)}
          className={styles.text}
          value={values.template}
          onChange={(e) => set('template', e.target.value)}
          rows={5}
          autoResize={false}
          data-testid="ai-template"
        />
      </FormField>
      <div className={styles.settings}>
        <FormField
          id="ai-temperature"
          label={t('admin-ai:form.temperature')}
          error={errors.temperature}
          hint={t('admin-ai:form.temperatureHint')}
        >
          <NumberInput
            {...fieldA11y('ai-temperature', errors.temperature)}
            value={values.temperature}
            onChange={(v) => set('temperature', v)}
            maxFractionDigits={2}
            data-testid="ai-temperature"
          />
        </FormField>
        <FormField id="ai-model" label={t('admin-ai:form.model')} hint={t('admin-ai:form.modelHint')}>
          <InputText
            {...fieldA11y('ai-model', undefined)}
            value={values.model}
            onChange={(e) => set('model', e.target.value)}
            placeholder={t('admin-ai:form.modelDefault')}
            data-testid="ai-model"
          />
        </FormField>
        <FormField
          id="ai-max-tokens"
          label={t('admin-ai:form.maxTokens')}
          error={errors.maxTokens}
          hint={t('admin-ai:form.maxTokensHint')}
        >
          <NumberInput
            {...fieldA11y('ai-max-tokens', errors.maxTokens)}
            value={values.maxTokens}
            onChange={(v) => set('maxTokens', v)}
            maxFractionDigits={0}
            placeholder={t('admin-ai:form.maxTokensDefault')}
            data-testid="ai-max-tokens"
          />
        </FormField>
      </div>
      <FormField
        id="ai-note"
        label={t('admin-ai:form.note')}
        error={errors.note}
        hint={t('admin-ai:form.noteHint')}
      >
        <InputText
          {...fieldA11y('ai-note', errors.note)}
          value={values.note}
          onChange={(e) => set('note', e.target.value)}
          data-testid="ai-note"
        />
      </FormField>
      <div className={styles.actions}>
        {dirty && <span className={styles.meta}>{t('admin-ai:form.unsaved')}</span>}
        <Button
          type="button"
          label={t('admin-ai:form.reset')}
          icon="pi pi-undo"
          text
          disabled={!dirty || saving}
          onClick={onReset}
          data-testid="ai-reset"
        />
        <Button
          type="submit"
          label={t('admin-ai:form.save')}
          icon="pi pi-save"
          loading={saving}
          disabled={!dirty}
          data-testid="ai-save"
        />
      </div>
    </form>
  );
}
