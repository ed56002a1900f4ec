import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RoleId } from '@hiring/domain';
import * as t from '../src/db/schema/index.js';
import { createCandidate, setCandidatePreference } from '../src/db/seed/factories.js';
import { expectError } from './candidates-support.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';
import { attachInterview, storeVideo, tempDataDir, videoRow } from './video-support.js';

/**
 * Who may see a video (video-access.ts): the candidate who sent it; staff of a company whose
 * application uses it (snapshot, video interview, answered question); staff who see the candidate's
 * profile, for the live introduction. Everyone else: 404, as for a missing id; nobody signed in: 401.
 */
const ctx = useTestApp({}, { DATA_DIR: tempDataDir() });
let f: Awaited<ReturnType<typeof twoCompanies>>;
let other: { id: number };
const bytes = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, ...Buffer.from('a video as sent')]);

beforeAll(async () => {
  f = await twoCompanies(ctx.db);
  other = await createCandidate(ctx.db, { firstname: 'Otto', lastname: 'Altro', roleId: RoleId.user });
});

const get = (url: string, as?: number) => ctx.request({ method: 'GET', url: `/api${url}`, as });

/** Every video read of one id, as one caller: all 200, or all 404. */
async function expectSeen(videoId: number, as: number, seen: boolean) {
  for (const url of [`/video/${videoId}`, `/video/${videoId}/url`]) {
    const res = await get(url, as);
    if (seen) expect(res.statusCode, `${url} as ${as}: ${res.body}`).toBe(200);
    else expectError(res, 404);
  }
  // No thumbnail yet: a caller who sees the video hears so, anyone else that there is no video.
  const thumb = await get(`/video/${videoId}/thumb`, as);
  expectError(thumb, 404);
  expect(thumb.json().message).toBe(
    seen ? `video ${videoId} has no thumbnail yet` : `video ${videoId} not found`,
  );
  const listed = await get(`/video?where[id]=${videoId}`, as);
  expect(listed.statusCode, listed.body).toBe(200);
  expect(listed.json().data).toHaveLength(seen ? 1 : 0);
  for (const resource of ['video-encoding', 'video-encoded']) {
    const rows = await get(`/${resource}?where[videoId]=${videoId}`, as);
    expect(rows.statusCode, rows.body).toBe(200);
    if (!seen) expect(rows.json().data).toEqual([]);
  }
  const runs = await get(`/video-encoding?where[videoId]=${videoId}`, as);
  expect(runs.json().data).toHaveLength(seen ? 1 : 0);
}

describe('who sees a video', () => {
  it('a video interview: the candidate and the staff of the application’s company only', async () => {
    const id = await storeVideo(ctx, f.candidate.id, bytes);
    await attachInterview(ctx.db, f.applicationA.id, f.candidate.id, id);
    await expectSeen(id, f.candidate.id, true);
    await expectSeen(id, f.adminA.id, true);
    await expectSeen(id, f.adminB.id, false);
    await expectSeen(id, other.id, false);
    await expectSeen(id, f.loner.id, false);
    for (const url of [`/video/${id}`, `/video/${id}/url`, `/video/${id}/thumb`, '/video', '/video-encoded'])
      expectError(await get(url), 401);
  });

  it('a video nothing uses yet: its candidate only', async () => {
    const id = await storeVideo(ctx, f.candidate.id, bytes, 'video');
    await expectSeen(id, f.candidate.id, true);
    await expectSeen(id, f.adminA.id, false);
  });

  it('the video introduction of an application’s snapshot: the company of the application', async () => {
    const id = await storeVideo(ctx, other.id, bytes, 'video');
    const [existing] = await ctx.db
      .select()
      .from(t.applicationUserDetail)
      .where(eq(t.applicationUserDetail.applicationId, f.applicationA.id));
    if (existing)
      await ctx.db
        .update(t.applicationUserDetail)
        .set({ videoId: id })
        .where(eq(t.applicationUserDetail.id, existing.id));
    else
      await ctx.db
        .insert(t.applicationUserDetail)
        .values({ applicationId: f.applicationA.id, data: {}, videoId: id });
    await expectSeen(id, f.adminA.id, true);
    await expectSeen(id, f.adminB.id, false);
  });

  it('a video answer: once the question of an application is answered with it', async () => {
    const id = await storeVideo(ctx, f.candidate.id, bytes, 'video');
    const original = await videoRow(ctx.db, id);
    const [answer] = await ctx.db
      .insert(t.videoAnswer)
      .values({
        userId: f.candidate.id,
        fileKey: original.fileKey,
        fileName: original.fileName,
        mimeType: original.mimeType,
        size: original.size,
        videoId: id,
      })
      .returning();
    const [question] = await ctx.db
      .insert(t.applicationQuestion)
      .values({ applicationId: f.applicationA.id, text: 'Perché noi?', videoAnswerId: answer!.id })
      .returning();
    await expectSeen(id, f.adminA.id, false);
    await ctx.db
      .update(t.applicationQuestion)
      .set({ answeredAt: new Date() })
      .where(eq(t.applicationQuestion.id, question!.id));
    await expectSeen(id, f.adminA.id, true);
    await expectSeen(id, f.adminB.id, false);
  });

  it('a live video introduction: whoever sees the candidate’s profile', async () => {
    const hidden = await createCandidate(ctx.db, {
      firstname: 'Ida',
      lastname: 'Intro',
      roleId: RoleId.user,
    });
    await setCandidatePreference(ctx.db, hidden.id, { searchable: false });
    const id = await storeVideo(ctx, hidden.id, bytes, 'video');
    const original = await videoRow(ctx.db, id);
    const [intro] = await ctx.db
      .insert(t.videoIntroduction)
      .values({
        userId: hidden.id,
        fileKey: original.fileKey,
        fileName: original.fileName,
        mimeType: original.mimeType,
        size: original.size,
        videoId: id,
      })
      .returning();
    // Not searchable and applied nowhere: nobody but her.
    await expectSeen(id, f.adminA.id, false);
    await expectSeen(id, hidden.id, true);
    await setCandidatePreference(ctx.db, hidden.id, { searchable: true });
    await expectSeen(id, f.adminA.id, true);
    await expectSeen(id, f.adminB.id, true);
    // A replaced (deleted) introduction is no longer shown to companies.
    await ctx.db
      .update(t.videoIntroduction)
      .set({ deletedAt: new Date() })
      .where(eq(t.videoIntroduction.id, intro!.id));
    await expectSeen(id, f.adminA.id, false);
    await expectSeen(id, hidden.id, true);
  });

  it('a deleted video: nobody', async () => {
    const id = await storeVideo(ctx, f.candidate.id, bytes);
    await attachInterview(ctx.db, f.applicationA.id, f.candidate.id, id);
    await ctx.db.update(t.video).set({ deletedAt: new Date() }).where(eq(t.video.id, id));
    await expectSeen(id, f.candidate.id, false);
    await expectSeen(id, f.adminA.id, false);
  });

  it('a bad id is a 400, an unknown one a 404', async () => {
    expectError(await get('/video/abc/url', f.candidate.id), 400);
    expectError(await get('/video/0/thumb', f.candidate.id), 400);
    expectError(await get('/video/2147483647/url', f.candidate.id), 404);
  });
});
