import { describe, expect, it } from 'vitest';
import { centsFromEuros, dayOf, eurosFromCents, tomorrowMidnight } from './money-input';

describe('admin pricing money input', () => {
  it('turns euro into integer cents exactly', () => {
    expect(centsFromEuros(19.9)).toEqual({ ok: true, cents: 1990 });
    expect(centsFromEuros(0.29)).toEqual({ ok: true, cents: 29 });
    expect(centsFromEuros(1.005)).toEqual({ ok: false });
    expect(centsFromEuros(0)).toEqual({ ok: true, cents: 0 });
    expect(centsFromEuros(null)).toEqual({ ok: true, cents: null });
    expect(centsFromEuros(-1)).toEqual({ ok: false });
    expect(centsFromEuros(Number.NaN)).toEqual({ ok: false });
    expect(centsFromEuros(20_000_001)).toEqual({ ok: false });
    expect(eurosFromCents(4900)).toBe(49);
    expect(eurosFromCents(null)).toBeNull();
  });

  it('writes days and the default start', () => {
    expect(dayOf(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(tomorrowMidnight(new Date(2026, 11, 31, 15))).toEqual(new Date(2027, 0, 1));
  });
});

describe('calendar changes', () => {
  it('keeps the value while a date is half typed, empties it on clear', async () => {
    const { keptDate } = await import('./money-input');
    const today = new Date(2026, 10, 25);
    const typed = new Date(2020, 0, 1);
    expect(keptDate({ value: null, originalEvent: { type: 'input' } }, today)).toBe(today);
    expect(keptDate({ value: typed, originalEvent: { type: 'input' } }, today)).toBe(typed);
    expect(keptDate({ value: null, originalEvent: { type: 'click' } }, today)).toBeNull();
  });
});
