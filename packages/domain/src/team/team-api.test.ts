import { describe, expect, it } from 'vitest';
import {
  acceptInvitationSchema,
  companyRoleCreateSchema,
  inviteRequestSchema,
  isAdminRole,
} from './team-api.js';

describe('team payloads', () => {
  it('normalises the invited address and refuses unknown fields', () => {
    expect(inviteRequestSchema.parse({ email: ' Anna.Verdi@Example.IT ', companyRoleId: 2 }).email).toBe(
      'anna.verdi@example.it',
    );
    expect(inviteRequestSchema.safeParse({ email: 'a@b.it', companyRoleId: 2, roleId: 1 }).success).toBe(
      false,
    );
    expect(inviteRequestSchema.safeParse({ email: 'nope', companyRoleId: 2 }).success).toBe(false);
  });

  it('takes a roles map of the domain keys with U or C only', () => {
    const ok = companyRoleCreateSchema.safeParse({
      name: 'Osservatore',
      roles: { candidates: 'C', jobs: 'U' },
    });
    expect(ok.success).toBe(true);
    for (const roles of [{ candidates: 'X' }, { payroll: 'C' }, { jobs: 'UC' }, { jobs: '' }]) {
      expect(companyRoleCreateSchema.safeParse({ name: 'Ruolo', roles }).success, JSON.stringify(roles)).toBe(
        false,
      );
    }
    expect(companyRoleCreateSchema.safeParse({ name: 'R', roles: {} }).success).toBe(false);
  });

  it('asks the invitee for a name, a policy password and the terms', () => {
    const base = { token: 'x'.repeat(43), firstname: 'Anna', lastname: 'Verdi', termsAccepted: true };
    expect(acceptInvitationSchema.safeParse({ ...base, password: 'tecno2026' }).success).toBe(true);
    expect(acceptInvitationSchema.safeParse({ ...base, password: 'short' }).success).toBe(false);
    expect(
      acceptInvitationSchema.safeParse({ ...base, password: 'tecno2026', termsAccepted: false }).success,
    ).toBe(false);
  });

  it('calls a role with C on team an admin role', () => {
    expect(isAdminRole({ team: 'C' })).toBe(true);
    expect(isAdminRole({ team: 'UC' })).toBe(true);
    expect(isAdminRole({ team: 'U' })).toBe(false);
    expect(isAdminRole({})).toBe(false);
    expect(isAdminRole(null)).toBe(false);
  });
});
