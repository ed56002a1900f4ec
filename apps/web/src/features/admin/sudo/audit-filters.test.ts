import { describe, expect, it } from 'vitest';
import { auditWhere, noAuditFilters } from './audit-filters';

describe('the audit log filter bar', () => {
  it('is no condition when empty', () => {
    expect(auditWhere(noAuditFilters)).toBeUndefined();
    expect(auditWhere({ ...noAuditFilters, subject: '  ' })).toBeUndefined();
  });

  it('finds who read a candidate, by id or by name or email', () => {
    expect(auditWhere({ ...noAuditFilters, action: 'profile-read', subject: '42' })).toEqual({
      AND: [{ action: 'profile-read' }, { subjectUserId: 42 }],
    });
    expect(auditWhere({ ...noAuditFilters, subject: ' rossi ' })).toEqual({
      OR: [{ subjectName: { contains: 'rossi' } }, { subjectEmail: { contains: 'rossi' } }],
    });
  });

  it('finds what an admin did in a company between two days, both included', () => {
    const from = new Date(2026, 10, 2);
    const to = new Date(2026, 10, 3);
    expect(auditWhere({ ...noAuditFilters, actor: '7', company: 'alfa', from, to })).toEqual({
      AND: [
        { actorUserId: 7 },
        { companyName: { contains: 'alfa' } },
        { createdAt: { gte: new Date(2026, 10, 2).toISOString() } },
        { createdAt: { lt: new Date(2026, 10, 4).toISOString() } },
      ],
    });
    expect(auditWhere({ ...noAuditFilters, company: '3' })).toEqual({ companyId: 3 });
  });
});
