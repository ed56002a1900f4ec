import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/db/seed/factories.js';
import { disableUser } from '../src/modules/auth/disable-user.js';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { useTestApp } from './helpers.js';
import { bearer, login } from './identity-helpers.js';

describe('sessions: access and refresh tokens, logout, cookies', () => {
  const t = useTestApp();
  const email = 'sessioni@example.it';
  const password = 'Sessione42';
  let userId: number;
  beforeAll(async () => {
    userId = (
      await createUser(t.db, {
        email,
        passwordHash: await hashPassword(password),
        firstname: 'Sara',
        lastname: 'Sessa',
      })
    ).id;
  });
  const me = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/auth/user', headers });
  const refresh = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/refresh-tokens', headers: bearer(token) });

  it('signs in with an access token, a refresh token and httpOnly cookies', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    const { accessToken, refreshToken, user } = res.json().data;
    expect(user.id).toBe(userId);
    expect(accessToken.split('.')).toHaveLength(3);
    expect(refreshToken.length).toBeGreaterThan(30);
    const cookies = res.cookies.map((c) => [c.name, c.httpOnly, c.sameSite, c.path]);
    expect(cookies).toEqual(
      expect.arrayContaining([
        ['access_token', true, 'Strict', '/'],
        ['refresh_token', true, 'Strict', '/api/auth'],
      ]),
    );
    expect((await me(bearer(accessToken))).json().data.id).toBe(userId);
    // The cookie alone opens the API too.
    expect((await me({ cookie: `access_token=${accessToken}` })).statusCode).toBe(200);
  });

  it('rotates the refresh token; reusing a spent one revokes the whole session', async () => {
    const first = await login(t, email, password);
    const second = (await refresh(first.refreshToken)).json().data;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await me(bearer(second.accessToken))).statusCode).toBe(200);
    const third = (await refresh(second.refreshToken)).json().data;

    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Invalid or expired refresh token',
    });
    // The family is gone: the newest tokens stop working too.
    expect((await refresh(third.refreshToken)).statusCode).toBe(401);
    const after = await me(bearer(third.accessToken));
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Invalid or expired access token');
  });

  it('refreshes from the cookie and refuses garbage', async () => {
    const session = await login(t, email, password);
    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/api/auth/refresh-tokens',
      headers: { cookie: `refresh_token=${session.refreshToken}` },
    });
    expect(byCookie.statusCode).toBe(200);
    for (const headers of [{}, bearer('nope'), bearer('x'.repeat(5000))]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/refresh-tokens', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid or expired refresh token');
    }
  });

  it('logout ends the session: the access token stops working at once', async () => {
    const session = await login(t, email, password);
    const out = await t.app.inject({
      method: 'GET',
      url: '/api/auth/logout',
      headers: bearer(session.accessToken),
    });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'access_token')?.value).toBe('');
    const after = await me(bearer(session.accessToken));
    expect(after.json()).toMatchObject({ statusCode: 401, message: 'Invalid or expired access token' });
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/auth/logout',
      headers: bearer(session.accessToken),
    });
    expect(again.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'User not logged or disabled',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/logout' })).json().message).toBe(
      'User not logged or disabled',
    );
  });

  it('never marks a super user’s password as expired', async () => {
    const passwordHash = await hashPassword(password);
    await createUser(t.db, {
      email: 'su.scaduto@example.it',
      passwordHash,
      isSu: true,
      passwordExpiredAt: new Date(),
    });
    await createUser(t.db, { email: 'scaduto@example.it', passwordHash, passwordExpiredAt: new Date() });
    expect((await login(t, 'su.scaduto@example.it', password)).user).toMatchObject({
      passwordExpiredAt: null,
    });
    expect((await login(t, 'scaduto@example.it', password)).user).toMatchObject({
      passwordExpiredAt: expect.any(String),
    });
  });

  it('says User not logged without a token', async () => {
    expect((await me({})).json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'User not logged',
    });
  });

  it('disabling a user ends every session and refuses new ones', async () => {
    const victim = await createUser(t.db, {
      email: 'da.disattivare@example.it',
      passwordHash: await hashPassword(password),
    });
    const a = await login(t, 'da.disattivare@example.it', password);
    const b = await login(t, 'da.disattivare@example.it', password);
    await disableUser(t.db, victim.id);
    for (const s of [a, b]) {
      expect((await me(bearer(s.accessToken))).statusCode).toBe(401);
      expect((await refresh(s.refreshToken)).statusCode).toBe(401);
    }
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'da.disattivare@example.it', password },
    });
    expect(res.json()).toMatchObject({ statusCode: 401, message: 'User not logged or disabled' });
  });

  it('gives the push service identity and app id', async () => {
    const session = await login(t, email, password);
    const ext = (
      await t.app.inject({
        method: 'GET',
        url: '/api/user/external-id',
        headers: bearer(session.accessToken),
      })
    ).json().data;
    expect(ext.externalId).toMatch(/^[0-9a-f-]{36}$/);
    expect(ext.authHash).toMatch(/^[0-9a-f]{64}$/);
    const again = (
      await t.app.inject({
        method: 'GET',
        url: '/api/user/external-id',
        headers: bearer(session.accessToken),
      })
    ).json().data;
    expect(again).toEqual(ext);
    const app = await t.app.inject({
      method: 'GET',
      url: '/api/auth/push-app-id',
      headers: bearer(session.accessToken),
    });
    expect(app.json()).toEqual({ data: { appId: null } });
    expect((await t.app.inject({ method: 'GET', url: '/api/user/external-id' })).statusCode).toBe(401);
  });
});
