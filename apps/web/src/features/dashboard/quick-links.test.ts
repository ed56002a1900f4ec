import { moduleDefaults } from '@hiring/domain';
import { describe, expect, it } from 'vitest';
import { quickLinks } from './quick-links';

const names = (links: { name: string }[]) => links.map((link) => link.name);
const recruiter = { isSu: false, isAdmin: false, adminPermissions: [] };

describe('quickLinks', () => {
  it("lists the recruiter's areas whose modules are enabled", () => {
    expect(names(quickLinks(recruiter, { ...moduleDefaults }))).toEqual([
      'search',
      'board_list',
      'profile_list',
      'messages',
      'company_list',
      'team_list',
      'pricelist',
      'guide',
      'contacts',
    ]);
    const without = names(
      quickLinks(recruiter, {
        ...moduleDefaults,
        disableSearch: true,
        disableSavedUsers: true,
        disableBudget: false,
      }),
    );
    expect(without).not.toContain('search');
    expect(without).not.toContain('profile_list');
    expect(without).toContain('budget');
  });

  it('gives admins the back-office pages of their permissions only', () => {
    const admin = { isSu: false, isAdmin: true, adminPermissions: ['user-stats', 'ai-tweaking'] };
    expect(names(quickLinks(admin, { ...moduleDefaults }))).toEqual(['admin_stats', 'admin_ai']);
    const su = { isSu: true, isAdmin: true, adminPermissions: [] };
    expect(quickLinks(su, { ...moduleDefaults })).toHaveLength(6);
  });
});
