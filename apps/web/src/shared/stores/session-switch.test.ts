import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberImpersonationReturn, takeImpersonationReturn } from './session-switch';

describe('the way back from an impersonation', () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    });
  });

  it('returns to the remembered page once', () => {
    rememberImpersonationReturn('/admin/sudo?company=3');
    expect(takeImpersonationReturn()).toBe('/admin/sudo?company=3');
    expect(takeImpersonationReturn()).toBeNull();
  });

  it('never leads to another site', () => {
    for (const path of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', '']) {
      rememberImpersonationReturn(path);
      expect(takeImpersonationReturn()).toBeNull();
    }
  });
});
