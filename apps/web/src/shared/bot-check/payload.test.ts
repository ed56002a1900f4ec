import { describe, expect, it } from 'vitest';
import { challengeRequestUrl, encodePayload, EXPIRY_MARGIN_MS, staleAt, type Challenge } from './payload';

const challenge = (expiresAt?: number, data?: Challenge['parameters']['data']): Challenge => ({
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    nonce: '00ff',
    salt: 'ab12',
    cost: 1000,
    keyLength: 32,
    keyPrefix: 'beef',
    expiresAt,
    data,
  },
  signature: 'c0ffee',
});

const decode = (payload: string): unknown =>
  JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(payload), (c) => c.charCodeAt(0))));

describe('challengeRequestUrl', () => {
  it('adds the action to the route', () => {
    expect(challengeRequestUrl('/api/auth/challenge', 'login')).toBe('/api/auth/challenge?action=login');
    expect(challengeRequestUrl('/api/auth/challenge?v=2', 'forgot-password')).toBe(
      '/api/auth/challenge?v=2&action=forgot-password',
    );
    expect(challengeRequestUrl('https://a.test/c?', 'register')).toBe('https://a.test/c?action=register');
  });
});

describe('encodePayload', () => {
  it('encodes the signed challenge and the solution as base64 JSON, the way the widget does', () => {
    const solution = { counter: 321, derivedKey: 'beef01', time: 12.5 };
    const payload = encodePayload({ ...challenge(1_800_000_000), codeChallenge: { image: 'x' } }, solution);

    expect(payload).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decode(payload)).toEqual({
      challenge: { parameters: challenge(1_800_000_000).parameters, signature: 'c0ffee' },
      solution,
    });
  });

  it('keeps non-ASCII data intact (UTF-8, where btoa alone would throw)', () => {
    const payload = encodePayload(challenge(undefined, { action: 'login', note: 'perché ✓' }), {
      counter: 1,
      derivedKey: 'aa',
    });
    expect(decode(payload)).toMatchObject({ challenge: { parameters: { data: { note: 'perché ✓' } } } });
  });
});

describe('staleAt', () => {
  const fetchedAt = Date.UTC(2026, 0, 1, 12, 0, 0);

  it('counts the lifetime on the server clock from when the challenge was fetched', () => {
    // The server's clock is 5 minutes ahead; its challenge lives 10 minutes.
    const serverNow = fetchedAt + 5 * 60_000;
    const expiresAt = (serverNow + 10 * 60_000) / 1_000;
    expect(staleAt(challenge(expiresAt), fetchedAt, serverNow)).toBe(
      fetchedAt + 10 * 60_000 - EXPIRY_MARGIN_MS,
    );
  });

  it('uses the browser clock without a server date, and never goes stale without expiry', () => {
    const expiresAt = (fetchedAt + 10 * 60_000) / 1_000;
    expect(staleAt(challenge(expiresAt), fetchedAt, null)).toBe(fetchedAt + 10 * 60_000 - EXPIRY_MARGIN_MS);
    expect(staleAt(challenge(), fetchedAt, null)).toBe(Number.POSITIVE_INFINITY);
  });
});
