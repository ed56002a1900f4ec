import type { Query } from '../../../shared/api/flatten-query';

/** The audit log's actions the back office names (any other shows as recorded). */
export const auditActions = [
  'profile-read',
  'admin-write',
  'write',
  'impersonation-start',
  'impersonation-end',
  'company-requires-approval',
  'tier-update',
  'price-set',
  'license-grant',
  'license-withdraw',
  'job-approve',
  'job-reject',
  'page-approval-request',
  'signup-complete',
  'signup-reject',
  'signup-resend-code',
  'recruiter-create',
  'api-key-create',
  'api-key-revoke',
  'prompt-save',
  'prompt-rollback',
  'mail-template-send',
  'policy-mailing-start',
  'policy-mailing-resume',
  'candidate-data-export',
  'candidate-erasure',
] as const;

/** What the filter bar above the audit log holds. */
export interface AuditFilterValues {
  action: string | null;
  /** The candidate (or any user acted on): an id, or part of a name or email. */
  subject: string;
  /** Who acted: an id, or part of a name or email. */
  actor: string;
  /** An id, or part of the company's name. */
  company: string;
  from: Date | null;
  to: Date | null;
}

export const noAuditFilters: AuditFilterValues = {
  action: null,
  subject: '',
  actor: '',
  company: '',
  from: null,
  to: null,
};

/** A person typed as an id, or as part of a name or an email. */
function person(text: string, id: string, name: string, email: string): Query | null {
  const value = text.trim();
  if (value === '') return null;
  if (/^\d{1,9}$/.test(value)) return { [id]: Number(value) };
  return { OR: [{ [name]: { contains: value } }, { [email]: { contains: value } }] };
}

/** The start of a local calendar day, `days` after the given one, in UTC ISO form. */
const dayStart = (date: Date, days = 0) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days).toISOString();

/**
 * The filter bar as GET /admin/audit's `where` (undefined when empty): the action, the subject and the
 * actor, the company, and the days from and to (both included).
 */
export function auditWhere(values: AuditFilterValues): Query | undefined {
  const company = values.company.trim();
  const parts = [
    values.action ? { action: values.action } : null,
    person(values.subject, 'subjectUserId', 'subjectName', 'subjectEmail'),
    person(values.actor, 'actorUserId', 'actorName', 'actorEmail'),
    company === ''
      ? null
      : /^\d{1,9}$/.test(company)
        ? { companyId: Number(company) }
        : { companyName: { contains: company } },
    values.from ? { createdAt: { gte: dayStart(values.from) } } : null,
    values.to ? { createdAt: { lt: dayStart(values.to, 1) } } : null,
  ].filter((part): part is Query => part !== null);
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : { AND: parts };
}
