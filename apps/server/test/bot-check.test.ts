import type { Challenge } from 'altcha-lib';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { registerErrorHandling } from '../src/http/errors.js';
import {
  BOT_CHECK_CHALLENGE_PATH,
  BOT_CHECK_DIFFICULTY,
  BOT_CHECK_EXPIRY_SECONDS,
  botCheckRuntimeConfig,
  createBotCheck,
  requireBotCheck,
  type BotCheck,
} from '../src/modules/bot-check/bot-check.js';
import { registerBotCheckRoutes } from '../src/modules/bot-check/bot-check.routes.js';
import { API_PREFIX } from '../src/modules/system/system.routes.js';
import { solveBotCheck } from './bot-check-support.js';
import { testEnv } from './helpers.js';

const altchaConfig = loadConfig({ ...testEnv, BOT_CHECK: 'altcha' });
const offConfig = loadConfig({ ...testEnv, BOT_CHECK: 'off' });

const solve = solveBotCheck;

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
const decode = (payload: string) =>
  JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as {
    challenge: { parameters: Record<string, unknown> & { data: Record<string, unknown> }; signature: string };
    solution: { counter: number; derivedKey: string };
  };

async function buildTinyApp(botCheck: BotCheck): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(
    async (api) => {
      registerBotCheckRoutes(api, botCheck);
      api.post(
        '/auth/login',
        { config: { access: 'public' }, preHandler: requireBotCheck(botCheck, 'login') },
        async () => ({
          data: 'signed in',
        }),
      );
    },
    { prefix: API_PREFIX },
  );
  await app.ready();
  return app;
}

describe('bot check (altcha)', () => {
  const botCheck = createBotCheck(altchaConfig);

  it('makes a signed PBKDF2 challenge bound to the action, expiring in 10 minutes', async () => {
    const before = Math.floor(Date.now() / 1000);
    const challenge = (await botCheck.createChallenge('login')) as Challenge;
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      cost: BOT_CHECK_DIFFICULTY.cost,
      data: { action: 'login' },
    });
    expect(challenge.parameters.keySignature).toBeTruthy();
    expect(challenge.parameters.expiresAt).toBeGreaterThanOrEqual(before + BOT_CHECK_EXPIRY_SECONDS);
    expect(challenge.parameters.expiresAt).toBeLessThanOrEqual(before + BOT_CHECK_EXPIRY_SECONDS + 2);
  });

  it('accepts a solution once, then refuses it as already used', async () => {
    const payload = await solve(await botCheck.createChallenge('login'));
    expect(await botCheck.verify(payload, 'login')).toBe(true);
    expect(await botCheck.verify(payload, 'login')).toBe(false);
  });

  it('lets only one of two simultaneous requests with the same payload through', async () => {
    const payload = await solve(await botCheck.createChallenge('register'));
    const results = await Promise.all([1, 2, 3].map(() => botCheck.verify(payload, 'register')));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('refuses a solution made for another action', async () => {
    const payload = await solve(await botCheck.createChallenge('login'));
    expect(await botCheck.verify(payload, 'register')).toBe(false);
    expect(await botCheck.verify(payload, 'forgot-password')).toBe(false);
    // Not spent by the refusals: it still passes where it belongs.
    expect(await botCheck.verify(payload, 'login')).toBe(true);
  });

  it('refuses missing and garbage payloads', async () => {
    for (const garbage of [
      undefined,
      '',
      'not base64 at all!',
      encode('a string'),
      encode({}),
      encode({ challenge: {}, solution: {} }),
      encode({ challenge: { parameters: { algorithm: 'PBKDF2/SHA-256' } }, solution: { counter: 1 } }),
      'A'.repeat(100_000),
    ]) {
      expect(await botCheck.verify(garbage, 'login')).toBe(false);
    }
  });

  it('refuses tampered payloads', async () => {
    const payload = await solve(await botCheck.createChallenge('login'));
    const tamper = (change: (p: ReturnType<typeof decode>) => void) => {
      const decoded = decode(payload);
      change(decoded);
      return encode(decoded);
    };
    const tampered = [
      // The action moved to another form: the signature no longer matches.
      [tamper((p) => (p.challenge.parameters.data.action = 'register')), 'register'],
      // A longer life.
      [
        tamper((p) => (p.challenge.parameters.expiresAt = Number(p.challenge.parameters.expiresAt) + 3600)),
        'login',
      ],
      // An easier puzzle.
      [tamper((p) => (p.challenge.parameters.cost = 1)), 'login'],
      [
        tamper(
          (p) =>
            (p.challenge.signature = p.challenge.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))),
        ),
        'login',
      ],
      // The derived key is the proof (its HMAC is signed into the challenge); the counter that
      // led to it is not checked, so changing only the counter proves nothing either way.
      [tamper((p) => (p.solution.derivedKey = '00'.repeat(32))), 'login'],
      [tamper((p) => (p.solution.derivedKey = 'zz')), 'login'],
      [tamper((p) => delete (p.challenge.parameters as { keySignature?: string }).keySignature), 'login'],
    ] as const;
    for (const [i, [bad, action]] of tampered.entries()) {
      expect(await botCheck.verify(bad, action), `tampering #${i}`).toBe(false);
    }
    // The untouched payload still passes: the refusals above did not spend it.
    expect(await botCheck.verify(payload, 'login')).toBe(true);
  });

  it('refuses a solution to a challenge signed with another key', async () => {
    const other = createBotCheck(
      loadConfig({
        ...testEnv,
        BOT_CHECK: 'altcha',
        ALTCHA_HMAC_KEY: 'another-altcha-key-another-altcha-key-01',
      }),
    );
    const payload = await solve(await other.createChallenge('login'));
    expect(await botCheck.verify(payload, 'login')).toBe(false);
    expect(await other.verify(payload, 'login')).toBe(true);
  });

  it('refuses a solution once the challenge has expired', async () => {
    let clock = Date.now();
    const timed = createBotCheck(altchaConfig, { now: () => clock });
    const late = await solve(await timed.createChallenge('login'));
    const inTime = await solve(await timed.createChallenge('login'));
    clock += (BOT_CHECK_EXPIRY_SECONDS - 60) * 1000;
    expect(await timed.verify(inTime, 'login')).toBe(true);
    clock += 61 * 1000;
    expect(await timed.verify(late, 'login')).toBe(false);
  });
});

