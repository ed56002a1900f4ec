import { describe, expect, it } from 'vitest';
import { changePasswordSchema, passwordStrength } from './password-policy.js';

describe('passwordStrength', () => {
  it('rates by the rules of spec section 5', () => {
    expect(passwordStrength('abc12')).toBe('weak');
    expect(passwordStrength('abcdef')).toBe('weak');
    expect(passwordStrength('abc123')).toBe('medium');
    expect(passwordStrength('Abc12!')).toBe('medium');
    expect(passwordStrength('Abcd123!')).toBe('strong');
    expect(passwordStrength(`a1${'x'.repeat(31)}`)).toBe('weak');
  });
  it('requires the confirmation to match', () => {
    const r = changePasswordSchema.safeParse({
      currentPassword: 'x',
      password: 'abc123',
      passwordConfirm: 'abc124',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['passwordConfirm']);
  });
});
