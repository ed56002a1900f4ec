import { describe, expect, it } from 'vitest';
import { formatDuration, isExpired, renewDelay } from './video-url';

const now = Date.parse('2026-11-25T10:00:00Z');
const at = (ms: number) => new Date(now + ms).toISOString();

describe('renewDelay', () => {
  it('renews 30 s before a five-minute address expires', () => {
    expect(renewDelay(at(300_000), now)).toBe(270_000);
  });
  it('renews a short-lived address at half its life, never sooner than 5 s', () => {
    expect(renewDelay(at(20_000), now)).toBe(10_000);
    expect(renewDelay(at(2_000), now)).toBe(5_000);
    expect(renewDelay(at(-1_000), now)).toBe(5_000);
    expect(renewDelay('not a date', now)).toBe(5_000);
  });
});

describe('isExpired', () => {
  it('counts an address about to expire as expired', () => {
    expect(isExpired(at(60_000), now)).toBe(false);
    expect(isExpired(at(3_000), now)).toBe(true);
    expect(isExpired(at(-1), now)).toBe(true);
  });
});

describe('formatDuration', () => {
  it('writes seconds as a clock', () => {
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(65.4)).toBe('1:05');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(null)).toBeNull();
    expect(formatDuration(Number.NaN)).toBeNull();
  });
});
