import { describe, expect, it } from 'vitest';
import { hasAdminAccess, isBackOffice } from './access';

const recruiter = { isSu: false, isAdmin: false, adminPermissions: [] };
const admin = { isSu: false, isAdmin: true, adminPermissions: ['sudoer', 'ai-tweaking'] };
const su = { isSu: true, isAdmin: false, adminPermissions: [] };

describe('admin access', () => {
  it('refuses every back-office page to a recruiter', () => {
    expect(isBackOffice(recruiter)).toBe(false);
    expect(hasAdminAccess(recruiter, 'any')).toBe(false);
    expect(hasAdminAccess(recruiter, 'sudoer')).toBe(false);
  });

  it('opens the pages of the permissions an admin holds', () => {
    expect(hasAdminAccess(admin, 'any')).toBe(true);
    expect(hasAdminAccess(admin, 'sudoer')).toBe(true);
    expect(hasAdminAccess(admin, 'ai-tweaking')).toBe(true);
    expect(hasAdminAccess(admin, 'job-pricing')).toBe(false);
  });

  it('lets a super user pass every rule', () => {
    expect(isBackOffice(su)).toBe(true);
    for (const rule of [
      'any',
      'sudoer',
      'job-pricing',
      'user-stats',
      'enrollment',
      'human-approval',
    ] as const) {
      expect(hasAdminAccess(su, rule)).toBe(true);
    }
  });
});
