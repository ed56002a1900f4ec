import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../src/db/seed/factories.js';
import { rateLimitRules } from '../src/http/rate-limit.js';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { useTestApp } from './helpers.js';

const PASSWORD = 'Ufficio2026!';
const OFFICE = '10.9.0.1';

/** The real sign-in route with the limits on: failures count, successes never do. */
describe('sign-in limits', () => {
  const ctx = useTestApp({}, { RATE_LIMITS: 'true' });
  const colleagues: string[] = [];

  beforeAll(async () => {
    const passwordHash = await hashPassword(PASSWORD);
    for (let i = 0; i < 35; i++) {
      const email = `collega${i}@ufficio.example`;
      await createUser(ctx.db, { email, passwordHash });
      colleagues.push(email);
    }
    await createUser(ctx.db, { email: 'bersaglio@ufficio.example', passwordHash });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const signIn = (email: string, password: string, remoteAddress = OFFICE) =>
    ctx.request({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

  it('lets 35 colleagues behind one office address sign in', async () => {
    for (const email of colleagues) expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
    // And again: successes never use up the address.
    for (const email of colleagues) expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses the 11th wrong password of one account with 429, the right one too until the window ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-04T09:00:00Z'));
    const target = 'bersaglio@ufficio.example';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await signIn(target, 'Sbagliata1!', `10.9.1.${i}`)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    const locked = await signIn(target, PASSWORD, '10.9.2.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    expect(locked.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many attempts, try again in 15 minutes',
    });
    // Other accounts from the same addresses are not affected.
    expect((await signIn(colleagues[0]!, PASSWORD, '10.9.1.0')).statusCode).toBe(200);

    vi.setSystemTime(new Date(Date.now() + rateLimitRules.login.perAccount.windowSeconds * 1000));
    expect((await signIn(target, PASSWORD, '10.9.2.1')).statusCode).toBe(200);
  });

  it('forgets an account’s failures once it signs in', async () => {
    const email = colleagues[1]!;
    for (let i = 0; i < 9; i++) expect((await signIn(email, 'Sbagliata1!')).statusCode).toBe(401);
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await signIn(email, 'Sbagliata1!')).statusCode).toBe(401);
    expect((await signIn(email, PASSWORD)).statusCode).toBe(429);
  });
});
