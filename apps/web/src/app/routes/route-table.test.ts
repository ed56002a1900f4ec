import { moduleDefaults, type ModuleFlags } from '@hiring/domain';
import { describe, expect, it } from 'vitest';
import { isRouteEnabled, routeTable } from './route-table';
import { routePaths } from './route-paths';

const byPath = (path: string) => routeTable.find((route) => route.path === path);

describe('the route table', () => {
  it('holds the paths of spec section 2 with their layouts', () => {
    const captive = ['/login', '/web-policy-user', '/web-policy-company', '/web-conditions', '/join'];
    const shell = [
      '/',
      '/search/:id?',
      '/search/list',
      '/board/:id?/:apId?',
      '/board/list',
      '/profile/list',
      '/messages/:id?',
      '/company/:id?',
      '/company/list',
      '/team/:id?',
      '/team/list',
      '/license',
      '/spending/budget',
      '/spending/pricelist',
      '/guide',
      '/contacts',
      '/account',
      '/account/linkedin/callback',
      '/admin',
      '/admin/sudo',
      '/admin/jobs',
      '/admin/stats',
      '/admin/enrollment',
      '/admin/approval',
      '/admin/tweak_ai',
      '/admin/mail',
      '/admin/privacy',
    ];
    expect(routeTable.filter((r) => r.layout === 'captive').map((r) => r.path)).toEqual(captive);
    expect(
      routeTable
        .filter((r) => r.layout === 'shell')
        .map((r) => r.path)
        .sort(),
    ).toEqual([...shell].sort());
    expect(byPath('/error/:code')?.layout).toBe('either');
  });

  it('gives every route a translated title and a unique name', () => {
    const names = routeTable.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    for (const route of routeTable) {
      expect(route.title).toMatch(/^#routes\./);
      expect(route.path).toBe(routePaths[route.name!]);
    }
  });

  it('has the navigation names of the spec', () => {
    const spec = {
      index: '/',
      search: '/search/:id?',
      board_list: '/board/list',
      board: '/board/:id?/:apId?',
      profile_list: '/profile/list',
      messages: '/messages/:id?',
      company_list: '/company/list',
      company: '/company/:id?',
      team_list: '/team/list',
      guide: '/guide',
      contacts: '/contacts',
      account: '/account',
      budget: '/spending/budget',
      pricelist: '/spending/pricelist',
      login: '/login',
      admin_sudo: '/admin/sudo',
      admin_jobs: '/admin/jobs',
      admin_stats: '/admin/stats',
      admin_enroll: '/admin/enrollment',
      admin_apls: '/admin/approval',
    };
    expect(routePaths).toMatchObject(spec);
  });

  it('gates the admin pages by their permissions', () => {
    expect(byPath('/admin')?.admin).toBe('any');
    expect(byPath('/admin/sudo')?.admin).toBe('sudoer');
    expect(byPath('/admin/jobs')?.admin).toBe('job-pricing');
    expect(byPath('/admin/stats')?.admin).toBe('user-stats');
    expect(byPath('/admin/enrollment')?.admin).toBe('enrollment');
    expect(byPath('/admin/approval')?.admin).toBe('human-approval');
    expect(byPath('/admin/tweak_ai')?.admin).toBe('ai-tweaking');
    expect(routeTable.filter((r) => r.admin !== undefined).every((r) => r.path.startsWith('/admin'))).toBe(
      true,
    );
  });

  it('leaves out the routes of disabled modules', () => {
    const enabled = (modules: ModuleFlags) =>
      routeTable.filter((route) => isRouteEnabled(route, modules)).map((route) => route.path);
    const defaults = enabled({ ...moduleDefaults });
    expect(defaults).toContain('/search/list');
    expect(defaults).toContain('/profile/list');
    expect(defaults).toContain('/spending/pricelist');
    // The budget module is disabled by default (spec section 6).
    expect(defaults).not.toContain('/spending/budget');

    const none = enabled({
      ...moduleDefaults,
      disableSearch: true,
      disableSavedUsers: true,
      disableBudget: true,
      disablePricing: true,
    });
    for (const path of [
      '/search/:id?',
      '/search/list',
      '/profile/list',
      '/spending/budget',
      '/spending/pricelist',
    ]) {
      expect(none).not.toContain(path);
    }
    expect(none).toContain('/board/list');
    expect(enabled({ ...moduleDefaults, disableBudget: false })).toContain('/spending/budget');
  });
});
