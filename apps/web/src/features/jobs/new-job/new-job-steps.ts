import { jobTemplates, type JobTemplateId } from './job-templates';

/** The steps of the new job dialog (spec section 4): selection, then ai (or template). */
export type NewJobStep = 'selection' | 'ai' | 'template';

export interface NewJobState {
  step: NewJobStep;
  description: string;
  templateId: JobTemplateId | null;
}

export type NewJobAction =
  | { type: 'open'; step: Exclude<NewJobStep, 'selection'> }
  | { type: 'describe'; description: string }
  | { type: 'choose'; templateId: JobTemplateId }
  /** Back to the selection, clearing the text or the chosen template. */
  | { type: 'back' }
  | { type: 'reset' };

export const initialNewJobState: NewJobState = { step: 'selection', description: '', templateId: null };

export function newJobReducer(state: NewJobState, action: NewJobAction): NewJobState {
  switch (action.type) {
    case 'open':
      return { ...initialNewJobState, step: action.step };
    case 'describe':
      return { ...state, description: action.description };
    case 'choose':
      return jobTemplates.some((t) => t.id === action.templateId)
        ? { ...state, templateId: action.templateId }
        : state;
    case 'back':
    case 'reset':
      return initialNewJobState;
  }
}

/** The server refuses longer descriptions (generateJobContentBody). */
export const MAX_DESCRIPTION = 10_000;

/** Generate needs a non-empty description and no request running (spec sections 4 and 5). */
export function canGenerate(state: NewJobState, busy: boolean): boolean {
  return !busy && state.description.trim().length > 0;
}

/** Template generate needs a chosen template (spec section 5). */
export function canUseTemplate(state: NewJobState): boolean {
  return state.templateId !== null;
}
