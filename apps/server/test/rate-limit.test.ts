import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AttemptCounter } from '../src/state/attempt-counter.js';
import { HttpError, registerErrorHandling } from '../src/http/errors.js';
import {
  createRateLimiter,
  emailAccountKey,
  rateLimitRules,
  tooManyAttemptsMessage,
  type RateLimiter,
  type RateLimitRule,
} from '../src/http/rate-limit.js';

let clock = 1_700_000_000_000;
const now = () => clock;

const small: RateLimitRule = {
  name: 'small',
  perIp: { max: 3, windowSeconds: 60 },
  perAccount: { max: 2, windowSeconds: 120, key: emailAccountKey },
};
/** Counts failures only, like sign-in: the handler tells the limiter when an attempt succeeded. */
const failures: RateLimitRule = { ...small, name: 'failures', failuresOnly: true };

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A tiny app: the error handler and a guarded dummy route per rule. */
async function buildTinyApp(limiter: RateLimiter): Promise<FastifyInstance> {
  const tiny = Fastify({ logger: false });
  tiny.setValidatorCompiler(validatorCompiler);
  tiny.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(tiny);
  const r = tiny.withTypeProvider<ZodTypeProvider>();
  for (const [path, rule] of [
    ['/small', small],
    ['/login', rateLimitRules.login],
  ] as const) {
    r.post(path, {
      config: { access: 'public' },
      preHandler: limiter.guard(rule),
      schema: { body: z.object({ email: z.string().optional() }).optional() },
      handler: async () => ({ data: 'ok' }),
    });
  }
  r.post('/signin', {
    config: { access: 'public' },
    preHandler: limiter.guard(failures),
    schema: { body: z.object({ email: z.string().optional(), ok: z.boolean().optional() }).optional() },
    handler: async (req) => {
      if (!req.body?.ok) throw new HttpError(401, 'wrong');
      await limiter.succeeded(failures, req);
      return { data: 'ok' };
    },
  });
  await tiny.ready();
  app = tiny;
  return tiny;
}

const attempt = (target: FastifyInstance, path: string, ip: string, email?: string) =>
  target.inject({
    method: 'POST',
    url: path,
    remoteAddress: ip,
    payload: email === undefined ? {} : { email },
  });

