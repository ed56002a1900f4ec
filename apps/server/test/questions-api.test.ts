import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepTypeByKey } from '@hiring/domain';
import { createApplication, createCandidate } from '../src/db/seed/factories.js';
import * as schema from '../src/db/schema/index.js';
import { resultRows } from '../src/modules/search/result-rows.js';
import { expectError, fileUpload, sampleFiles } from './candidates-support.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';
import { sampleVideos } from './questions-media.js';

const dataDir = mkdtempSync(join(tmpdir(), 'questions-'));
const t = useTestApp({ dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

let f: Awaited<ReturnType<typeof twoCompanies>>;
let other: number;
let otherApplication: number;
beforeAll(async () => {
  f = await twoCompanies(t.db);
  other = (await createCandidate(t.db, { firstname: 'Olga', lastname: 'Altra' })).id;
  otherApplication = (await createApplication(t.db, { jobId: f.jobA1.id, userId: other })).id;
});

/** The steps of an application by key, oldest first. */
async function stepsOf(applicationId: number) {
  const rows = await t.db
    .select({ typeId: schema.applicationStep.applicationStepTypeId, userId: schema.applicationStep.userId })
    .from(schema.applicationStep)
    .where(eq(schema.applicationStep.applicationId, applicationId))
    .orderBy(asc(schema.applicationStep.id));
  const keyOf = new Map([...stepTypeByKey.values()].map((s) => [s.id as number, s.key as string]));
  return rows.map((r) => ({ key: keyOf.get(r.typeId)!, userId: r.userId }));
}

/** The STEP notices of an application, as recipient and message. */
async function stepNotices(applicationId: number) {
  return t.db
    .select({ to: schema.noticeUpdate.recipientUserId, message: schema.noticeUpdate.message })
    .from(schema.noticeUpdate)
    .where(
      and(eq(schema.noticeUpdate.itemClass, 'STEP'), eq(schema.noticeUpdate.applicationId, applicationId)),
    )
    .orderBy(asc(schema.noticeUpdate.id));
}

const send = (as: number, body: unknown) =>
  t.request({ method: 'POST', url: '/api/application-question', as, payload: body as object });
const answer = (as: number, id: number, body: unknown) =>
  t.request({ method: 'PATCH', url: `/api/application-question/${id}`, as, payload: body as object });
const viewed = (as: number, applicationId: number) =>
  t.request({ method: 'PATCH', url: `/api/application-question/viewed/${applicationId}`, as });
const listFor = (as: number, applicationId: number) =>
  t.request({ method: 'GET', url: `/api/application-question?where[applicationId]=${applicationId}`, as });
const uploadVideo = (as: number, name: string, data: Buffer, type?: string) =>
  t.request({ method: 'POST', url: '/api/video-answer', as, ...fileUpload(name, data, type) });

describe('sending questions', () => {
  let sent: Array<{ id: number; text: string; questionId: number | null }>;

  it('sends catalogue and own questions: the rows, a qa-request step and STEP notices', async () => {
    const res = await send(f.adminA.id, {
      applicationId: f.applicationA.id,
      questions: [{ questionId: 1 }, { text: '  Perché vuole lavorare con noi?  ' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    sent = res.json().data;
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({
      applicationId: f.applicationA.id,
      questionId: 1,
      askedByUserId: f.adminA.id,
      answerText: null,
      answeredAt: null,
      viewedAt: null,
    });
    // The catalogue's Italian wording (the asker's language), copied: the catalogue may change later.
    expect(sent[0]!.text).toMatch(/^Mi racconti di una volta/);
    expect(sent[1]).toMatchObject({ questionId: null, text: 'Perché vuole lavorare con noi?' });
    expect(await stepsOf(f.applicationA.id)).toEqual([{ key: 'qa-request', userId: f.adminA.id }]);
    // The candidate is told; the job's team too, but not the one who sent them.
    expect(await stepNotices(f.applicationA.id)).toEqual([
      { to: f.candidate.id, message: 'Domande inviate' },
    ]);
  });

  it('copies the catalogue text in the language of the asker', async () => {
    await t.db.update(schema.user).set({ lang: 'en' }).where(eq(schema.user.id, f.adminB.id));
    const res = await send(f.adminB.id, { applicationId: f.applicationB.id, questions: [{ questionId: 1 }] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data[0].text).toMatch(/^Tell me about a time/);
  });

  it('hides another company’s application (404), whatever the call', async () => {
    const body = { applicationId: f.applicationA.id, questions: [{ text: 'Ciao?' }] };
    expectError(await send(f.adminB.id, body), 404);
    expectError(await viewed(f.adminB.id, f.applicationA.id), 404);
    const list = await listFor(f.adminB.id, f.applicationA.id);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([]);
    expectError(
      await t.request({ method: 'GET', url: `/api/application-question/${sent[0]!.id}`, as: f.adminB.id }),
      404,
    );
    expect(await stepsOf(f.applicationA.id)).toHaveLength(1);
  });

  it('refuses bad requests with 400 and candidates with 403', async () => {
    const to = f.applicationA.id;
    expectError(await send(f.adminA.id, { applicationId: to, questions: [] }), 400);
    const many = Array.from({ length: 21 }, (_, i) => ({ text: `Domanda ${i}?` }));
    expectError(await send(f.adminA.id, { applicationId: to, questions: many }), 400);
    expectError(await send(f.adminA.id, { applicationId: to, questions: [{ text: '   ' }] }), 400);
    expectError(
      await send(f.adminA.id, { applicationId: to, questions: [{ questionId: 1, text: 'x' }] }),
      400,
    );
    const unknown = expectError(
      await send(f.adminA.id, { applicationId: to, questions: [{ questionId: 999_999 }] }),
      400,
    );
    expect(unknown.message).toBe('questions: no catalogue question 999999');
    expectError(await send(f.candidate.id, { applicationId: to, questions: [{ text: 'Io?' }] }), 403);
    expect(await stepsOf(to)).toHaveLength(1);
  });

  it('lets a candidate read only their own applications’ questions', async () => {
    const own = await listFor(f.candidate.id, f.applicationA.id);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.map((q: { id: number }) => q.id)).toEqual(sent.map((q) => q.id));
    const foreign = await listFor(other, f.applicationA.id);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json().data).toEqual([]);
    expectError(
      await t.request({ method: 'GET', url: `/api/application-question/${sent[0]!.id}`, as: other }),
      404,
    );
    expectError(await answer(other, sent[0]!.id, { answerText: 'Non mia' }), 404);
  });

  it('never lets staff answer', async () => {
    expectError(await answer(f.adminA.id, sent[0]!.id, { answerText: 'Rispondo io' }), 403);
  });
});

describe('answering', () => {
  let questions: Array<{ id: number }>;
  let webmId: number;
  let mp4Id: number;

  beforeAll(async () => {
    questions = (await listFor(f.candidate.id, f.applicationA.id)).json().data;
  });

  it('takes video answers (WebM, MP4) and refuses anything else with 415', async () => {
    const webm = await uploadVideo(f.candidate.id, 'risposta.webm', sampleVideos.webm, 'video/webm');
    expect(webm.statusCode, webm.body).toBe(201);
    webmId = webm.json().data.id;
    expect(webm.json().data).toMatchObject({
      fileName: 'risposta.webm',
      mimeType: 'video/webm',
      size: sampleVideos.webm.length,
      url: `/video-answer/${webmId}/file`,
    });
    const mp4 = await uploadVideo(f.candidate.id, 'risposta.mp4', sampleVideos.mp4);
    expect(mp4.statusCode, mp4.body).toBe(201);
    expect(mp4.json().data.mimeType).toBe('video/mp4');
    mp4Id = mp4.json().data.id;
    expectError(await uploadVideo(f.candidate.id, 'cv.pdf', sampleFiles.pdf, 'application/pdf'), 415);
    expectError(await uploadVideo(f.candidate.id, 'finto.webm', sampleFiles.text, 'video/webm'), 415);
    expectError(await uploadVideo(f.adminA.id, 'staff.webm', sampleVideos.webm), 403);
    const own = await t.request({ method: 'GET', url: '/api/video-answer', as: f.candidate.id });
    expect(
      own
        .json()
        .data.map((v: { id: number }) => v.id)
        .sort(),
    ).toEqual([webmId, mp4Id].sort());
  });

  it('refuses a video answer of someone else (404) and an empty answer (400)', async () => {
    const olga = await uploadVideo(other, 'olga.webm', sampleVideos.webm);
    expect(olga.statusCode).toBe(201);
    expectError(await answer(f.candidate.id, questions[0]!.id, { videoAnswerId: olga.json().data.id }), 404);
    expectError(await answer(f.candidate.id, questions[0]!.id, { answerText: '  ' }), 400);
    expectError(await answer(f.candidate.id, questions[0]!.id, {}), 400);
  });

  it('writes qa-sent once, when the last open question is answered', async () => {
    const first = await answer(f.candidate.id, questions[0]!.id, { answerText: 'Ho usato una metafora.' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ answerText: 'Ho usato una metafora.', videoAnswerId: null });
    expect(first.json().data.answeredAt).not.toBeNull();
    expect((await stepsOf(f.applicationA.id)).map((s) => s.key)).toEqual(['qa-request']);

    const second = await answer(f.candidate.id, questions[1]!.id, { videoAnswerId: webmId });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toMatchObject({ videoAnswerId: webmId, answerText: null });
    // Correcting an answer before it is read does not send the answers again.
    const again = await answer(f.candidate.id, questions[0]!.id, { answerText: 'Con un disegno.' });
    expect(again.statusCode).toBe(200);
    expect(await stepsOf(f.applicationA.id)).toEqual([
      { key: 'qa-request', userId: f.adminA.id },
      { key: 'qa-sent', userId: f.candidate.id },
    ]);
    // The job's team (here its owner, the company admin) hears of it; the candidate does not notify themself.
    expect((await stepNotices(f.applicationA.id)).slice(1)).toEqual([
      { to: f.adminA.id, message: 'Risposte inviate' },
    ]);
  });

  it('serves the video to its owner and to staff reaching the application, to nobody else', async () => {
    const url = `/api/video-answer/${webmId}/file`;
    for (const as of [f.candidate.id, f.adminA.id]) {
      const res = await t.request({ method: 'GET', url, as });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('video/webm');
      expect(res.rawPayload.equals(sampleVideos.webm)).toBe(true);
    }
    for (const as of [f.adminB.id, other, f.loner.id])
      expectError(await t.request({ method: 'GET', url, as }), 404);
    // An unused video answer stays private to its owner.
    expectError(
      await t.request({ method: 'GET', url: `/api/video-answer/${mp4Id}/file`, as: f.adminA.id }),
      404,
    );
  });

  it('keeps a video answer used in an answer (409) and deletes an unused one', async () => {
    expectError(
      await t.request({ method: 'DELETE', url: `/api/video-answer/${webmId}`, as: f.candidate.id }),
      409,
    );
    expectError(await t.request({ method: 'DELETE', url: `/api/video-answer/${mp4Id}`, as: other }), 404);
    const gone = await t.request({ method: 'DELETE', url: `/api/video-answer/${mp4Id}`, as: f.candidate.id });
    expect(gone.statusCode).toBe(204);
    expectError(
      await t.request({ method: 'GET', url: `/api/video-answer/${mp4Id}/file`, as: f.candidate.id }),
      404,
    );
  });

  it('marks the answers viewed the first time and writes qa-view once', async () => {
    const first = await viewed(f.adminA.id, f.applicationA.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ viewed: 2, stepWritten: true });
    const second = await viewed(f.adminA.id, f.applicationA.id);
    expect(second.json().data).toEqual({ viewed: 0, stepWritten: false });
    expect((await stepsOf(f.applicationA.id)).map((s) => s.key)).toEqual([
      'qa-request',
      'qa-sent',
      'qa-view',
    ]);
    expect((await stepNotices(f.applicationA.id)).slice(2)).toEqual([
      { to: f.candidate.id, message: 'Risposte viste' },
    ]);
    const list = (await listFor(f.candidate.id, f.applicationA.id)).json().data;
    expect(list.every((q: { viewedAt: string | null }) => q.viewedAt !== null)).toBe(true);
    // A read answer no longer changes.
    expectError(await answer(f.candidate.id, questions[0]!.id, { answerText: 'Ripensamento' }), 409);
    // Staff of another company cannot mark it, nor can the candidate.
    expectError(await viewed(f.candidate.id, f.applicationA.id), 403);
  });

  it('writes exactly one qa-sent when all the answers arrive at once', async () => {
    const texts = Array.from({ length: 12 }, (_, i) => ({ text: `Domanda ${i + 1}?` }));
    const res = await send(f.adminA.id, { applicationId: otherApplication, questions: texts });
    const asked = res.json().data as Array<{ id: number }>;
    const answers = await Promise.all(
      asked.map((q) => answer(other, q.id, { answerText: `Risposta ${q.id}.` })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(asked.map(() => 200));
    expect((await stepsOf(otherApplication)).map((s) => s.key)).toEqual(['qa-request', 'qa-sent']);
  });

  // The embedded database has one connection: a second transaction cannot wait there.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'makes an answer wait for the application’s row lock (what keeps qa-sent to one)',
    async () => {
      const [open] = (await listFor(f.candidate.id, f.applicationB.id)).json().data as Array<{ id: number }>;
      let holding!: () => void;
      let release!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      const holder = t.db.transaction(async (tx) => {
        // NO KEY UPDATE: the key-share locks of foreign-key checks pass, only a row lock of the answer waits.
        await tx.execute(sql`SELECT id FROM application WHERE id = ${f.applicationB.id} FOR NO KEY UPDATE`);
        holding();
        await released;
      });
      await held;
      const pending = answer(f.candidate.id, open!.id, { answerText: 'Dopo il lucchetto.' });
      const waiting = async () => {
        const rows = resultRows<{ n: number }>(
          await t.db.execute(
            sql`SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          ),
        );
        return rows[0]!.n;
      };
      await expect.poll(waiting, { timeout: 10_000 }).toBe(1);
      const [stored] = await t.db
        .select({ answeredAt: schema.applicationQuestion.answeredAt })
        .from(schema.applicationQuestion)
        .where(eq(schema.applicationQuestion.id, open!.id));
      expect(stored!.answeredAt).toBeNull();
      expect((await stepsOf(f.applicationB.id)).map((s) => s.key)).toEqual(['qa-request']);
      release();
      await holder;
      expect((await pending).statusCode).toBe(200);
      expect((await stepsOf(f.applicationB.id)).map((s) => s.key)).toEqual(['qa-request', 'qa-sent']);
    },
  );
});
