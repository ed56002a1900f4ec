import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/db/seed/factories.js';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { solveBotCheck } from './bot-check-support.js';
import { useTestApp } from './helpers.js';

/** The real routes with the bot check and the rate limits on, as in production. */
describe('abuse controls on the identity routes', () => {
  const ctx = useTestApp({}, { BOT_CHECK: 'altcha', RATE_LIMITS: 'true' });
  beforeAll(async () => {
    await createUser(ctx.db, {
      email: 'protetta@example.it',
      passwordHash: await hashPassword('Protetta123'),
    });
  });

  async function solution(action: string): Promise<string> {
    const res = await ctx.request({ method: 'GET', url: `/api/auth/challenge?action=${action}` });
    return solveBotCheck(res.json().data);
  }

  it('publishes the provider and refuses a sign-in without a solved challenge', async () => {
    const config = (await ctx.request({ method: 'GET', url: '/config.json' })).json();
    expect(config.botCheck).toEqual({ provider: 'altcha', challengeUrl: '/api/auth/challenge' });
    const payload = { email: 'protetta@example.it', password: 'Protetta123' };
    const bare = await ctx.request({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      remoteAddress: '10.0.0.1',
    });
    expect(bare.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Bot check failed' });
    const headers = { 'x-bot-check': await solution('login') };
    const ok = await ctx.request({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      headers,
      remoteAddress: '10.0.0.1',
    });
    expect(ok.statusCode).toBe(200);
    // Each solution works once, and only for its action.
    expect(
      (
        await ctx.request({
          method: 'POST',
          url: '/api/auth/login',
          payload,
          headers,
          remoteAddress: '10.0.0.1',
        })
      ).statusCode,
    ).toBe(400);
    const other = { 'x-bot-check': await solution('register') };
    expect(
      (
        await ctx.request({
          method: 'POST',
          url: '/api/auth/login',
          payload,
          headers: other,
          remoteAddress: '10.0.0.1',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('limits sign-in attempts per account across addresses, with 429 and Retry-After', async () => {
    const payload = { email: 'bersaglio@example.it', password: 'Tentativo1' };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await ctx.request({
        method: 'POST',
        url: '/api/auth/login',
        payload,
        remoteAddress: `10.1.0.${i + 1}`,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toEqual({
          statusCode: 429,
          error: 'Too Many Requests',
          message: 'Too many attempts, try again in 15 minutes',
        });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('limits password-recovery mails per account and signups per address', async () => {
    const forgot = async (ip: string) =>
      (
        await ctx.request({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: 'protetta@example.it' },
          remoteAddress: ip,
        })
      ).statusCode;
    expect([await forgot('10.2.0.1'), await forgot('10.2.0.2'), await forgot('10.2.0.3')]).toEqual([
      400, 400, 400,
    ]);
    expect(await forgot('10.2.0.4')).toBe(429);
    const signup = {
      companyName: 'Spam S.r.l.',
      firstname: 'S',
      lastname: 'P',
      password: 'Spam2026x',
      termsAccepted: true,
    };
    // Limits count requests that pass validation (a malformed body is refused before).
    const register = async (n: number) =>
      (
        await ctx.request({
          method: 'POST',
          url: '/api/auth/register',
          payload: { ...signup, email: `s${n}@example.it` },
          remoteAddress: '10.3.0.1',
        })
      ).statusCode;
    const codes = [];
    for (let n = 0; n < 6; n++) codes.push(await register(n));
    expect(codes.slice(0, 5).every((c) => c === 400)).toBe(true);
    expect(codes[5]).toBe(429);
  });

  it('limits confirmation codes per address', async () => {
    const codes = [];
    for (let n = 0; n < 11; n++) {
      const res = await ctx.request({
        method: 'GET',
        url: `/api/auth/send-email-confirmation-code?email=c${n}@example.it`,
        remoteAddress: '10.4.0.1',
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('limits support mails per user', async () => {
    const sender = await createUser(ctx.db, { email: 'chiacchierone@example.it' });
    const codes = [];
    for (let n = 0; n < 6; n++) {
      const res = await ctx.request({
        method: 'POST',
        url: '/api/mail/support',
        as: sender.id,
        payload: { subject: `Domanda ${n}`, message: 'Aiuto' },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([204, 204, 204, 204, 204, 429]);
  });
});
