import { describe, expect, it } from 'vitest';
import { compareText } from './compare-text';

describe('compareText', () => {
  it('orders as localeCompare does: accents, case, spaces and digits', () => {
    const names = [
      'Zucca',
      'àncora',
      'Ancora',
      'ancora',
      'Élite',
      'elite',
      'Java',
      'JavaScript',
      'C#',
      'C++',
      'c',
      '10',
      '9',
      'Über',
      'uber',
      'San Donà',
      'San Dona',
      '',
    ];
    const sign = (n: number) => Math.sign(n);
    for (const a of names)
      for (const b of names) expect(sign(compareText(a, b))).toBe(sign(a.localeCompare(b)));
    expect([...names].sort(compareText)).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});
