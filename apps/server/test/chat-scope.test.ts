import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RoleId } from '@hiring/domain';
import { createApplication, createCandidate } from '../src/db/seed/factories.js';
import { jobInvitation, message, noticeUpdate } from '../src/db/schema/index.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

/**
 * The chat API (docs/chat.md): who reaches which chat — company B never reads or writes company A's,
 * a U-only member only the chats they opened, a candidate only their own — and messages, notices,
 * read state and the conversation list's sorts.
 */
describe('chat', () => {
  const t = useTestApp();
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  let invited: { id: number };
  let outsider: { id: number };
  let chatA: number;
  let chatB: number;
  let chatAssistant: number;
  const call = (as: number, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.request({ method, url: `/api${url}`, as, ...(payload ? { payload } : {}) });
  const data = async (as: number, method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await call(as, method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json().data;
  };

  beforeAll(async () => {
    f = await twoCompanies(t.db);
    // Invited by the assistant to their own post; and a candidate who only applied to company B.
    invited = await createCandidate(t.db, { firstname: 'Ivo', lastname: 'Invitato', roleId: RoleId.user });
    await t.db
      .insert(jobInvitation)
      .values({ jobId: f.jobA2.id, userId: invited.id, invitedByUserId: f.assistantA.id });
    outsider = await createCandidate(t.db, { firstname: 'Olga', lastname: 'Esterna', roleId: RoleId.user });
    await createApplication(t.db, {
      jobId: f.jobB1.id,
      userId: outsider.id,
      jobApplicationStatusId: f.columnsB1[0]!.id,
    });
  });

  it('lets staff open a chat with a candidate of their reach, reusing the one that exists', async () => {
    const first = await call(f.adminA.id, 'POST', '/chat', {
      candidateUserId: f.candidate.id,
      jobId: f.jobA1.id,
    });
    expect(first.statusCode).toBe(201);
    chatA = first.json().data.id;
    expect(first.json().data).toMatchObject({
      companyId: f.companyA.id,
      candidateUserId: f.candidate.id,
      userId: f.adminA.id,
      jobId: f.jobA1.id,
    });
    const again = await call(f.adminA.id, 'POST', '/chat', { candidateUserId: f.candidate.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(chatA);
    chatB = (await data(f.adminB.id, 'POST', '/chat', { candidateUserId: f.candidate.id })).id;
    chatAssistant = (await data(f.assistantA.id, 'POST', '/chat', { candidateUserId: invited.id })).id;
  });

  it('refuses to open chats with candidates out of reach, and to candidates and outsiders', async () => {
    // The outsider only applied to B; the candidate applied to A's job the assistant does not own.
    expect((await call(f.adminA.id, 'POST', '/chat', { candidateUserId: outsider.id })).statusCode).toBe(400);
    expect(
      (await call(f.assistantA.id, 'POST', '/chat', { candidateUserId: f.candidate.id })).statusCode,
    ).toBe(400);
    expect(
      (await call(f.adminA.id, 'POST', '/chat', { candidateUserId: f.candidate.id, jobId: f.jobB1.id }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(f.candidate.id, 'POST', '/chat', { candidateUserId: f.candidate.id })).statusCode,
    ).toBe(403);
    expect((await call(f.loner.id, 'GET', '/chat')).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/chat' })).statusCode).toBe(401);
  });

  it('writes a CHAT notice for the other side of every message', async () => {
    const fromCandidate = await call(f.candidate.id, 'POST', '/message', {
      chatId: chatA,
      body: ' Buongiorno! ',
    });
    expect(fromCandidate.statusCode).toBe(201);
    expect(fromCandidate.json().data).toMatchObject({
      chatId: chatA,
      body: 'Buongiorno!',
      mine: true,
      readAt: null,
    });
    const notices = await data(f.adminA.id, 'POST', '/notice/@fetch', { idList: [] });
    expect(notices).toEqual([
      expect.objectContaining({
        itemClass: 'CHAT',
        itemId: chatA,
        fullname: 'Carla Candidata',
        message: 'Buongiorno!',
      }),
    ]);
    await data(f.adminA.id, 'POST', '/message', { chatId: chatA, body: 'Ciao Carla' });
    const toCandidate = await t.db
      .select()
      .from(noticeUpdate)
      .where(and(eq(noticeUpdate.recipientUserId, f.candidate.id), eq(noticeUpdate.itemId, chatA)));
    expect(toCandidate).toEqual([
      expect.objectContaining({
        itemClass: 'CHAT',
        companyId: f.companyA.id,
        fromUserId: f.adminA.id,
        message: 'Ciao Carla',
      }),
    ]);
    await data(f.adminB.id, 'POST', '/message', { chatId: chatB, body: 'Segreto di Beta' });
    await data(f.assistantA.id, 'POST', '/message', { chatId: chatAssistant, body: 'Ciao Ivo' });
  });

  it('never lets company B read or write company A’s chats, whatever ids or filters', async () => {
    const list = await data(f.adminB.id, 'GET', '/chat');
    expect(list.map((c: { chatId: number }) => c.chatId)).toEqual([chatB]);
    const thread = await data(f.adminB.id, 'GET', `/chat/${f.candidate.id}`);
    expect(thread.map((m: { body: string }) => m.body)).toEqual(['Segreto di Beta']);
    expect(
      await data(f.adminB.id, 'POST', '/chat/@fetch', { idList: [chatA, chatAssistant, chatB] }),
    ).toEqual([expect.objectContaining({ id: chatB })]);
    expect(await data(f.adminB.id, 'POST', '/chat/@list', { where: { companyId: f.companyA.id } })).toEqual(
      [],
    );
    expect(await data(f.adminB.id, 'POST', '/chat/@list', { where: { id: { in: [chatA, chatB] } } })).toEqual(
      [chatB],
    );
    const [aMessage] = await t.db.select().from(message).where(eq(message.chatId, chatA));
    for (const [method, url, payload] of [
      ['GET', `/chat/${invited.id}`],
      ['GET', `/chat/${invited.id}/@chatter`],
      ['POST', '/message', { chatId: chatA, body: 'x' }],
      ['PATCH', `/message/${aMessage!.id}`, { body: 'x' }],
      ['DELETE', `/message/${aMessage!.id}`],
      ['DELETE', `/chat/${invited.id}`],
      ['POST', '/last-message', { chatId: chatA, messageId: aMessage!.id }],
    ] as const) {
      const res = await call(f.adminB.id, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const unchanged = await t.db.select().from(message).where(eq(message.id, aMessage!.id));
    expect(unchanged[0]).toMatchObject({ body: aMessage!.body, deletedAt: null, readAt: null });
  });

  it('gives a U-only member the chats they opened, and a C member all of the company’s', async () => {
    const mine = await data(f.assistantA.id, 'GET', '/chat');
    expect(mine).toEqual([
      expect.objectContaining({
        chatId: chatAssistant,
        chatter: { id: invited.id, kind: 'candidate', name: 'Ivo Invitato', picture: null },
        lastMessage: expect.objectContaining({ body: 'Ciao Ivo', mine: true }),
        unreadCount: 0,
      }),
    ]);
    expect(await data(f.assistantA.id, 'POST', '/chat/@fetch', { idList: [chatA, chatB] })).toEqual([]);
    expect((await call(f.assistantA.id, 'GET', `/chat/${f.candidate.id}`)).statusCode).toBe(404);
    expect((await call(f.assistantA.id, 'POST', '/message', { chatId: chatA, body: 'x' })).statusCode).toBe(
      404,
    );
    const all = await data(f.adminA.id, 'GET', '/chat');
    expect(all.map((c: { chatId: number }) => c.chatId).sort()).toEqual([chatA, chatAssistant].sort());
  });

  it('lets a candidate reach only their own chats, with the companies as chatters', async () => {
    const list = await data(f.candidate.id, 'GET', '/chat');
    expect(list.map((c: { chatter: { id: number; kind: string } }) => c.chatter)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: f.companyA.id, kind: 'company', name: 'Alfa S.r.l.' }),
        expect.objectContaining({ id: f.companyB.id, kind: 'company', name: 'Beta S.p.A.' }),
      ]),
    );
    expect(list).toHaveLength(2);
    expect(await data(f.candidate.id, 'GET', `/chat/${f.companyA.id}/@chatter`)).toMatchObject({
      id: f.companyA.id,
      kind: 'company',
    });
    const thread = await data(f.candidate.id, 'GET', `/chat/${f.companyA.id}`);
    expect(thread.map((m: { body: string; mine: boolean }) => [m.body, m.mine])).toEqual([
      ['Buongiorno!', true],
      ['Ciao Carla', false],
    ]);
    expect(await data(invited.id, 'POST', '/chat/@fetch', { idList: [chatA, chatB, chatAssistant] })).toEqual(
      [expect.objectContaining({ id: chatAssistant })],
    );
    expect((await call(outsider.id, 'GET', `/chat/${f.companyA.id}`)).statusCode).toBe(404);
    expect((await call(outsider.id, 'POST', '/message', { chatId: chatA, body: 'x' })).statusCode).toBe(404);
    expect((await call(f.candidate.id, 'DELETE', `/chat/${f.companyA.id}`)).statusCode).toBe(403);
    // Someone else's message in a chat the caller reaches: not theirs to change.
    const [fromAdmin] = await t.db
      .select()
      .from(message)
      .where(and(eq(message.chatId, chatA), eq(message.senderUserId, f.adminA.id)));
    expect((await call(f.candidate.id, 'PATCH', `/message/${fromAdmin!.id}`, { body: 'x' })).statusCode).toBe(
      403,
    );
  });

  it('counts unread messages and marks them read up to a message', async () => {
    const extra = await data(f.adminA.id, 'POST', '/message', { chatId: chatA, body: 'Ci sente?' });
    const unread = async () =>
      (await data(f.candidate.id, 'GET', '/chat')).find((c: { chatId: number }) => c.chatId === chatA)
        .unreadCount;
    expect(await unread()).toBe(2);
    const thread = await data(f.candidate.id, 'GET', `/chat/${f.companyA.id}`);
    const ciao = thread.find((m: { body: string }) => m.body === 'Ciao Carla');
    expect(
      await data(f.candidate.id, 'POST', '/last-message', { chatId: chatA, messageId: ciao.id }),
    ).toEqual({
      chatId: chatA,
      messageId: ciao.id,
      unreadCount: 1,
    });
    expect(await unread()).toBe(1);
    await data(f.candidate.id, 'POST', '/last-message', { chatId: chatA, messageId: extra.id });
    expect(await unread()).toBe(0);
    const after = await data(f.candidate.id, 'GET', `/chat/${f.companyA.id}`);
    expect(
      after.filter((m: { mine: boolean }) => !m.mine).every((m: { readAt: unknown }) => m.readAt !== null),
    ).toBe(true);
    // The candidate's own message stays unread until the company reads it; reading clears the CHAT notice.
    expect(
      (await data(f.adminA.id, 'GET', '/chat')).find((c: { chatId: number }) => c.chatId === chatA)
        .unreadCount,
    ).toBe(1);
    const first = after.find((m: { body: string }) => m.body === 'Buongiorno!');
    await data(f.adminA.id, 'POST', '/last-message', { chatId: chatA, messageId: first.id });
    expect(await data(f.adminA.id, 'POST', '/notice/@fetch', { idList: [] })).toEqual([]);
  });

  it('sorts conversations by latest message, or unread first', async () => {
    // B's message is the newest; A's chat has an unread message for the candidate after this one.
    await data(f.adminA.id, 'POST', '/message', { chatId: chatA, body: 'Ultimo avviso' });
    await t.db
      .update(message)
      .set({ createdAt: new Date('2030-01-01T10:00:00Z') })
      .where(eq(message.chatId, chatB));
    await t.db.update(message).set({ readAt: new Date() }).where(eq(message.chatId, chatB));
    const order = async (sort: string) =>
      (await data(f.candidate.id, 'GET', `/chat?sort=${sort}`)).map((c: { chatId: number }) => c.chatId);
    expect(await order('datetime')).toEqual([chatB, chatA]);
    expect(await order('newMessages')).toEqual([chatA, chatB]);
    expect(await data(f.candidate.id, 'GET', '/chat?take=1&skip=1')).toHaveLength(1);
  });

  it('edits and withdraws one’s own messages', async () => {
    const sent = await data(f.candidate.id, 'POST', '/message', { chatId: chatA, body: 'Refuso' });
    const edited = await call(f.candidate.id, 'PATCH', `/message/${sent.id}`, { body: 'Corretto' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ id: sent.id, body: 'Corretto' });
    expect((await call(f.candidate.id, 'DELETE', `/message/${sent.id}`)).statusCode).toBe(204);
    const thread = await data(f.candidate.id, 'GET', `/chat/${f.companyA.id}`);
    expect(thread.some((m: { id: number }) => m.id === sent.id)).toBe(false);
    expect((await call(f.candidate.id, 'PATCH', `/message/${sent.id}`, { body: 'x' })).statusCode).toBe(404);
  });

  it('answers 400 to unknown keys and bad bodies', async () => {
    for (const [method, url, payload] of [
      ['POST', '/chat', {}],
      ['POST', '/chat', { candidateUserId: f.candidate.id, companyId: f.companyB.id }],
      ['POST', '/message', { chatId: chatA, body: '   ' }],
      ['POST', '/message', { chatId: 'x', body: 'y' }],
      ['POST', '/message', { chatId: chatA, body: 'y', senderUserId: f.adminA.id }],
      ['PATCH', '/message/1', { body: '' }],
      ['POST', '/last-message', { chatId: chatA }],
      ['POST', '/last-message', { chatId: chatA, messageId: 1, extra: true }],
      ['GET', '/chat?sort=bogus'],
      ['GET', '/chat?where[companyId]=1'],
      ['GET', '/chat/abc'],
      ['GET', `/chat/${f.companyA.id}?take=0`],
      ['POST', '/chat/@list', { where: { body: 'x' } }],
    ] as const) {
      const res = await call(f.candidate.id, method, url, payload);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
    // A message of another chat is not a place to mark read up to.
    const [other] = await t.db.select().from(message).where(eq(message.chatId, chatB));
    expect(
      (await call(f.candidate.id, 'POST', '/last-message', { chatId: chatA, messageId: other!.id }))
        .statusCode,
    ).toBe(400);
  });

  it('lets staff remove a chat, which then vanishes for both sides', async () => {
    expect((await call(f.adminA.id, 'DELETE', `/chat/${invited.id}`)).statusCode).toBe(204);
    expect(await data(f.assistantA.id, 'GET', '/chat')).toEqual([]);
    expect(await data(invited.id, 'GET', '/chat')).toEqual([]);
    expect(
      (await call(invited.id, 'POST', '/message', { chatId: chatAssistant, body: 'x' })).statusCode,
    ).toBe(404);
  });
});
