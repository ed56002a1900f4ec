import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationProfileSnapshotSchema, boardPayloadSchema } from '@hiring/domain';
import * as t from '../src/db/schema/index.js';
import { configuredStorage, type FileStorage } from '../src/modules/files/storage.js';
import { anonymiseCompanyCandidate } from '../src/modules/privacy/anonymise-company-candidate.js';
import { removeFreedFiles } from '../src/modules/privacy/remove-freed-files.js';
import { useTestApp } from './helpers.js';
import { candidateWithTwoCompanies, stored } from './privacy-retention-support.js';

const NOW = new Date('2030-06-01T02:00:00Z');

describe('anonymiseCompanyCandidate', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'privacy-anonymise-'));
  const ctx = useTestApp({ dataDir });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  let storage: FileStorage;
  let s: Awaited<ReturnType<typeof candidateWithTwoCompanies>>;
  beforeAll(async () => {
    storage = configuredStorage(ctx.config);
    s = await candidateWithTwoCompanies(ctx, storage);
    // A video interview for A (only A holds it) and the introduction as sent, still Sara's live one.
    const video = async (purpose: string) => {
      const key = `${purpose}/${randomUUID()}.webm`;
      await storage.write(key, Buffer.from(key));
      const [row] = await ctx.db
        .insert(t.video)
        .values({
          userId: s.sara.id,
          purpose,
          fileKey: key,
          fileName: 'me.webm',
          mimeType: 'video/webm',
          size: 9,
        })
        .returning();
      return row!;
    };
    interview = await video('applicationVideoInterview');
    intro = await video('videoIntroduction');
    await ctx.db
      .insert(t.videoInterview)
      .values({ applicationId: s.applicationA, userId: s.sara.id, videoId: interview.id });
    await ctx.db.insert(t.videoIntroduction).values({
      userId: s.sara.id,
      videoId: intro.id,
      fileKey: intro.fileKey,
      fileName: 'me.webm',
      mimeType: 'video/webm',
      size: 9,
    });
    await ctx.db
      .update(t.applicationUserDetail)
      .set({ videoId: intro.id })
      .where(eq(t.applicationUserDetail.applicationId, s.applicationA));
  });
  let interview: typeof t.video.$inferSelect;
  let intro: typeof t.video.$inferSelect;

  const board = async (jobId: number, as: number) => {
    const res = await ctx.request({ method: 'GET', url: `/api/board/${jobId}`, as });
    expect(res.statusCode, res.body).toBe(200);
    return boardPayloadSchema.parse(res.json().data);
  };

  it('in erasure mode scrubs company A’s copy and keeps the user ids (the caller anonymises the user)', async () => {
    // Read once so the board is cached: the change must show through the cache.
    expect((await board(s.jobA1.id, s.adminA.id)).applications[0]!.candidate.firstname).toBe('Sara');
    const version = async () =>
      (await ctx.db.select({ v: t.job.boardVersion }).from(t.job).where(eq(t.job.id, s.jobA1.id)))[0]!.v;
    const before = await version();
    const result = await ctx.db.transaction((tx) =>
      anonymiseCompanyCandidate(tx, {
        companyId: s.companyA.id,
        candidateUserId: s.sara.id,
        mode: 'erasure',
        now: NOW,
      }),
    );
    expect(result.tombstoneUserId).toBeNull();
    // No user id changed, so no trigger fired: the board's version is bumped all the same.
    expect(await version()).toBeGreaterThan(before);
    expect(result.counts).toMatchObject({
      application: 1,
      application_user_detail: 1,
      application_user_curriculum: 1,
      application_note: 1,
      application_question: 1,
      application_step: 2, // the applied step (by Sara) and the note
      meeting: 1,
      chat: 1,
      message: 2,
      saved_user: 1,
      job_invitation: 1,
    });
    expect(result.counts.consent).toBeUndefined();
    expect(result.counts.video_interview).toBe(1);
    expect(result.fileKeys.sort()).toEqual([s.attachmentA, s.cv1, interview.fileKey, intro.fileKey].sort());
    const [app] = await ctx.db.select().from(t.application).where(eq(t.application.id, s.applicationA));
    expect(app!.userId).toBe(s.sara.id);
    expect(app!.anonymisedAt).toEqual(NOW);
    const [detail] = await ctx.db
      .select()
      .from(t.applicationUserDetail)
      .where(eq(t.applicationUserDetail.applicationId, s.applicationA));
    const data = applicationProfileSnapshotSchema.parse(detail!.data);
    expect(JSON.stringify(data)).not.toMatch(/Sara|Scatto|Data analyst|347|Milano|cv-1/);
    // B's copy is untouched.
    const messagesB = await ctx.db.select().from(t.message).where(eq(t.message.chatId, s.chatB));
    expect(messagesB.map((m) => m.body)).toContain('Here is my payslip');
    const b = await board(s.jobB1.id, s.adminB.id);
    expect(b.applications[0]!.candidate.firstname).toBe('Sara');
    await removeFreedFiles(ctx.db, storage, result.fileKeys);
    expect(await stored(storage, s.cv1)).toBe(false);
    expect(await stored(storage, s.attachmentA)).toBe(false);
    expect(await stored(storage, s.cv2)).toBe(true);
    expect(await stored(storage, s.attachmentB)).toBe(true);
    // The interview video goes (row marked deleted); the live introduction stays.
    expect(await stored(storage, interview.fileKey)).toBe(false);
    expect(await stored(storage, intro.fileKey)).toBe(true);
    const videos = await ctx.db
      .select({ id: t.video.id, deletedAt: t.video.deletedAt })
      .from(t.video)
      .where(inArray(t.video.id, [interview.id, intro.id]));
    expect(new Map(videos.map((v) => [v.id, v.deletedAt !== null]))).toEqual(
      new Map([
        [interview.id, true],
        [intro.id, false],
      ]),
    );
    const left = await ctx.db
      .select()
      .from(t.applicationNote)
      .where(inArray(t.applicationNote.applicationId, [s.applicationA]));
    expect(left).toHaveLength(0);
  });
});
