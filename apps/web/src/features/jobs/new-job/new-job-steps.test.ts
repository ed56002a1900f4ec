import { describe, expect, it } from 'vitest';
import { canGenerate, canUseTemplate, initialNewJobState, newJobReducer } from './new-job-steps';

describe('new job dialog steps', () => {
  it('opens the AI step and goes back to the selection, clearing the text', () => {
    let state = newJobReducer(initialNewJobState, { type: 'open', step: 'ai' });
    state = newJobReducer(state, { type: 'describe', description: 'Cerchiamo un cuoco' });
    expect(state).toEqual({ step: 'ai', description: 'Cerchiamo un cuoco', templateId: null });
    expect(newJobReducer(state, { type: 'back' })).toEqual(initialNewJobState);
  });

  it('clears the chosen template on back, and ignores unknown templates', () => {
    let state = newJobReducer(initialNewJobState, { type: 'open', step: 'template' });
    expect(canUseTemplate(state)).toBe(false);
    state = newJobReducer(state, { type: 'choose', templateId: 'project-manager' });
    expect(canUseTemplate(state)).toBe(true);
    expect(newJobReducer(state, { type: 'choose', templateId: 'nope' as never }).templateId).toBe(
      'project-manager',
    );
    expect(newJobReducer(state, { type: 'back' })).toEqual(initialNewJobState);
  });

  it('allows Generate only with a non-blank text and no request running', () => {
    const described = (description: string) => ({ ...initialNewJobState, step: 'ai' as const, description });
    expect(canGenerate(described(''), false)).toBe(false);
    expect(canGenerate(described('  \n'), false)).toBe(false);
    expect(canGenerate(described('Cuoco'), false)).toBe(true);
    expect(canGenerate(described('Cuoco'), true)).toBe(false);
  });
});
