import { describe, expect, it } from 'vitest';
import { validateLogin } from './validate-login';

describe('validateLogin', () => {
  it('requires both fields', () => {
    expect(validateLogin({ email: ' ', password: '' }).errors).toEqual({
      email: 'common.error.mandatory',
      password: 'common.error.mandatory',
    });
  });

  it('rejects an invalid email', () => {
    expect(validateLogin({ email: 'ada@', password: 'x' }).errors.email).toBe('common.error.invalidEmail');
  });

  it('lowercases and trims the email and leaves the password alone', () => {
    const { values, errors } = validateLogin({ email: '  Ada@Example.IT ', password: ' Secret1 ' });
    expect(values).toEqual({ email: 'ada@example.it', password: ' Secret1 ' });
    expect(errors).toEqual({ email: null, password: null });
  });
});
