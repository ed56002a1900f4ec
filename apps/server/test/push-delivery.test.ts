import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createChat } from '../src/db/seed/factories.js';
import { noticeUpdate, pushSubscription, user } from '../src/db/schema/index.js';
import { recordNoticeUpdate, UpdateIcon } from '../src/modules/notices/notices.service.js';
import {
  createPushDispatcher,
  PUSH_BATCH,
  type PushDispatcher,
} from '../src/modules/push/push-dispatcher.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';
import {
  decryptPush,
  fakeBrowser,
  startFakePushService,
  vapidEnv,
  type FakeBrowser,
} from './push-support.js';

const env = vapidEnv();
const quiet = { info() {}, warn() {}, error() {}, debug() {} } as never;

/** The dispatcher pushes CHAT and STEP notices to the recipient's subscriptions, once, through a fake push service. */
describe('push delivery', () => {
  const t = useTestApp({}, env);
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  let push: Awaited<ReturnType<typeof startFakePushService>>;
  let dispatcher: PushDispatcher;
  let chatId: number;
  let recruiterBrowser: FakeBrowser;
  let candidateBrowser: FakeBrowser;

  const subscribe = async (as: number, browser: FakeBrowser) =>
    expect(
      (await t.request({ method: 'POST', url: '/api/push-subscription', as, payload: browser.subscription }))
        .statusCode,
    ).toBe(201);
  const message = (as: number, body: string) =>
    t.request({ method: 'POST', url: '/api/message', as, payload: { chatId, body } });
  const newDispatcher = () => createPushDispatcher({ db: t.db, vapid: t.config.push.vapid!, log: quiet });

  beforeAll(async () => {
    push = await startFakePushService();
    f = await twoCompanies(t.db);
    chatId = (
      await createChat(
        t.db,
        { companyId: f.companyA.id, candidateUserId: f.candidate.id, userId: f.adminA.id, jobId: f.jobA1.id },
        [],
      )
    ).id;
    dispatcher = newDispatcher();
    recruiterBrowser = fakeBrowser(`${push.base}/push/recruiter`);
    candidateBrowser = fakeBrowser(`${push.base}/push/candidate`);
    await subscribe(f.adminA.id, recruiterBrowser);
    await subscribe(f.candidate.id, candidateBrowser);
  });
  afterAll(() => push?.close());
  beforeEach(async () => {
    await dispatcher.runOnce(); // nothing left over from an earlier test
    push.received.length = 0;
  });

  it('pushes a candidate’s message to the recruiter: VAPID, aes128gcm, TTL, an encrypted payload', async () => {
    expect((await message(f.candidate.id, 'Buongiorno, sono disponibile.')).statusCode).toBe(201);
    const round = await dispatcher.runOnce();
    expect(round).toMatchObject({ claimed: 1, sent: 1, gone: 0, failed: 0 });
    expect(push.received).toHaveLength(1);
    const [sent] = push.received;
    expect(sent!.path).toBe('/push/recruiter');
    expect(sent!.headers.authorization).toMatch(
      new RegExp(`^vapid t=[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+, k=${env.VAPID_PUBLIC_KEY}$`),
    );
    const jwt = JSON.parse(
      Buffer.from(sent!.headers.authorization!.split(' ')[1]!.split('.')[1]!, 'base64url').toString(),
    );
    expect(jwt).toMatchObject({ aud: push.base, sub: env.VAPID_SUBJECT });
    expect(sent!.headers['content-encoding']).toBe('aes128gcm');
    expect(sent!.headers['content-type']).toBe('application/octet-stream');
    expect(sent!.headers.ttl).toBe('86400');
    expect(sent!.body.toString('latin1')).not.toContain('disponibile');
    expect(JSON.parse(decryptPush(recruiterBrowser, sent!.body))).toEqual({
      title: 'Nuovo messaggio da Carla Candidata',
      body: 'Buongiorno, sono disponibile.',
      url: `/messages/${f.candidate.id}`,
      tag: `chat-${chatId}`,
    });
    const [row] = await t.db.select().from(pushSubscription).where(eq(pushSubscription.userId, f.adminA.id));
    expect(row!.lastSuccessAt).toBeInstanceOf(Date);

    expect(await dispatcher.runOnce()).toMatchObject({ claimed: 0, sent: 0 });
    expect(push.received).toHaveLength(1);
  });

  it('writes in the recipient’s language, and leads the candidate to their applications in the candidate app', async () => {
    await t.db.update(user).set({ lang: 'en' }).where(eq(user.id, f.candidate.id));
    await message(f.adminA.id, 'Ci vediamo martedì.');
    await dispatcher.runOnce();
    expect(push.received.map((r) => r.path)).toEqual(['/push/candidate']);
    expect(JSON.parse(decryptPush(candidateBrowser, push.received[0]!.body))).toEqual({
      title: 'New message from Anna Alfa',
      body: 'Ci vediamo martedì.',
      url: '/talents/applications',
      tag: `chat-${chatId}`,
    });
  });

  it('pushes a STEP notice to the board view of the application; an APPL notice is not pushed', async () => {
    await recordNoticeUpdate(t.db, {
      companyId: f.companyA.id,
      itemClass: 'STEP',
      itemIds: [f.applicationA.id],
      jobId: f.jobA1.id,
      fromUserId: f.assistantA.id,
      message: 'Colloquio confermato',
      updateIconId: UpdateIcon.step,
      recipients: { userIds: [f.adminA.id] },
    });
    await recordNoticeUpdate(t.db, {
      companyId: f.companyA.id,
      itemClass: 'APPL',
      itemIds: [f.applicationA.id],
      jobId: f.jobA1.id,
      fromUserId: f.candidate.id,
      message: null,
      updateIconId: UpdateIcon.application,
      recipients: { userIds: [f.adminA.id] },
    });
    expect(await dispatcher.runOnce()).toMatchObject({ claimed: 2, sent: 1 });
    expect(push.received).toHaveLength(1);
    expect(JSON.parse(decryptPush(recruiterBrowser, push.received[0]!.body))).toEqual({
      title: 'Aggiornamento candidatura · Alfa backend developer',
      body: 'Carla Candidata: Colloquio confermato',
      url: `/board/${f.jobA1.id}/${f.applicationA.id}?tab=manage`,
      tag: `step-${f.applicationA.id}`,
    });
  });

  it('leads the candidate’s STEP push to that application in the candidate app', async () => {
    await recordNoticeUpdate(t.db, {
      companyId: f.companyA.id,
      itemClass: 'STEP',
      itemIds: [f.applicationA.id],
      jobId: f.jobA1.id,
      fromUserId: f.adminA.id,
      message: 'Colloquio confermato',
      updateIconId: UpdateIcon.step,
      recipients: { userIds: [f.candidate.id] },
    });
    expect(await dispatcher.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(JSON.parse(decryptPush(candidateBrowser, push.received[0]!.body))).toMatchObject({
      url: `/talents/applications/${f.applicationA.id}`,
      tag: `step-${f.applicationA.id}`,
    });
  });

  it('deletes a subscription the push service says is gone (410, 404); other failures are noted on it', async () => {
    const gone = fakeBrowser(`${push.base}/push/gone`);
    const broken = fakeBrowser(`${push.base}/push/broken`);
    await subscribe(f.adminA.id, gone);
    await subscribe(f.adminA.id, broken);
    push.answer('/push/gone', 410);
    push.answer('/push/broken', 500);
    await message(f.candidate.id, 'Ci siete?');
    expect(await dispatcher.runOnce()).toMatchObject({ claimed: 1, sent: 1, gone: 1, failed: 1 });
    const rows = await t.db.select().from(pushSubscription).where(eq(pushSubscription.userId, f.adminA.id));
    expect(rows.map((r) => r.endpoint).sort()).toEqual([
      broken.subscription.endpoint,
      recruiterBrowser.subscription.endpoint,
    ]);
    expect(rows.find((r) => r.endpoint === broken.subscription.endpoint)!.lastFailureAt).toBeInstanceOf(Date);
  });

  it('sends each notice once with two dispatchers claiming at the same time', async () => {
    const count = PUSH_BATCH + 50;
    await recordNoticeUpdate(t.db, {
      companyId: f.companyA.id,
      itemClass: 'CHAT',
      itemIds: Array.from({ length: count }, (_, i) => 100_000 + i),
      jobId: null,
      fromUserId: f.adminA.id,
      message: 'Parallelo',
      updateIconId: UpdateIcon.chat,
      recipients: { userIds: [f.candidate.id] },
    });
    const other = newDispatcher();
    let claimed = 0;
    for (;;) {
      const rounds = await Promise.all([dispatcher.runOnce(), other.runOnce()]);
      const n = rounds.reduce((sum, r) => sum + r.claimed, 0);
      if (n === 0) break;
      claimed += n;
    }
    expect(claimed).toBe(count);
    expect(push.received).toHaveLength(count);
    const tags = push.received.map((r) => JSON.parse(decryptPush(candidateBrowser, r.body)).tag as string);
    expect(new Set(tags).size).toBe(count);
    expect(await t.db.select().from(noticeUpdate).where(isNull(noticeUpdate.pushedAt))).toEqual([]);
  });
});
