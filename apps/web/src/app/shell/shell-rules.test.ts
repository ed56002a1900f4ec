import { defaultCompanyRoles } from '@hiring/domain';
import { describe, expect, it } from 'vitest';
import { accessFor } from '../../shared/access/access';
import { afterCompanySwitch } from './company-switch-rule';
import { activeEntryName, areasKnown, filterEntries, menuEntries } from './menu-entries';

const modules = { disableSearch: false, disableSavedUsers: false };
const recruiter = { isAdmin: false, isSu: false, adminPermissions: [] };
const everything = () => true;

describe('side menu', () => {
  it('gives recruiters the recruiter menu, minus switched-off modules', () => {
    expect(menuEntries(recruiter, modules, everything).map((e) => e.name)).toEqual([
      'index',
      'search',
      'board_list',
      'profile_list',
      'messages',
      'company_list',
      'team_list',
      'guide',
      'contacts',
    ]);
    const names = menuEntries(recruiter, { disableSearch: true, disableSavedUsers: true }, everything).map(
      (e) => e.name,
    );
    expect(names).not.toContain('search');
    expect(names).not.toContain('profile_list');
  });

  it('leaves out the pages the company role does not open (the domain rule through useCan)', () => {
    const assistant = accessFor(5, defaultCompanyRoles.find((r) => r.key === 'hiring-assistant')!.roles);
    expect(menuEntries(recruiter, modules, assistant.can).map((e) => e.name)).toContain('board_list');
    const boardOnly = accessFor(5, { board: 'C' });
    const names = menuEntries(recruiter, modules, boardOnly.can).map((e) => e.name);
    // No job list (nor its 'new' entry) without jobs, no search or saved profiles without candidates.
    expect(names).toEqual(['index', 'company_list', 'team_list', 'guide', 'contacts']);
  });

  it("waits for a member's permission map before listing areas; an admin's are known at once", () => {
    expect(areasKnown(recruiter, accessFor(5, null))).toBe(false);
    expect(areasKnown(recruiter, accessFor(5, { board: 'C' }))).toBe(true);
    expect(areasKnown({ isAdmin: true, isSu: false }, accessFor(5, null))).toBe(true);
    expect(areasKnown({ isAdmin: false, isSu: true }, accessFor(5, null))).toBe(true);
  });

  it('gates admin entries by permission; super users see all', () => {
    const admin = { isAdmin: true, isSu: false, adminPermissions: ['sudoer', 'user-stats'] };
    expect(menuEntries(admin, modules, everything).map((e) => e.name)).toEqual([
      'admin',
      'admin_sudo',
      'admin_stats',
      'admin_mail',
      'admin_privacy',
    ]);
    const su = { isAdmin: false, isSu: true, adminPermissions: [] };
    expect(menuEntries(su, modules, everything)).toHaveLength(9);
  });

  it('highlights board_list for a board with an id', () => {
    const entries = menuEntries(recruiter, modules, everything);
    expect(activeEntryName('/board/1', entries)).toBe('board_list');
    expect(activeEntryName('/board/list', entries)).toBe('board_list');
    expect(activeEntryName('/', entries)).toBe('index');
    expect(activeEntryName('/messages/4', entries)).toBe('messages');
    expect(activeEntryName('/team/2', entries)).toBe('team_list');
    expect(activeEntryName('/account', entries)).toBeNull();
  });

  it('filters labels case-insensitively', () => {
    const entries = [{ label: 'Messaggi' }, { label: 'Contatti' }];
    expect(filterEntries(entries, 'MESS')).toEqual([{ label: 'Messaggi' }]);
    expect(filterEntries(entries, ' ')).toHaveLength(2);
  });
});

describe('company switch', () => {
  it.each(['/account', '/company/list', '/contacts', '/guide', '/messages', '/messages/3', '/profile/list'])(
    '%s stays',
    (path) => expect(afterCompanySwitch(path, 3)).toEqual({ kind: 'stay' }),
  );
  it.each(['/board/list', '/spending/budget', '/spending/pricelist', '/team/list'])('%s reloads', (path) =>
    expect(afterCompanySwitch(path, 3)).toEqual({ kind: 'reload' }),
  );
  it.each(['/', '/board/5', '/company/1', '/search'])('%s goes to the company page', (path) =>
    expect(afterCompanySwitch(path, 3)).toEqual({ kind: 'go', path: '/company/3' }),
  );
});
