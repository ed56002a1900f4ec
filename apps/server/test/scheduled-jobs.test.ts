import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChat } from '../src/db/seed/factories.js';
import {
  applicationStepType,
  cronRun,
  message,
  noticeUpdate,
  refreshToken,
  session,
} from '../src/db/schema/index.js';
import { startSession } from '../src/modules/auth/sessions.js';
import { localDiskStorage } from '../src/modules/files/storage.js';
import type { CronContext, CronJob } from '../src/modules/scheduled/cron-job.js';
import { runCronSlot } from '../src/modules/scheduled/cron-runner.js';
import { pruneUpdatesJob } from '../src/modules/scheduled/prune-updates.job.js';
import { safeDeleteJob } from '../src/modules/scheduled/safe-delete.job.js';
import { stepIdMapJob } from '../src/modules/scheduled/step-id-map.job.js';
import { updateCronJob } from '../src/modules/scheduled/update-cron.job.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';
import { insertMeeting, stepsOf } from './interviews-support.js';

const quiet = { info() {}, warn() {}, error() {}, debug() {} } as never;
const DAY = 86_400_000;

/** Each job's effect, run twice for the same time (idempotent), and the once-per-slot rule of cron_run. */
describe('scheduled jobs', () => {
  const t = useTestApp();
  const filesDir = mkdtempSync(join(tmpdir(), 'cron-files-'));
  const storage = localDiskStorage(filesDir);
  /** The time the jobs run for: passed explicitly, never read from the clock inside a job. */
  const now = new Date(Date.now());
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const ctx = (): CronContext => ({ db: t.db, now, storage, log: quiet, config: t.config });
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  let slotCounter = 0;
  const run = (job: CronJob) => runCronSlot(job, `test:${slotCounter++}`, ctx());

  beforeAll(async () => {
    f = await twoCompanies(t.db);
  });
  afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

  it('safeDelete erases messages withdrawn 30+ days ago with their files, and ended sessions; twice = once', async () => {
    const oldKey = `chat/${randomUUID()}.pdf`;
    const sharedKey = `chat/${randomUUID()}.pdf`;
    const recentKey = `chat/${randomUUID()}.pdf`;
    for (const key of [oldKey, sharedKey, recentKey]) await storage.write(key, Buffer.from('%PDF-1.4 test'));
    const chat = await createChat(
      t.db,
      { companyId: f.companyA.id, candidateUserId: f.candidate.id, userId: f.adminA.id, jobId: f.jobA1.id },
      [],
    );
    const attachment = (key: string) => ({
      attachmentKey: key,
      attachmentName: 'cv.pdf',
      attachmentMimeType: 'application/pdf',
      attachmentSize: 13,
    });
    const rows = await t.db
      .insert(message)
      .values([
        {
          chatId: chat.id,
          senderUserId: f.candidate.id,
          body: 'vecchio',
          deletedAt: ago(40),
          ...attachment(oldKey),
        },
        {
          chatId: chat.id,
          senderUserId: f.candidate.id,
          body: 'condiviso',
          deletedAt: ago(40),
          ...attachment(sharedKey),
        },
        { chatId: chat.id, senderUserId: f.adminA.id, body: 'inoltrato', ...attachment(sharedKey) },
        {
          chatId: chat.id,
          senderUserId: f.candidate.id,
          body: 'recente',
          deletedAt: ago(10),
          ...attachment(recentKey),
        },
      ])
      .returning({ id: message.id });
    const ended = await startSession({ db: t.db, config: t.config, userId: f.loner.id });
    const recent = await startSession({ db: t.db, config: t.config, userId: f.loner.id });
    await t.db
      .update(session)
      .set({ revokedAt: ago(31) })
      .where(eq(session.id, ended.sessionId));
    await t.db
      .update(session)
      .set({ revokedAt: ago(5) })
      .where(eq(session.id, recent.sessionId));

    const first = await run(safeDeleteJob);
    expect(first).toMatchObject({
      status: 'done',
      detail: { messagesErased: 2, filesRemoved: 1, sessionsRemoved: 1, refreshTokensRemoved: 1 },
    });
    const after = await t.db
      .select()
      .from(message)
      .where(
        inArray(
          message.id,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(message.id);
    expect(after.map((m) => [m.body, m.attachmentKey])).toEqual([
      ['', null],
      ['', null],
      ['inoltrato', sharedKey],
      ['recente', recentKey],
    ]);
    expect(await storage.size(oldKey)).toBeNull();
    expect(await storage.size(sharedKey)).toBe(13);
    expect(await storage.size(recentKey)).toBe(13);
    expect(await t.db.select().from(session).where(eq(session.id, ended.sessionId))).toEqual([]);
    expect(await t.db.select().from(refreshToken).where(eq(refreshToken.sessionId, ended.sessionId))).toEqual(
      [],
    );
    expect(await t.db.select().from(session).where(eq(session.id, recent.sessionId))).toHaveLength(1);

    const second = await run(safeDeleteJob);
    expect(second).toMatchObject({
      status: 'done',
      detail: { messagesErased: 0, filesRemoved: 0, sessionsRemoved: 0 },
    });
    expect(
      await t.db
        .select()
        .from(message)
        .where(
          inArray(
            message.id,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(message.id),
    ).toEqual(after);
  });

  it('safeDelete still erases a message whose file the storage refuses, and counts the file as failed', async () => {
    const chat = await createChat(
      t.db,
      { companyId: f.companyB.id, candidateUserId: f.candidate.id, userId: f.adminB.id, jobId: f.jobB1.id },
      [],
    );
    const [row] = await t.db
      .insert(message)
      .values({
        chatId: chat.id,
        senderUserId: f.candidate.id,
        body: 'rotto',
        deletedAt: ago(45),
        attachmentKey: '../not-a-key',
        attachmentName: 'x.pdf',
        attachmentMimeType: 'application/pdf',
        attachmentSize: 1,
      })
      .returning();
    expect(await run(safeDeleteJob)).toMatchObject({
      status: 'done',
      detail: { messagesErased: 1, filesRemoved: 0, filesFailed: 1 },
    });
    const [after] = await t.db.select().from(message).where(eq(message.id, row!.id));
    expect(after).toMatchObject({ body: '', attachmentKey: null, attachmentName: null });
  });

  it('prune-updates deletes updates seen 90+ days ago and unseen ones 365+ days old; twice = once', async () => {
    const base = {
      companyId: f.companyA.id,
      recipientUserId: f.adminA.id,
      itemClass: 'APPL',
      itemId: f.applicationA.id,
      jobId: f.jobA1.id,
      applicationId: f.applicationA.id,
    };
    const rows = await t.db
      .insert(noticeUpdate)
      .values([
        { ...base, message: 'seen-old', createdAt: ago(120), seenAt: ago(100) },
        { ...base, message: 'seen-recent', createdAt: ago(120), seenAt: ago(10) },
        { ...base, message: 'unseen-old', createdAt: ago(400) },
        { ...base, message: 'unseen-recent', createdAt: ago(100) },
      ])
      .returning({ id: noticeUpdate.id });
    const left = () =>
      t.db
        .select({ message: noticeUpdate.message })
        .from(noticeUpdate)
        .where(
          inArray(
            noticeUpdate.id,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(noticeUpdate.id);
    expect(await run(pruneUpdatesJob)).toMatchObject({ status: 'done', detail: { updatesRemoved: 2 } });
    expect(await left()).toEqual([{ message: 'seen-recent' }, { message: 'unseen-recent' }]);
    expect(await run(pruneUpdatesJob)).toMatchObject({ status: 'done', detail: { updatesRemoved: 0 } });
    expect(await left()).toHaveLength(2);
  });

  it('updateCron reminds interviews starting within 30 minutes and completes past ones; twice = once', async () => {
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    const interview = (recruiterUserId: number, startsAt: Date) =>
      insertMeeting(t.db, {
        companyId: f.companyA.id,
        applicationId: f.applicationA.id,
        jobId: f.jobA1.id,
        recruiterUserId,
        candidateUserId: f.candidate.id,
        meetingTypeId: 2,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 15 * 60_000),
        status: 'confirmed',
      });
    const soon = await interview(f.adminA.id, at(20));
    const past = await interview(f.assistantA.id, at(-60));
    expect(await run(updateCronJob)).toMatchObject({ status: 'done', detail: { reminded: 1, completed: 1 } });
    expect(await run(updateCronJob)).toMatchObject({ status: 'done', detail: { reminded: 0, completed: 0 } });
    expect((await stepsOf(t.db, soon.id)).map((s) => s.key)).toEqual(['interview-starting']);
    expect((await stepsOf(t.db, past.id)).map((s) => s.key)).toEqual(['interview-completed']);
  });

  it('getStepIdMap answers every step type key with its id', async () => {
    const types = await t.db.select().from(applicationStepType);
    const outcome = await run(stepIdMapJob);
    if (outcome.status !== 'done') throw new Error(`getStepIdMap: ${outcome.status}`);
    const map = outcome.detail.stepIds as Record<string, number>;
    expect(Object.keys(map)).toHaveLength(types.length);
    for (const type of types) expect(map[type.key]).toBe(type.id);
    expect(map.applied).toEqual(expect.any(Number));
  });

  it('runs a slot once when two instances race for it: one run row, one effect', async () => {
    let effects = 0;
    const counting: CronJob = {
      name: 'test-counting',
      schedule: '* * * * *',
      description: 'counts its runs',
      async run() {
        effects++;
        return { effects };
      },
    };
    const slot = '2030-01-01T00:00:00.000Z';
    const outcomes = await Promise.all([
      runCronSlot(counting, slot, ctx(), 'instance-a'),
      runCronSlot(counting, slot, ctx(), 'instance-b'),
      runCronSlot(counting, slot, ctx(), 'instance-c'),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['done', 'skipped', 'skipped']);
    expect(effects).toBe(1);
    const runs = await t.db.select().from(cronRun).where(eq(cronRun.job, 'test-counting'));
    expect(runs).toEqual([
      expect.objectContaining({ slot, status: 'done', detail: { effects: 1 }, finishedAt: expect.any(Date) }),
    ]);
    expect(['instance-a', 'instance-b', 'instance-c']).toContain(runs[0]!.instance);
    expect(await runCronSlot(counting, slot, ctx(), 'instance-d')).toEqual({ status: 'skipped' });
    expect(effects).toBe(1);
  });

  it('records a failing run as failed, with the error', async () => {
    const failing: CronJob = {
      name: 'test-failing',
      schedule: null,
      description: 'always fails',
      run: () => Promise.reject(new Error('disk full')),
    };
    const outcome = await runCronSlot(failing, 'test:fail', ctx());
    expect(outcome).toMatchObject({ status: 'failed', detail: { error: 'disk full' } });
    const [row] = await t.db.select().from(cronRun).where(eq(cronRun.job, 'test-failing'));
    expect(row).toMatchObject({
      status: 'failed',
      detail: { error: 'disk full' },
      finishedAt: expect.any(Date),
    });
  });
});
