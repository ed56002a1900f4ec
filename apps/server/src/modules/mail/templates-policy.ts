import type { TemplateDefinition } from './template-kit.js';

/** The mail announcing a new privacy-policy version. */
export const policyTemplates = {} satisfies Record<string, TemplateDefinition>;
