import { defaultCompanyRoles, moduleDefaults } from '@hiring/domain';
import { describe, expect, it } from 'vitest';
import { accessFor } from '../../shared/access/access';
import { quickLinks } from './quick-links';

const names = (links: { name: string }[]) => links.map((link) => link.name);
const recruiter = { isSu: false, isAdmin: false, adminPermissions: [] };
const everything = () => true;
const roleOf = (key: string) => accessFor(5, defaultCompanyRoles.find((r) => r.key === key)!.roles);

describe('quickLinks', () => {
  it("lists the recruiter's areas whose modules are enabled", () => {
    expect(names(quickLinks(recruiter, { ...moduleDefaults }, everything))).toEqual([
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
      quickLinks(
        recruiter,
        {
          ...moduleDefaults,
          disableSearch: true,
          disableSavedUsers: true,
          disableBudget: false,
        },
        everything,
      ),
    );
    expect(without).not.toContain('search');
    expect(without).not.toContain('profile_list');
    expect(without).toContain('budget');
  });

  it('links only the areas the company role opens', () => {
    // The hiring assistant: jobs, board, candidates, chat; no budget or price list.
    expect(names(quickLinks(recruiter, { ...moduleDefaults }, roleOf('hiring-assistant').can))).toEqual([
      'search',
      'board_list',
      'profile_list',
      'messages',
      'company_list',
      'team_list',
      'guide',
      'contacts',
    ]);
    expect(names(quickLinks(recruiter, { ...moduleDefaults }, roleOf('company-admin').can))).toContain(
      'pricelist',
    );
    // A role without jobs gets no job list (and so no new job post) on the dashboard.
    const boardOnly = accessFor(5, { board: 'C' });
    expect(names(quickLinks(recruiter, { ...moduleDefaults }, boardOnly.can))).not.toContain('board_list');
  });

  it('gives admins the back-office pages of their permissions only', () => {
    const admin = { isSu: false, isAdmin: true, adminPermissions: ['user-stats', 'ai-tweaking'] };
    expect(names(quickLinks(admin, { ...moduleDefaults }, everything))).toEqual(['admin_stats', 'admin_ai']);
    const su = { isSu: true, isAdmin: true, adminPermissions: [] };
    expect(quickLinks(su, { ...moduleDefaults }, everything)).toHaveLength(8);
  });
});
