import { describe, expect, it } from 'vitest';
import { extractSalary, parseAmount } from './salary.js';

describe('extractSalary', () => {
  it.each([
    ['RAL 35.000 - 45.000 €', 3_500_000, 4_500_000],
    ['Retribuzione 35k-45k', 3_500_000, 4_500_000],
    ['salary 35-45k gross', 3_500_000, 4_500_000],
    ['RAL 40.000', 4_000_000, 4_000_000],
    ['40.000 € lordi annui', 4_000_000, 4_000_000],
    ['tra 30.000 e 38.000 euro', 3_000_000, 3_800_000],
    ['€45,000 to €55,000 per year', 4_500_000, 5_500_000],
    ['stipendio 1.500,50 € al mese', 150_050, 150_050],
    ['RAL 45.000 - 35.000 €', 3_500_000, 4_500_000],
  ])('%s', (text, min, max) => {
    expect(extractSalary(text)).toEqual({ minCents: min, maxCents: max });
  });

  it('ignores figures that are no salary', () => {
    expect(extractSalary('3 anni di esperienza, team di 12 persone, dal 2024')).toBeNull();
    expect(extractSalary('Fondata nel 1998, 250 dipendenti')).toBeNull();
  });

  it('reads Italian and English number formats', () => {
    expect(parseAmount('35.000')).toBe(35_000);
    expect(parseAmount('35,000')).toBe(35_000);
    expect(parseAmount('35', 'k')).toBe(35_000);
    expect(parseAmount('1.234,5')).toBe(1_234.5);
  });
});
