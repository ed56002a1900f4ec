import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pushSubscription } from '../src/db/schema/index.js';
import { startSession } from '../src/modules/auth/sessions.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';
import { fakeBrowser, vapidEnv } from './push-support.js';

const env = vapidEnv();

/** POST/DELETE /push-subscription, the app id, and logout removing the session's subscriptions. */
describe('push subscriptions', () => {
  const t = useTestApp({}, env);
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  const subscribe = (as: number, payload: object) =>
    t.request({ method: 'POST', url: '/api/push-subscription', as, payload });
  const unsubscribe = (as: number, endpoint: string) =>
    t.request({ method: 'DELETE', url: '/api/push-subscription', as, payload: { endpoint } });
  const rowOf = async (endpoint: string) =>
    (await t.db.select().from(pushSubscription).where(eq(pushSubscription.endpoint, endpoint)))[0];

  beforeAll(async () => {
    f = await twoCompanies(t.db);
  });

  it('answers the VAPID public key as the push app id', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/push-app-id', as: f.adminA.id });
    expect(res.json()).toEqual({ data: { appId: env.VAPID_PUBLIC_KEY } });
  });

  it('keeps a subscription per endpoint for the caller: 201, then 200 with the keys refreshed', async () => {
    const browser = fakeBrowser('https://push.example.net/send/device-1');
    const first = await subscribe(f.adminA.id, { ...browser.subscription, expirationTime: null });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({ id: expect.any(Number), endpoint: browser.subscription.endpoint });
    const renewed = fakeBrowser(browser.subscription.endpoint);
    const again = await subscribe(f.adminA.id, renewed.subscription);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await rowOf(browser.subscription.endpoint)).toMatchObject({
      userId: f.adminA.id,
      p256dh: renewed.subscription.keys.p256dh,
      auth: renewed.subscription.keys.auth,
      sessionId: expect.any(String),
    });
  });

  it('refuses bad subscriptions with 400, and anonymous callers with 401', async () => {
    const good = fakeBrowser('https://push.example.net/send/device-2').subscription;
    const bad: object[] = [
      { ...good, endpoint: 'http://push.example.net/send/x' },
      { ...good, endpoint: 'ftp://127.0.0.1/x' },
      { ...good, endpoint: 'not a url' },
      { ...good, endpoint: `https://push.example.net/${'x'.repeat(2100)}` },
      { ...good, keys: { ...good.keys, p256dh: 'AAAA' } },
      { ...good, keys: { ...good.keys, auth: Buffer.alloc(32).toString('base64url') } },
      { ...good, keys: { ...good.keys, p256dh: Buffer.alloc(65, 5).toString('base64url') } },
      { ...good, keys: { p256dh: good.keys.p256dh } },
      { ...good, extra: true },
      { endpoint: good.endpoint },
    ];
    for (const payload of bad) {
      const res = await subscribe(f.adminA.id, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
    const anonymous = await t.request({ method: 'POST', url: '/api/push-subscription', payload: good });
    expect(anonymous.statusCode).toBe(401);
    expect(await rowOf(good.endpoint)).toBeUndefined();
  });

  it('accepts plain http only on a loopback address (tests, development)', async () => {
    const local = fakeBrowser('http://127.0.0.1:9/push/local').subscription;
    expect((await subscribe(f.adminA.id, local)).statusCode).toBe(201);
  });

  it('lets a user remove only their own subscription: someone else’s endpoint is a 404', async () => {
    const mine = fakeBrowser('https://push.example.net/send/bruno').subscription;
    expect((await subscribe(f.adminB.id, mine)).statusCode).toBe(201);
    const stranger = await unsubscribe(f.adminA.id, mine.endpoint);
    expect(stranger.statusCode).toBe(404);
    expect(await rowOf(mine.endpoint)).toBeDefined();
    expect((await unsubscribe(f.adminB.id, mine.endpoint)).statusCode).toBe(204);
    expect(await rowOf(mine.endpoint)).toBeUndefined();
    expect((await unsubscribe(f.adminB.id, mine.endpoint)).statusCode).toBe(404);
  });

  it('removes the subscriptions of the session that logs out, not those of the user’s other sessions', async () => {
    const laptop = await startSession({ db: t.db, config: t.config, userId: f.loner.id });
    const phone = await startSession({ db: t.db, config: t.config, userId: f.loner.id });
    const as = (token: string) => ({ authorization: `Bearer ${token}` });
    const laptopSub = fakeBrowser('https://push.example.net/send/laptop').subscription;
    const phoneSub = fakeBrowser('https://push.example.net/send/phone').subscription;
    for (const [tokens, payload] of [
      [laptop, laptopSub],
      [phone, phoneSub],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/push-subscription',
        headers: as(tokens.accessToken),
        payload,
      });
      expect(res.statusCode).toBe(201);
    }
    const logout = await t.app.inject({
      method: 'GET',
      url: '/api/auth/logout',
      headers: as(laptop.accessToken),
    });
    expect(logout.statusCode).toBe(204);
    expect(await rowOf(laptopSub.endpoint)).toBeUndefined();
    expect(await rowOf(phoneSub.endpoint)).toMatchObject({ userId: f.loner.id });
  });
});
