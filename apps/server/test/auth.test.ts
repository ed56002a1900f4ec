import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RoleId } from '@hiring/domain';
import { user } from '../src/db/schema/index.js';
import { createUser } from '../src/db/seed/factories.js';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { useTestApp } from './helpers.js';

describe('sign-in', () => {
  const t = useTestApp();
  let userId: number;
  beforeAll(async () => {
    const passwordHash = await hashPassword('Segreta123');
    userId = (
      await createUser(t.db, {
        email: 'mario.rossi@example.it',
        firstname: 'Mario',
        lastname: 'Rossi',
        passwordHash,
      })
    ).id;
    await createUser(t.db, { email: 'spento@example.it', passwordHash, roleId: RoleId.disabled });
  });

  it('signs in with a normalised email and returns a token that opens the API', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ' Mario.Rossi@Example.IT ', password: 'Segreta123' },
    });
    expect(res.statusCode).toBe(200);
    const { accessToken, user } = res.json().data;
    expect(user).toMatchObject({ id: userId, firstname: 'Mario', email: 'mario.rossi@example.it' });
    expect(JSON.stringify(res.json())).not.toMatch(/passwordHash|argon2/);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.json().data.id).toBe(userId);
  });

  it('refuses a wrong password, an unknown email and a disabled user alike', async () => {
    for (const payload of [
      { email: 'mario.rossi@example.it', password: 'sbagliata' },
      { email: 'nessuno@example.it', password: 'Segreta123' },
    ]) {
      const res = await t.request({ method: 'POST', url: '/api/auth/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Invalid email or password',
      });
    }
    const disabled = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'spento@example.it', password: 'Segreta123' },
    });
    expect(disabled.json().message).toBe('User not logged or disabled');
  });

  it('validates the body', async () => {
    for (const payload of [
      {},
      { email: 'not-an-email', password: 'x' },
      { email: 'a@b.it' },
      { email: 'a@b.it', password: '' },
    ]) {
      const res = await t.request({ method: 'POST', url: '/api/auth/login', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('rejects tokens that are forged, expired or of a deleted user', async () => {
    const good = await t.tokenFor(userId);
    const [header, payload] = good.split('.');
    const unsigned = `${header}.${payload}.`;
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    for (const token of [unsigned, none, `${good}x`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid or expired access token');
    }
    const gone = await createUser(t.db, { email: 'andato.via@example.it' });
    const token = await t.tokenFor(gone.id);
    await t.db.update(user).set({ deletedAt: new Date() }).where(eq(user.id, gone.id));
    const ghost = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ghost.json()).toMatchObject({ statusCode: 401, message: 'User not logged or disabled' });
  });
});