describe('rate limits', () => {
  it('refuses the (max+1)th attempt from one address with 429, the message and Retry-After', async () => {
    const target = await buildTinyApp(createRateLimiter({ enabled: true, now }));
    for (let i = 0; i < rateLimitRules.login.perIp.max; i++) {
      // A different account each time: only the address limit counts here.
      expect((await attempt(target, '/login', '10.0.0.1', `user${i}@example.com`)).statusCode).toBe(200);
    }
    const refused = await attempt(target, '/login', '10.0.0.1', 'someone-else@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('900');
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many attempts, try again in 15 minutes',
    });
    // Another address is not affected.
    expect((await attempt(target, '/login', '10.0.0.2', 'user0@example.com')).statusCode).toBe(200);
  });

  it('counts attempts without an account per address only', async () => {
    const target = await buildTinyApp(createRateLimiter({ enabled: true, now }));
    for (let i = 0; i < 3; i++) expect((await attempt(target, '/small', '10.0.1.1')).statusCode).toBe(200);
    expect((await attempt(target, '/small', '10.0.1.1')).statusCode).toBe(429);
  });

  it('limits one account across addresses, whatever the case and spacing of the email', async () => {
    const target = await buildTinyApp(createRateLimiter({ enabled: true, now }));
    const spellings = ['victim@example.com', ' Victim@Example.com ', 'VICTIM@example.com'];
    for (let i = 0; i < rateLimitRules.login.perAccount.max; i++) {
      const response = await attempt(target, '/login', `10.0.2.${i}`, spellings[i % spellings.length]);
      expect(response.statusCode).toBe(200);
    }
    const refused = await attempt(target, '/login', '10.0.2.200', 'victim@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: 'Too many attempts, try again in 15 minutes' });
    // Another account from the same address goes on.
    expect((await attempt(target, '/login', '10.0.2.200', 'other@example.com')).statusCode).toBe(200);
  });

  it('keeps rules apart', async () => {
    const target = await buildTinyApp(createRateLimiter({ enabled: true, now }));
    for (let i = 0; i < 3; i++) await attempt(target, '/small', '10.0.3.1');
    expect((await attempt(target, '/small', '10.0.3.1')).statusCode).toBe(429);
    expect((await attempt(target, '/login', '10.0.3.1', 'a@example.com')).statusCode).toBe(200);
  });

  it('with failuresOnly, never counts a success and forgets the account’s failures on success', async () => {
    const limiter = createRateLimiter({ enabled: true, now });
    const target = await buildTinyApp(limiter);
    const signIn = (ip: string, email: string, ok: boolean) =>
      target.inject({ method: 'POST', url: '/signin', remoteAddress: ip, payload: { email, ok } });
    // Far more successes from one address than its limit of 3 attempts.
    for (let i = 0; i < 10; i++)
      expect((await signIn('10.0.4.1', `u${i}@example.com`, true)).statusCode).toBe(200);
    // One failure, then a success: the account starts again from zero.
    expect((await signIn('10.0.4.2', 'a@example.com', false)).statusCode).toBe(401);
    expect((await signIn('10.0.4.3', 'a@example.com', true)).statusCode).toBe(200);
    expect((await signIn('10.0.4.4', 'a@example.com', false)).statusCode).toBe(401);
    expect((await signIn('10.0.4.5', 'a@example.com', false)).statusCode).toBe(401);
    // Two failures in the window: locked, even with the right answer.
    expect((await signIn('10.0.4.6', 'a@example.com', true)).statusCode).toBe(429);
    // Three failures from one address lock the address.
    for (const email of ['x@example.com', 'y@example.com', 'z@example.com'])
      await signIn('10.0.4.7', email, false);
    expect((await signIn('10.0.4.7', 'w@example.com', true)).statusCode).toBe(429);
  });

  it('opens again when the window has passed, and says seconds under a minute', async () => {
    const target = await buildTinyApp(createRateLimiter({ enabled: true, now }));
    for (let i = 0; i < 3; i++) await attempt(target, '/small', '10.0.5.1');
    clock += 30_000;
    const refused = await attempt(target, '/small', '10.0.5.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toMatchObject({ message: 'Too many attempts, try again in 30 seconds' });
    clock += 30_000;
    expect((await attempt(target, '/small', '10.0.5.1')).statusCode).toBe(200);
  });

  it('does not count an account while its address is refused', async () => {
    const limiter = createRateLimiter({ enabled: true, now });
    const target = await buildTinyApp(limiter);
    for (let i = 0; i < 3; i++) await attempt(target, '/small', '10.0.6.1');
    // Refused by address: these must not use up the account's attempts.
    for (let i = 0; i < 5; i++) await attempt(target, '/small', '10.0.6.1', 'b@example.com');
    expect((await attempt(target, '/small', '10.0.6.2', 'b@example.com')).statusCode).toBe(200);
  });

  it('never refuses when disabled', async () => {
    const target = await buildTinyApp(createRateLimiter({ enabled: false, now }));
    for (let i = 0; i < 50; i++) {
      expect((await attempt(target, '/login', '10.0.7.1', 'same@example.com')).statusCode).toBe(200);
    }
  });

  it('counts injected requests by their default address', async () => {
    const target = await buildTinyApp(createRateLimiter({ enabled: true, now }));
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await target.inject({ method: 'POST', url: '/small', payload: {} })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});

describe('the product rules', () => {
  it('have the agreed numbers', () => {
    const numbers = Object.fromEntries(
      Object.entries(rateLimitRules).map(([key, rule]) => [
        key,
        [rule.perIp.max, rule.perIp.windowSeconds, rule.perAccount.max, rule.perAccount.windowSeconds],
      ]),
    );
    expect(numbers).toEqual({
      login: [100, 900, 10, 900],
      forgotPassword: [10, 3600, 3, 3600],
      confirmationCode: [10, 3600, 5, 3600],
      register: [5, 3600, 3, 3600],
      support: [20, 3600, 5, 3600],
      aiGenerate: [60, 600, 20, 600],
    });
    expect(new Set(Object.values(rateLimitRules).map((r) => r.name)).size).toBe(6);
  });

  it('read the account from email or emailNew, in the body or the query, normalised', () => {
    const key = (body: unknown, query: unknown = {}) =>
      emailAccountKey({ body, query } as Parameters<typeof emailAccountKey>[0]);
    expect(key({ email: ' Ann@Example.COM ' })).toBe('ann@example.com');
    expect(key({ emailNew: 'New@Example.com' })).toBe('new@example.com');
    expect(key(undefined, { email: 'Q@Example.com' })).toBe('q@example.com');
    expect(key({ password: 'x' }, { email: 'q@example.com' })).toBe('q@example.com');
    expect(key({ email: 42 })).toBeUndefined();
    expect(key({ email: '   ' })).toBeUndefined();
    expect(key(undefined, undefined)).toBeUndefined();
    expect(key({ email: 'a'.repeat(10_000) })).toHaveLength(320);
  });

  it('word the wait in seconds under a minute, else in whole minutes rounded up', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Too many attempts, try again in 1 second');
    expect(tooManyAttemptsMessage(59)).toBe('Too many attempts, try again in 59 seconds');
    expect(tooManyAttemptsMessage(60)).toBe('Too many attempts, try again in 1 minute');
    expect(tooManyAttemptsMessage(61)).toBe('Too many attempts, try again in 2 minutes');
    expect(tooManyAttemptsMessage(3600)).toBe('Too many attempts, try again in 60 minutes');
  });
});

describe('AttemptCounter memory', () => {
  it('prunes expired windows', () => {
    const counter = new AttemptCounter(60_000);
    for (let i = 0; i < 1000; i++) counter.hit(`key${i}`, 0);
    expect(counter.size).toBe(1000);
    counter.hit('late', 59_999);
    expect(counter.size).toBe(1001);
    counter.hit('later', 60_000);
    expect(counter.size).toBe(2);
  });

  it('evicts the oldest window past its cap', () => {
    const counter = new AttemptCounter(60_000, 3);
    for (const key of ['a', 'b', 'c', 'd']) counter.hit(key, 0);
    expect(counter.size).toBe(3);
    expect(counter.hit('a', 1).count).toBe(1);
    expect(counter.hit('d', 1).count).toBe(2);
  });
});
