import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleId } from '@hiring/domain';
import { createCandidate } from '../src/db/seed/factories.js';
import { chat, jobInvitation } from '../src/db/schema/index.js';
import { verifyAccessToken } from '../src/modules/auth/access-token.js';
import { loadActor } from '../src/modules/auth/load-actor.js';
import { chatViewer, prepareChatEvent, reachesChat } from '../src/modules/chat/chat-live.js';
import { chatInScope } from '../src/modules/chat/chat-scope.js';
import { publishNotice } from '../src/modules/live/publish.js';
import { memberWithRole, twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';
import { chatFrame, listen, openLiveStream, type LiveStream, type SseFrame } from './live-support.js';

type ChatData = {
  type: string;
  chatId: number;
  chatterId: number;
  messageId?: number;
  message?: { id: number; body: string; mine: boolean; attachment: unknown };
};
const chatData = (f: SseFrame) => f.data as ChatData;
const noticeFrame = (itemClass: string) => (f: SseFrame) =>
  f.event === 'notice' && (f.data as { itemClass: string }).itemClass === itemClass;

/**
 * `GET /api/live` over a real listening server (docs/live.md): chat events reach exactly the streams
 * of those who reach the chat — the candidate, the company's staff within their chat scope — with
 * `mine` and `chatterId` from the receiver's side; notices reach their recipients. "Receives
 * nothing" is proven with a later event to the same stream: the hub delivers in bus order.
 */
describe('live delivery', () => {
  const t = useTestApp();
  let base: string;
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  let invited: { id: number };
  let chatA: number;
  let chatB: number;
  let chatAssistant: number;
  const streams: Record<'candidate' | 'adminA' | 'adminB' | 'assistantA' | 'invited', LiveStream> =
    {} as never;
  const post = async (as: number, url: string, payload: object, method: 'POST' | 'PATCH' = 'POST') => {
    const res = await t.request({ method, url: `/api${url}`, as, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json().data;
  };

  beforeAll(async () => {
    base = await listen(t.app);
    f = await twoCompanies(t.db);
    invited = await createCandidate(t.db, { firstname: 'Ivo', lastname: 'Invitato', roleId: RoleId.user });
    await t.db
      .insert(jobInvitation)
      .values({ jobId: f.jobA2.id, userId: invited.id, invitedByUserId: f.assistantA.id });
    chatA = (await post(f.adminA.id, '/chat', { candidateUserId: f.candidate.id, jobId: f.jobA1.id })).id;
    chatB = (await post(f.adminB.id, '/chat', { candidateUserId: f.candidate.id })).id;
    chatAssistant = (await post(f.assistantA.id, '/chat', { candidateUserId: invited.id })).id;
    const who = {
      candidate: f.candidate.id,
      adminA: f.adminA.id,
      adminB: f.adminB.id,
      assistantA: f.assistantA.id,
      invited: invited.id,
    };
    for (const [name, id] of Object.entries(who)) {
      const stream = await openLiveStream(base, await t.tokenFor(id));
      streams[name as keyof typeof who] = stream;
      await stream.next((x) => x.event === 'ready');
    }
  });
  afterAll(() => Object.values(streams).forEach((s) => s.close()));

  it('answers with an event stream, and 401 without a session', async () => {
    const { res } = streams.candidate;
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    const anonymous = await fetch(`${base}/api/live`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ statusCode: 401 });
  });

  it('brings a recruiter’s message to the candidate (mine false, the company as chatter) and to the sender’s side', async () => {
    const sent = await post(f.adminA.id, '/message', { chatId: chatA, body: 'Ciao Carla' });
    const got = chatData(await streams.candidate.next(chatFrame('message', chatA)));
    expect(got).toEqual({
      type: 'message',
      chatId: chatA,
      chatterId: f.companyA.id,
      messageId: sent.id,
      message: expect.objectContaining({ id: sent.id, body: 'Ciao Carla', mine: false, attachment: null }),
    });
    expect(await streams.candidate.next(noticeFrame('CHAT'))).toEqual({
      event: 'notice',
      data: { itemClass: 'CHAT' },
    });
    const own = chatData(await streams.adminA.next(chatFrame('message', chatA)));
    expect(own).toMatchObject({ chatterId: f.candidate.id, message: { id: sent.id, mine: true } });
  });

  it('brings nothing of company A’s chat to company B, nor to a U-only colleague who did not open it', async () => {
    await post(f.adminA.id, '/message', { chatId: chatA, body: 'Solo per Carla' });
    await streams.candidate.next(chatFrame('message', chatA));
    // Later events to the same streams: once they arrive, the earlier one was handled.
    await post(f.adminB.id, '/message', { chatId: chatB, body: 'Da Beta' });
    await post(f.assistantA.id, '/message', { chatId: chatAssistant, body: 'Ciao Ivo' });
    const fromB = chatData(await streams.adminB.next(chatFrame('message', chatB)));
    expect(fromB.message).toMatchObject({ body: 'Da Beta', mine: true });
    await streams.assistantA.next(chatFrame('message', chatAssistant));
    const aboutA = (s: LiveStream) =>
      s.frames.filter((x) => x.event === 'chat' && chatData(x).chatId === chatA);
    expect(aboutA(streams.adminB)).toEqual([]);
    expect(aboutA(streams.assistantA)).toEqual([]);
    // The invited candidate hears only their own chat.
    const toInvited = chatData(await streams.invited.next(chatFrame('message', chatAssistant)));
    expect(toInvited).toMatchObject({ chatterId: f.companyA.id, message: { body: 'Ciao Ivo', mine: false } });
    expect(
      streams.invited.frames.filter((x) => x.event === 'chat' && chatData(x).chatId !== chatAssistant),
    ).toEqual([]);
    // Company A's admin reaches the assistant's chat too (C on chat), with the candidate as chatter.
    expect(chatData(await streams.adminA.next(chatFrame('message', chatAssistant)))).toMatchObject({
      chatterId: invited.id,
      message: { mine: true },
    });
  });

  it('tells the other side of corrections, withdrawals and reading', async () => {
    const fromCarla = await post(f.candidate.id, '/message', { chatId: chatA, body: 'Buongiorno' });
    await streams.adminA.next(chatFrame('message', chatA));
    // The opener gets the CHAT notice of the candidate's message.
    await streams.adminA.next(noticeFrame('CHAT'));
    await post(f.candidate.id, `/message/${fromCarla.id}`, { body: 'Buongiorno a tutti' }, 'PATCH');
    expect(chatData(await streams.adminA.next(chatFrame('message-updated', chatA)))).toMatchObject({
      messageId: fromCarla.id,
      message: { body: 'Buongiorno a tutti', mine: false },
    });
    await post(f.adminA.id, '/last-message', { chatId: chatA, messageId: fromCarla.id });
    expect(chatData(await streams.candidate.next(chatFrame('read', chatA)))).toEqual({
      type: 'read',
      chatId: chatA,
      chatterId: f.companyA.id,
      messageId: fromCarla.id,
    });
    const del = await t.request({
      method: 'DELETE',
      url: `/api/message/${fromCarla.id}`,
      as: f.candidate.id,
    });
    expect(del.statusCode).toBe(204);
    expect(chatData(await streams.adminA.next(chatFrame('message-deleted', chatA)))).toEqual({
      type: 'message-deleted',
      chatId: chatA,
      chatterId: f.candidate.id,
      messageId: fromCarla.id,
    });
    // The reader's own side hears no receipt of its own reading.
    expect(streams.adminA.frames.filter(chatFrame('read', chatA))).toEqual([]);
  });

  it('brings notices published by other modules to their recipients, in the company they concern', async () => {
    await publishNotice(t.db, [f.adminA.id, f.adminB.id], 'STEP', f.companyA.id);
    expect(await streams.adminA.next(noticeFrame('STEP'))).toEqual({
      event: 'notice',
      data: { itemClass: 'STEP' },
    });
    await publishNotice(t.db, [f.adminB.id], 'APPL', f.companyB.id);
    await streams.adminB.next(noticeFrame('APPL'));
    expect(streams.adminB.frames.filter(noticeFrame('STEP'))).toEqual([]);
    await publishNotice(t.db, [f.candidate.id], 'STEP');
    await streams.candidate.next(noticeFrame('STEP'));
  });

  it('decides in memory exactly as the chat scope does in SQL, for every viewer and chat', async () => {
    // Staff with C on chat but U on jobs: only chats with candidates of their own posts.
    const ownJobs = await memberWithRole(t.db, f.companyA.id, { chat: 'C', jobs: 'U' }, 'Ugo');
    await t.db.insert(chat).values({
      companyId: f.companyA.id,
      candidateUserId: f.candidate.id,
      userId: f.adminA.id,
      deletedAt: new Date(),
    });
    const everyChat = await t.db.select().from(chat);
    const viewers = [f.candidate, invited, f.adminA, f.assistantA, f.adminB, f.loner, ownJobs];
    let checked = 0;
    for (const { id } of viewers) {
      const claims = await verifyAccessToken(t.config.jwtSecret, await t.tokenFor(id));
      const loaded = await loadActor(t.db, claims!);
      if (!('actor' in loaded)) throw new Error(`no actor for user ${id}`);
      const viewer = chatViewer(loaded.actor);
      for (const c of everyChat) {
        const inSql = await chatInScope(t.db, loaded.actor, c.id).then(
          () => true,
          () => false,
        );
        const prepared = await prepareChatEvent(t.db, {
          type: 'read',
          chatId: c.id,
          companyId: c.companyId,
          candidateUserId: c.candidateUserId,
          messageId: 0,
          readerSide: 'candidate',
        });
        const inMemory = viewer !== null && prepared !== null && reachesChat(viewer, prepared.reach);
        expect(inMemory, `user ${id}, chat ${c.id}`).toBe(inSql);
        checked += inSql ? 1 : 0;
      }
    }
    expect(checked).toBe(7);
  });

  it('ends every open stream when the app closes, without waiting for the clients', async () => {
    const late = await openLiveStream(base, await t.tokenFor(f.adminA.id));
    await late.next((x) => x.event === 'ready');
    await t.app.close();
    await expect(late.next((x) => x.event === 'never')).rejects.toThrow(/stream ended/);
    await expect(streams.candidate.next((x) => x.event === 'never')).rejects.toThrow(/stream ended/);
  });
});
