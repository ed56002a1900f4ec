import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/db/seed/factories.js';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { useTestApp, type TestContext } from './helpers.js';

const EMAIL = 'cookie.checker@example.it';
const PASSWORD = 'Segreta123';
/** Every cookie the server sets is a session cookie: the path each is scoped to. */
const SESSION_COOKIES = { access_token: '/', refresh_token: '/api/auth' };
const TLS = { 'x-forwarded-proto': 'https' };

/** Signs in, refreshes and signs out with the given headers: the three answers that set cookies. */
async function sessionRoundTrip(t: TestContext, headers: Record<string, string>) {
  const login = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    headers,
    payload: { email: EMAIL, password: PASSWORD },
  });
  expect(login.statusCode).toBe(200);
  const { accessToken, refreshToken } = login.json().data;
  const refresh = await t.request({
    method: 'GET',
    url: '/api/auth/refresh-tokens',
    headers: { ...headers, authorization: `Bearer ${refreshToken}` },
  });
  expect(refresh.statusCode).toBe(200);
  const logout = await t.request({
    method: 'GET',
    url: '/api/auth/logout',
    headers: { ...headers, authorization: `Bearer ${refresh.json().data.accessToken ?? accessToken}` },
  });
  expect(logout.statusCode).toBe(204);
  return { login, refresh, logout };
}

/** Every Set-Cookie: a known session cookie, HttpOnly, SameSite=Strict, its path, Secure exactly over TLS. */
function expectSessionCookies(res: LightMyRequestResponse, secure: boolean) {
  const raw = [res.headers['set-cookie'] ?? []].flat();
  expect(raw).toHaveLength(2);
  for (const line of raw) {
    const name = line.split('=')[0] as keyof typeof SESSION_COOKIES;
    expect(Object.keys(SESSION_COOKIES), line).toContain(name);
    expect(line, line).toMatch(/;\s*HttpOnly/i);
    expect(line, line).toMatch(/;\s*SameSite=Strict/i);
    expect(line, line).toContain(`; Path=${SESSION_COOKIES[name]}`);
    if (secure) expect(line, line).toMatch(/;\s*Secure/i);
    else expect(line, line).not.toMatch(/;\s*Secure/i);
  }
}

/** The logout's cookies: both emptied and expired, on the paths they were set with. */
function expectCleared(res: LightMyRequestResponse) {
  const cleared = res.cookies.map((c) => ({ name: c.name, value: c.value, path: c.path }));
  expect(cleared).toEqual(Object.entries(SESSION_COOKIES).map(([name, path]) => ({ name, value: '', path })));
  for (const c of res.cookies) expect(c.expires?.getTime() ?? c.maxAge).toBeLessThanOrEqual(Date.now());
}

function useSignInUser(t: TestContext) {
  beforeAll(async () => {
    await createUser(t.db, { email: EMAIL, passwordHash: await hashPassword(PASSWORD) });
  });
}

describe('session cookies and HSTS over plain http', () => {
  const t = useTestApp();
  useSignInUser(t);

  it('sets HttpOnly, SameSite=Strict, scoped, non-Secure cookies, no HSTS, and clears them on logout', async () => {
    // Outside production no proxy is trusted: a forged X-Forwarded-Proto changes nothing.
    for (const headers of [{}, TLS]) {
      const { login, refresh, logout } = await sessionRoundTrip(t, headers);
      expectSessionCookies(login, false);
      expectSessionCookies(refresh, false);
      expectCleared(logout);
      for (const res of [login, refresh, logout])
        expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    const page = await t.request({ method: 'GET', url: '/config.json' });
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('session cookies and HSTS behind a TLS proxy in production', () => {
  // Production trusts the proxy's X-Forwarded-Proto (app.ts trustProxy).
  const t = useTestApp({ env: 'production' });
  useSignInUser(t);

  it('adds Secure and HSTS to requests that came over TLS', async () => {
    const { login, refresh, logout } = await sessionRoundTrip(t, TLS);
    expectSessionCookies(login, true);
    expectSessionCookies(refresh, true);
    expectCleared(logout);
    for (const res of [login, refresh, logout])
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends no HSTS and no Secure flag on a plain http request', async () => {
    const { login } = await sessionRoundTrip(t, { 'x-forwarded-proto': 'http' });
    expectSessionCookies(login, false);
    expect(login.headers['strict-transport-security']).toBeUndefined();
    const direct = await t.request({ method: 'GET', url: '/config.json' });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });
});
