/**
 * The two fixed placeholder templates of the template step (spec section 2). The step is not
 * reachable from the tiles yet and its submit only logs; the texts are translation keys.
 */
export const jobTemplates = [
  { id: 'software-developer', icon: 'pi pi-code', labelKey: 'shell.newJob.templates.softwareDeveloper' },
  { id: 'project-manager', icon: 'pi pi-briefcase', labelKey: 'shell.newJob.templates.projectManager' },
] as const;

export type JobTemplateId = (typeof jobTemplates)[number]['id'];
