import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleId } from '@hiring/domain';
import { createApplication, createCandidate } from '../src/db/seed/factories.js';
import { expectError, multipartBody, sampleFiles } from './candidates-support.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

const dataDir = mkdtempSync(join(tmpdir(), 'chat-attachments-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * The rest of the chat API (docs/chat.md): attachments (upload, download in the chat's scope, 404
 * out of it, 415 content not accepted, 413 too big), the generic message reads, the read mark
 * (PATCH / DELETE /last-message), and two simultaneous POST /chat making one chat.
 */
describe('chat attachments and messages', () => {
  const t = useTestApp({ dataDir });
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  let chatA: number;
  let png: Buffer;
  const stored = () => {
    try {
      return readdirSync(join(dataDir, 'files', 'chatAttachment')).length;
    } catch {
      return 0;
    }
  };
  const upload = (as: number | undefined, parts: Parameters<typeof multipartBody>[0]) => {
    const { payload, headers } = multipartBody(parts);
    return t.request({ method: 'POST', url: '/api/message/attachment', as, payload, headers });
  };
  const download = (as: number | undefined, id: number) =>
    t.request({ method: 'GET', url: `/api/message/${id}/attachment`, as });

  beforeAll(async () => {
    f = await twoCompanies(t.db);
    png = await sampleFiles.png(32, 32);
    const res = await t.request({
      method: 'POST',
      url: '/api/chat',
      as: f.adminA.id,
      payload: { candidateUserId: f.candidate.id },
    });
    chatA = res.json().data.id;
  });

  it('posts a message with a file, which whoever reaches the chat downloads', async () => {
    const res = await upload(f.candidate.id, [
      { name: 'chatId', value: String(chatA) },
      { name: 'body', value: ' Ecco il mio CV ' },
      { name: 'file', filename: 'cv carla.pdf', type: 'application/pdf', data: sampleFiles.pdf },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const msg = res.json().data;
    expect(msg).toMatchObject({
      chatId: chatA,
      body: 'Ecco il mio CV',
      mine: true,
      attachment: {
        name: 'cv carla.pdf',
        mimeType: 'application/pdf',
        size: sampleFiles.pdf.length,
        url: `/api/message/${msg.id}/attachment`,
      },
    });
    const got = await download(f.adminA.id, msg.id);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toMatch(/^inline; filename="cv carla.pdf"/);
    expect(got.rawPayload.equals(sampleFiles.pdf)).toBe(true);
    expect((await download(f.candidate.id, msg.id)).statusCode).toBe(200);
    // The thread shows it to the other side, not as theirs.
    const thread = await t.request({ method: 'GET', url: `/api/chat/${f.candidate.id}`, as: f.adminA.id });
    expect(thread.json().data.at(-1)).toMatchObject({
      id: msg.id,
      mine: false,
      attachment: { name: 'cv carla.pdf' },
    });

    // An image without text; a Word file is offered as a download.
    const image = await upload(f.adminA.id, [
      { name: 'chatId', value: String(chatA) },
      { name: 'file', filename: 'logo.png', data: png },
    ]);
    expect(image.statusCode, image.body).toBe(201);
    expect(image.json().data).toMatchObject({ body: '', attachment: { mimeType: 'image/png' } });
    const doc = await upload(f.adminA.id, [
      { name: 'chatId', value: String(chatA) },
      { name: 'file', filename: 'offerta.docx', data: sampleFiles.docx },
    ]);
    expect(doc.statusCode, doc.body).toBe(201);
    const docx = await download(f.candidate.id, doc.json().data.id);
    expect(docx.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('hides attachments outside the chat’s scope (404), and refuses the anonymous (401)', async () => {
    const [first] = (
      await t.request({ method: 'GET', url: `/api/chat/${f.candidate.id}`, as: f.adminA.id })
    ).json().data as Array<{ id: number }>;
    for (const who of [f.adminB.id, f.assistantA.id, f.loner.id]) {
      expectError(await download(who, first!.id), 404);
    }
    expectError(await download(undefined, first!.id), 401);
    expectError(await download(f.adminA.id, 999_999), 404);
  });

  it('refuses files it does not accept (415), too big (413), and bad or foreign chats, keeping no bytes', async () => {
    const before = stored();
    const inChat = (file: { filename: string; data: Buffer; type?: string }) =>
      upload(f.candidate.id, [
        { name: 'chatId', value: String(chatA) },
        { name: 'file', ...file },
      ]);
    expectError(await inChat({ filename: 'note.txt', data: sampleFiles.text }), 415);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expectError(await inChat({ filename: 'x.svg', data: svg, type: 'image/svg+xml' }), 415);
    expectError(await inChat({ filename: 'cv.pdf', data: png, type: 'application/pdf' }), 415);
    const big = Buffer.concat([sampleFiles.pdf, Buffer.alloc(10 * 1024 * 1024)]);
    expectError(await inChat({ filename: 'big.pdf', data: big }), 413);
    expectError(
      await upload(f.candidate.id, [{ name: 'file', filename: 'cv.pdf', data: sampleFiles.pdf }]),
      400,
    );
    expectError(await upload(f.candidate.id, [{ name: 'chatId', value: String(chatA) }]), 400);
    expectError(
      await upload(f.adminB.id, [
        { name: 'chatId', value: String(chatA) },
        { name: 'file', filename: 'cv.pdf', data: sampleFiles.pdf },
      ]),
      404,
    );
    expectError(await upload(undefined, [{ name: 'chatId', value: String(chatA) }]), 401);
    expect(stored()).toBe(before);
  });

  it('lists and reads messages of the chats in reach only (GET /message, /message/{id})', async () => {
    const mine = await t.request({
      method: 'GET',
      url: `/api/message?where[chatId]=${chatA}`,
      as: f.adminA.id,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const rows = mine.json().data as Array<{ id: number; chatId: number; attachmentName: string | null }>;
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.chatId === chatA)).toBe(true);
    expect(rows.map((r) => r.attachmentName)).toContain('cv carla.pdf');
    expect(rows[0]).not.toHaveProperty('attachmentKey');
    const foreign = await t.request({
      method: 'GET',
      url: `/api/message?where[chatId]=${chatA}`,
      as: f.adminB.id,
    });
    expect(foreign.json().data).toEqual([]);
    expect(
      (await t.request({ method: 'GET', url: `/api/message/${rows[0]!.id}`, as: f.candidate.id })).statusCode,
    ).toBe(200);
    expectError(await t.request({ method: 'GET', url: `/api/message/${rows[0]!.id}`, as: f.adminB.id }), 404);
  });

  it('moves the read mark exactly (PATCH /last-message/{chatId}) and marks a chat unread (DELETE)', async () => {
    const thread = (
      await t.request({ method: 'GET', url: `/api/chat/${f.companyA.id}`, as: f.candidate.id })
    ).json().data as Array<{ id: number; mine: boolean }>;
    const theirs = thread.filter((m) => !m.mine).map((m) => m.id);
    expect(theirs).toHaveLength(2);
    const unread = async () =>
      (
        (await t.request({ method: 'GET', url: '/api/chat', as: f.candidate.id })).json().data as Array<{
          chatId: number;
          unreadCount: number;
        }>
      ).find((c) => c.chatId === chatA)!.unreadCount;
    const read = await t.request({
      method: 'POST',
      url: '/api/last-message',
      as: f.candidate.id,
      payload: { chatId: chatA, messageId: theirs[1] },
    });
    expect(read.json().data.unreadCount).toBe(0);
    const back = await t.request({
      method: 'PATCH',
      url: `/api/last-message/${chatA}`,
      as: f.candidate.id,
      payload: { messageId: theirs[0] },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toEqual({ chatId: chatA, messageId: theirs[0], unreadCount: 1 });
    expect(await unread()).toBe(1);
    await t.request({
      method: 'PATCH',
      url: `/api/last-message/${chatA}`,
      as: f.candidate.id,
      payload: { messageId: theirs[1] },
    });
    expect(await unread()).toBe(0);
    const unmark = await t.request({
      method: 'DELETE',
      url: `/api/last-message/${chatA}`,
      as: f.candidate.id,
    });
    expect(unmark.statusCode).toBe(204);
    expect(await unread()).toBe(1);
    expectError(
      await t.request({
        method: 'PATCH',
        url: `/api/last-message/${chatA}`,
        as: f.adminB.id,
        payload: { messageId: theirs[0] },
      }),
      404,
    );
    expectError(
      await t.request({ method: 'DELETE', url: `/api/last-message/${chatA}`, as: f.adminB.id }),
      404,
    );
    expectError(
      await t.request({
        method: 'PATCH',
        url: `/api/last-message/${chatA}`,
        as: f.candidate.id,
        payload: { messageId: 999_999 },
      }),
      400,
    );
  });

  it('makes one chat of two simultaneous POST /chat', async () => {
    const newcomer = await createCandidate(t.db, {
      firstname: 'Nora',
      lastname: 'Nuova',
      roleId: RoleId.user,
    });
    await createApplication(t.db, {
      jobId: f.jobA1.id,
      userId: newcomer.id,
      jobApplicationStatusId: f.columnsA1[0]!.id,
    });
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        t.request({
          method: 'POST',
          url: '/api/chat',
          as: f.adminA.id,
          payload: { candidateUserId: newcomer.id },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
  });
});
