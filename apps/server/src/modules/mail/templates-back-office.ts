import type { TemplateDefinition } from './template-kit.js';

/** Mails of the back office's reviews: signups completed or rejected, posts and pages approved or not. */
export const backOfficeTemplates = {} satisfies Record<string, TemplateDefinition>;
