import { describe, expect, it } from 'vitest';
import { isSkipTokenPath, pathTo } from './route-paths';

describe('pathTo', () => {
  it('builds the paths of routes without parameters', () => {
    expect(pathTo('index')).toBe('/');
    expect(pathTo('board_list')).toBe('/board/list');
    expect(pathTo('admin_enroll')).toBe('/admin/enrollment');
    expect(pathTo('admin_apls')).toBe('/admin/approval');
    expect(pathTo('budget')).toBe('/spending/budget');
  });

  it('fills optional parameters and drops the missing ones', () => {
    expect(pathTo('board')).toBe('/board');
    expect(pathTo('board', { id: 12 })).toBe('/board/12');
    expect(pathTo('board', { id: 12, apId: 7 })).toBe('/board/12/7');
    expect(pathTo('messages', { id: null })).toBe('/messages');
    expect(pathTo('company', { id: 3 })).toBe('/company/3');
    expect(pathTo('search', { id: 'a b/c' })).toBe('/search/a%20b%2Fc');
  });

  it('requires the required parameters', () => {
    expect(pathTo('error', { code: 403 })).toBe('/error/403');
    // @ts-expect-error the code is required
    expect(() => pathTo('error')).toThrow(/code/);
  });
});

describe('isSkipTokenPath', () => {
  it('knows the skip paths of spec section 2, rule 6', () => {
    for (const path of [
      '/join',
      '/web-policy',
      '/web-policy-user',
      '/web-policy-company',
      '/web-conditions',
    ]) {
      expect(isSkipTokenPath(path)).toBe(true);
      expect(isSkipTokenPath(`${path}/`)).toBe(true);
    }
    for (const path of ['/', '/login', '/account', '/join/x', '/web-policy-users']) {
      expect(isSkipTokenPath(path)).toBe(false);
    }
  });
});
