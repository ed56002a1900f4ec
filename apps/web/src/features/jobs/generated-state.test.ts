import { describe, expect, it } from 'vitest';
import { generatedFrom } from './generated-state';

describe('generatedFrom', () => {
  it('reads the prompt and the content the new job dialog sends', () => {
    const content = { name: 'Cuoco/a', summary: 'Cucina' };
    expect(generatedFrom({ generated: { prompt: 'Cerco un cuoco', content } })).toEqual({
      prompt: 'Cerco un cuoco',
      content,
    });
  });

  it('ignores any other state', () => {
    expect(generatedFrom(null)).toBeUndefined();
    expect(generatedFrom(undefined)).toBeUndefined();
    expect(generatedFrom({})).toBeUndefined();
    expect(generatedFrom({ generated: { prompt: 'x' } })).toBeUndefined();
  });

  it('keeps the content when the prompt is missing', () => {
    expect(generatedFrom({ generated: { content: { name: 'A' } } })).toEqual({
      prompt: '',
      content: { name: 'A' },
    });
  });
});