describe('requireBotCheck and GET /api/auth/challenge', () => {
  const botCheck = createBotCheck(altchaConfig);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTinyApp(botCheck);
  });
  afterAll(() => app.close());

  const login = (header?: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', headers: header ? { 'x-bot-check': header } : {} });

  it('answers 400 "Bot check failed" without a header or with a bad one', async () => {
    for (const header of [undefined, 'garbage']) {
      const response = await login(header);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Bot check failed' });
    }
  });

  it('serves a challenge the widget can solve, and lets the solved request through once', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/challenge?action=login' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json() as { data: Challenge };
    expect(data.parameters.data).toEqual({ action: 'login' });
    // Fetched through the response schema: had it dropped a signed field, this would fail.
    const payload = await solve(data);
    const passed = await login(payload);
    expect(passed.statusCode).toBe(200);
    expect(passed.json()).toEqual({ data: 'signed in' });
    expect((await login(payload)).statusCode).toBe(400);
  });

  it('refuses a solved challenge of another action', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/challenge?action=register' });
    const payload = await solve((response.json() as { data: Challenge }).data);
    expect((await login(payload)).json()).toMatchObject({ statusCode: 400, message: 'Bot check failed' });
  });

  it('answers 400 for an unknown or missing action', async () => {
    for (const url of ['/api/auth/challenge?action=delete-account', '/api/auth/challenge']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
  });

  it('publishes the challenge URL for /config.json', () => {
    expect(botCheckRuntimeConfig(botCheck)).toEqual({
      provider: 'altcha',
      challengeUrl: `${API_PREFIX}${BOT_CHECK_CHALLENGE_PATH}`,
    });
  });
});

describe('bot check off', () => {
  const botCheck = createBotCheck(offConfig);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTinyApp(botCheck);
  });
  afterAll(() => app.close());

  it('passes everything', async () => {
    expect(botCheck.provider).toBe('off');
    expect(await botCheck.verify(undefined, 'login')).toBe(true);
    expect(await botCheck.verify('garbage', 'anything')).toBe(true);
    expect((await app.inject({ method: 'POST', url: '/api/auth/login' })).statusCode).toBe(200);
  });

  it('serves no challenge and tells the web app so', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/challenge?action=login' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null });
    expect(botCheckRuntimeConfig(botCheck)).toEqual({ provider: 'none', challengeUrl: null });
  });
});
