import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { CandidateDetail } from '@hiring/domain';
import * as t from '../src/db/schema/index.js';
import { DEMO_FILES_CANDIDATES, seedDemoFiles } from '../src/db/seed/demo-files.js';
import { seedDatabase } from '../src/db/seed/seed.js';
import { configuredStorage, readStoredBytes } from '../src/modules/files/storage.js';
import { useTestApp } from './helpers.js';

const dataDir = mkdtempSync(join(tmpdir(), 'demo-files-'));
const countExpr = sql<number>`count(*)::int`;

describe('demo files', () => {
  const ctx = useTestApp({ dataDir });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const counts = async () => ({
    cvs: (await ctx.db.select({ n: countExpr }).from(t.userCurriculum))[0]!.n,
    certificates: (await ctx.db.select({ n: countExpr }).from(t.userCertificate))[0]!.n,
    introductions: (await ctx.db.select({ n: countExpr }).from(t.videoIntroduction))[0]!.n,
    videos: (await ctx.db.select({ n: countExpr }).from(t.video))[0]!.n,
    snapshots: (await ctx.db.select({ n: countExpr }).from(t.applicationUserDetail))[0]!.n,
    sentCvs: (await ctx.db.select({ n: countExpr }).from(t.applicationUserCurriculum))[0]!.n,
  });

  it('gives applicants of the demo company a CV, a certificate and a video introduction, sent with their applications, once', async () => {
    const storage = configuredStorage(ctx.config);
    await seedDatabase(ctx.db, { demo: true, storage });
    const first = await counts();
    expect(first).toMatchObject({
      cvs: DEMO_FILES_CANDIDATES,
      certificates: DEMO_FILES_CANDIDATES,
      introductions: DEMO_FILES_CANDIDATES,
      videos: DEMO_FILES_CANDIDATES,
    });
    expect(first.snapshots).toBeGreaterThanOrEqual(DEMO_FILES_CANDIDATES);
    expect(first.sentCvs).toBe(first.snapshots);

    // Real files: PDFs, and the WebM asset; every video is queued for processing.
    const [cv] = await ctx.db.select().from(t.userCurriculum).limit(1);
    expect((await readStoredBytes(storage, cv!.fileKey)).subarray(0, 5).toString()).toBe('%PDF-');
    const [certificate] = await ctx.db.select().from(t.userCertificate).limit(1);
    expect((await readStoredBytes(storage, certificate!.fileKey)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(certificate!.issuer).toBeTruthy();
    const videos = await ctx.db.select().from(t.video);
    expect(videos.every((v) => v.purpose === 'videoIntroduction' && v.mimeType === 'video/webm')).toBe(true);
    expect(await storage.size(videos[0]!.fileKey)).toBe(videos[0]!.size);
    expect(videos[0]!.size).toBeLessThan(150 * 1024);
    const queued = await ctx.db
      .select()
      .from(t.videoEncoding)
      .where(
        inArray(
          t.videoEncoding.videoId,
          videos.map((v) => v.id),
        ),
      );
    expect(queued).toHaveLength(videos.length);

    // The recruiter sees them in the candidate detail of an application to their company.
    const [giulia] = await ctx.db
      .select()
      .from(t.user)
      .where(eq(t.user.email, 'giulia.rossi@tecnoware.demo'));
    const [sent] = await ctx.db
      .select({ applicationId: t.applicationUserDetail.applicationId })
      .from(t.applicationUserDetail)
      .limit(1);
    const response = await ctx.request({
      method: 'GET',
      url: `/api/board/application/${sent!.applicationId}`,
      as: giulia!.id,
    });
    expect(response.statusCode).toBe(200);
    const { files } = response.json<{ data: CandidateDetail }>().data;
    expect(files.curricula).toHaveLength(1);
    expect(files.curricula[0]).toMatchObject({ mimeType: 'application/pdf' });
    expect(files.curricula[0]!.fileName).toMatch(/^CV_.+\.pdf$/);
    expect(files.certificates).toHaveLength(1);
    expect(files.videos).toEqual([expect.objectContaining({ kind: 'introduction', title: null })]);

    // Again: nothing more.
    await seedDemoFiles(ctx.db, storage);
    expect(await counts()).toEqual(first);
  }, 120_000);
});
