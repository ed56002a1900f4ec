import { describe, expect, it } from 'vitest';
import { normalizeEmail } from '@hiring/domain';
import { rules } from './rules';

describe('rules.required', () => {
  it('rejects empty and blank values', () => {
    expect(rules.required('')).toBe('common.error.mandatory');
    expect(rules.required('   ')).toBe('common.error.mandatory');
    expect(rules.required(' a ')).toBeNull();
  });
});

describe('rules.email', () => {
  it('accepts addresses with a domain and a dot', () => {
    expect(rules.email('ada@example.it')).toBeNull();
    expect(rules.email('first.last+tag@mail.example.co.uk')).toBeNull();
  });

  it('rejects malformed addresses', () => {
    for (const value of [
      'ada',
      'ada@',
      '@example.it',
      'ada@example',
      'ada@@example.it',
      'a da@example.it',
      'ada@example.',
    ]) {
      expect(rules.email(value), value).toBe('common.error.invalidEmail');
    }
  });

  it('leaves empty values to the required rule', () => {
    expect(rules.email('')).toBeNull();
  });
});

describe('normalizeEmail', () => {
  it('lowercases and strips whitespace', () => {
    expect(normalizeEmail('  Ada.Lovelace@Example.IT ')).toBe('ada.lovelace@example.it');
  });
});
