import { describe, expect, it } from 'vitest';
import { formValuesOf, isDirty, readPromptForm } from './prompt-form';

const saved = { system: 'S', template: 'T {description}', temperature: 0.4, model: null, maxTokens: null };

describe('the prompt editor form', () => {
  it('reads a valid form as a draft: empty model and max tokens mean the defaults', () => {
    const values = { ...formValuesOf(saved), system: ' S2 ', note: ' shorter ' };
    expect(readPromptForm(values, ['description'])).toEqual({
      draft: { system: 'S2', template: 'T {description}', temperature: 0.4, model: null, maxTokens: null },
      note: 'shorter',
    });
    const tuned = { ...values, model: ' gpt-x ', maxTokens: 800, note: '' };
    expect(readPromptForm(tuned, ['description'])).toMatchObject({
      draft: { model: 'gpt-x', maxTokens: 800 },
      note: null,
    });
  });

  it('refuses what the server refuses', () => {
    const bad = {
      system: '  ',
      template: 'T without it',
      temperature: 2.1,
      model: '',
      maxTokens: 0,
      note: 'x'.repeat(501),
    };
    expect(readPromptForm(bad, ['description'])).toEqual({
      errors: {
        system: 'common.error.mandatory',
        template: 'admin-ai:form.error.placeholder{"name":"{description}"}',
        temperature: 'admin-ai:form.error.temperature',
        maxTokens: 'admin-ai:form.error.maxTokens',
        note: 'admin-ai:form.error.tooLong{"max":500}',
      },
    });
    const more = { ...formValuesOf(saved), temperature: Number.NaN, maxTokens: 12.5, template: '' };
    expect(readPromptForm(more, ['description'])).toEqual({
      errors: {
        template: 'common.error.mandatory',
        temperature: 'admin-ai:form.error.temperature',
        maxTokens: 'admin-ai:form.error.maxTokens',
      },
    });
    expect(readPromptForm({ ...formValuesOf(saved), temperature: null }, [])).toEqual({
      errors: { temperature: 'common.error.mandatory' },
    });
  });

  it('knows when the editor differs from the saved prompt', () => {
    expect(isDirty(formValuesOf(saved), saved)).toBe(false);
    expect(isDirty({ ...formValuesOf(saved), note: 'only a note' }, saved)).toBe(false);
    expect(isDirty({ ...formValuesOf(saved), model: '  ' }, saved)).toBe(false);
    expect(isDirty({ ...formValuesOf(saved), temperature: 0.5 }, saved)).toBe(true);
  });
});
