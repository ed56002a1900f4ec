import { describe, expect, it } from 'vitest';
import { meterLevel } from './password-meter';

describe('meterLevel', () => {
  it('is none while empty', () => {
    expect(meterLevel('')).toBe('none');
  });

  it('is weak below the medium rule', () => {
    expect(meterLevel('abc12')).toBe('weak'); // 5 characters
    expect(meterLevel('abcdefgh')).toBe('weak'); // no digit
    expect(meterLevel('ABCDEF12')).toBe('weak'); // no lowercase
    expect(meterLevel(`a1${'x'.repeat(31)}`)).toBe('weak'); // 33 characters
  });

  it('is medium with a digit and a lowercase letter, 6 to 32 characters', () => {
    expect(meterLevel('abc123')).toBe('medium');
    expect(meterLevel(`a1${'x'.repeat(30)}`)).toBe('medium'); // 32
    expect(meterLevel('Abc12!')).toBe('medium'); // strong characters but only 6 long
  });

  it('is strong with uppercase and a special character too, 8 to 32 characters', () => {
    expect(meterLevel('Abc123!x')).toBe('strong');
    expect(meterLevel('Demo2026!')).toBe('strong');
    expect(meterLevel(`Ab1!${'x'.repeat(28)}`)).toBe('strong'); // 32
    expect(meterLevel(`Ab1!${'x'.repeat(29)}`)).toBe('weak'); // 33
  });
});
