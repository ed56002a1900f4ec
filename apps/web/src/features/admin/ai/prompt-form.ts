import { withParams } from '../../../shared/forms/form-rules';
import type { PromptDraft } from './ai-api';

/** The editor's fields as typed: numbers may be blank (null) or unreadable (NaN). */
export interface PromptFormValues {
  system: string;
  template: string;
  temperature: number | null;
  model: string;
  maxTokens: number | null;
  note: string;
}

export type PromptFormErrors = Partial<Record<keyof PromptFormValues, string>>;

/** The limits the server checks too (docs/ai.md, "AI tweaking"). */
export const promptLimits = {
  temperatureMax: 2,
  maxTokensMax: 32_000,
  noteMax: 500,
  textMax: 20_000,
} as const;

export function formValuesOf(draft: PromptDraft): PromptFormValues {
  return {
    system: draft.system,
    template: draft.template,
    temperature: draft.temperature,
    model: draft.model ?? '',
    maxTokens: draft.maxTokens,
    note: '',
  };
}

/**
 * The editor's checks, the same as the server's: system and template not blank, the template keeps its
 * required placeholders, temperature 0–2, max tokens empty or a whole 1–32,000. Answers the draft, or
 * the errors as translation keys.
 */
export function readPromptForm(
  values: PromptFormValues,
  requiredPlaceholders: readonly string[],
): { draft: PromptDraft; note: string | null } | { errors: PromptFormErrors } {
  const errors: PromptFormErrors = {};
  const system = values.system.trim();
  const template = values.template.trim();
  if (!system) errors.system = 'common.error.mandatory';
  else if (system.length > promptLimits.textMax)
    errors.system = withParams('admin-ai:form.error.tooLong', { max: promptLimits.textMax });
  if (!template) errors.template = 'common.error.mandatory';
  else if (template.length > promptLimits.textMax)
    errors.template = withParams('admin-ai:form.error.tooLong', { max: promptLimits.textMax });
  else {
    const missing = requiredPlaceholders.find((name) => !template.includes(`{${name}}`));
    if (missing) errors.template = withParams('admin-ai:form.error.placeholder', { name: `{${missing}}` });
  }
  const { temperature, maxTokens } = values;
  if (temperature === null) errors.temperature = 'common.error.mandatory';
  else if (Number.isNaN(temperature) || temperature < 0 || temperature > promptLimits.temperatureMax)
    errors.temperature = 'admin-ai:form.error.temperature';
  if (
    maxTokens !== null &&
    (!Number.isInteger(maxTokens) || maxTokens < 1 || maxTokens > promptLimits.maxTokensMax)
  )
    errors.maxTokens = 'admin-ai:form.error.maxTokens';
  if (values.note.trim().length > promptLimits.noteMax)
    errors.note = withParams('admin-ai:form.error.tooLong', { max: promptLimits.noteMax });
  if (Object.keys(errors).length > 0) return { errors };
  return {
    draft: { system, template, temperature: temperature!, model: values.model.trim() || null, maxTokens },
    note: values.note.trim() || null,
  };
}

/** Whether the editor differs from the saved prompt (the note aside). */
export function isDirty(values: PromptFormValues, saved: PromptDraft): boolean {
  return (
    values.system !== saved.system ||
    values.template !== saved.template ||
    values.temperature !== saved.temperature ||
    (values.model.trim() || null) !== saved.model ||
    values.maxTokens !== saved.maxTokens
  );
}
