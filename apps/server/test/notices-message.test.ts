import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createChat } from '../src/db/seed/factories.js';
import { message } from '../src/db/schema/index.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

/** POST /message: participants only; a candidate's message notifies the chat's recruiter (CHAT); chat-scope.test.ts covers the rest. */
describe('chat messages', () => {
  const t = useTestApp();
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  let chatId: number;
  const post = (as: number, payload: object) =>
    t.request({ method: 'POST', url: '/api/message', as, payload });
  const notices = async (as: number) =>
    (await t.request({ method: 'POST', url: '/api/notice/@fetch', as, payload: { idList: [] } })).json().data;

  beforeAll(async () => {
    f = await twoCompanies(t.db);
    chatId = (
      await createChat(
        t.db,
        { companyId: f.companyA.id, candidateUserId: f.candidate.id, userId: f.adminA.id, jobId: f.jobA1.id },
        [],
      )
    ).id;
  });

  it('lets the candidate write and tells the recruiter with a CHAT notice', async () => {
    const res = await post(f.candidate.id, { chatId, body: '  Grazie per il contatto!  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      chatId,
      senderUserId: f.candidate.id,
      body: 'Grazie per il contatto!',
    });
    await post(f.candidate.id, { chatId, body: 'Sono disponibile martedì.' });
    expect(await notices(f.adminA.id)).toEqual([
      expect.objectContaining({
        itemClass: 'CHAT',
        itemId: chatId,
        itemCount: 2,
        fullname: 'Carla Candidata',
        message: 'Sono disponibile martedì.',
        jobName: 'Alfa backend developer',
      }),
    ]);
  });

  it('lets the recruiter answer without notifying the recruiter', async () => {
    const before = await notices(f.adminA.id);
    const res = await post(f.adminA.id, { chatId, body: 'A martedì allora.' });
    expect(res.statusCode).toBe(201);
    expect(await notices(f.adminA.id)).toEqual(before);
    const rows = await t.db.select().from(message).where(eq(message.chatId, chatId));
    expect(rows).toHaveLength(3);
  });

  it('answers 404 to anyone outside the chat, and 400 to bad bodies', async () => {
    for (const as of [f.adminB.id, f.loner.id, f.assistantA.id]) {
      expect((await post(as, { chatId, body: 'x' })).statusCode, String(as)).toBe(404);
    }
    expect((await post(f.candidate.id, { chatId: 999_999, body: 'x' })).statusCode).toBe(404);
    for (const payload of [
      { chatId, body: '   ' },
      { chatId },
      { chatId: 'x', body: 'y' },
      { chatId, body: 'y', extra: 1 },
    ]) {
      expect((await post(f.candidate.id, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
