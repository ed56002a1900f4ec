import { describe, expect, it } from 'vitest';
import { isValidItalianVatId, normalizeVatId } from './vat-id';

describe('isValidItalianVatId', () => {
  it('accepts valid numbers, with or without the IT prefix and separators', () => {
    expect(isValidItalianVatId('00743110157')).toBe(true);
    expect(isValidItalianVatId('IT 00743110157')).toBe(true);
    expect(isValidItalianVatId('it-007.431.101-57')).toBe(true);
    expect(isValidItalianVatId('01114601006')).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidItalianVatId('00743110158')).toBe(false);
  });

  it('rejects wrong lengths, letters and a bad office code', () => {
    expect(isValidItalianVatId('0074311015')).toBe(false);
    expect(isValidItalianVatId('007431101570')).toBe(false);
    expect(isValidItalianVatId('0074311015A')).toBe(false);
    expect(isValidItalianVatId('00000000000')).toBe(false);
    // Office code 500 does not exist (the check digit is right for it).
    expect(isValidItalianVatId('12345675008')).toBe(false);
  });

  it('normalises', () => {
    expect(normalizeVatId(' it 007.431-10157 ')).toBe('00743110157');
  });
});
