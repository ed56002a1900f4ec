import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createApplication,
  createBoardColumns,
  createCandidate,
  createJob,
} from '../src/db/seed/factories.js';
import { applicationStep, applicationStepType, jobEvent, noticeUpdate } from '../src/db/schema/index.js';
import { memberWithRole, twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

/** Moving applications: single, bulk, reject; the steps, locks, notices and the all-or-nothing visibility. */
describe('board moves', () => {
  const t = useTestApp();
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  let col: Record<'selected' | 'phase1' | 'phase2' | 'phase3' | 'discarded', number>;

  const newApp = async (jobApplicationStatusId: number | null = null, jobId = f.jobA1.id) =>
    (
      await createApplication(t.db, {
        jobId,
        userId: (await createCandidate(t.db)).id,
        jobApplicationStatusId,
      })
    ).id;
  const move = (id: number, jobApplicationStatusId: number, as = f.adminA.id) =>
    t.request({ method: 'PATCH', url: `/api/application/${id}`, as, payload: { jobApplicationStatusId } });
  const stepKeys = async (applicationId: number) =>
    (
      await t.db
        .select({ key: applicationStepType.key })
        .from(applicationStep)
        .innerJoin(applicationStepType, eq(applicationStepType.id, applicationStep.applicationStepTypeId))
        .where(eq(applicationStep.applicationId, applicationId))
        .orderBy(applicationStep.id)
    ).map((r) => r.key);

  beforeAll(async () => {
    f = await twoCompanies(t.db);
    const [selected, phase1, phase2, phase3, discarded] = f.columnsA1.map((c) => c.id) as number[];
    col = { selected: selected!, phase1: phase1!, phase2: phase2!, phase3: phase3!, discarded: discarded! };
  });

  it('moves one application, answers the card and writes the step of the target column', async () => {
    const id = await newApp();
    const res = await move(id, col.phase1);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, jobApplicationStatusId: col.phase1, locked: false });
    expect(res.json().data.lastStep.key).toBe('moved');
    expect((await move(id, col.selected)).json().data.lastStep).toMatchObject({ key: 'selected' });
    expect(await stepKeys(id)).toEqual(['moved', 'selected']);
    const events = await t.db.select().from(jobEvent).where(eq(jobEvent.jobId, f.jobA1.id));
    expect(events.filter((e) => e.kind === 'application-moved')).toHaveLength(2);
  });

  it('rejects into discarded, then locks the application', async () => {
    const id = await newApp(col.phase1);
    const res = await move(id, col.discarded);
    expect(res.json().data).toMatchObject({ locked: true, lastStep: { key: 'rejected', style: 'reject' } });
    const again = await move(id, col.phase2);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('The application is locked');
    expect(await stepKeys(id)).toEqual(['rejected']);
  });

  it('refuses a column of another job with 400 and bad bodies with 400', async () => {
    const id = await newApp();
    const res = await move(id, f.columnsB1[1]!.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The column does not belong to the job of the application');
    for (const payload of [
      {},
      { jobApplicationStatusId: 'x' },
      { jobApplicationStatusId: 1, special: 'x' },
    ]) {
      const bad = await t.request({
        method: 'PATCH',
        url: `/api/application/${id}`,
        as: f.adminA.id,
        payload,
      });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('writes a STEP notice for the job team except the mover', async () => {
    const id = await newApp();
    await move(id, col.phase3, f.adminA.id);
    const notices = await t.db
      .select()
      .from(noticeUpdate)
      .where(and(eq(noticeUpdate.itemClass, 'STEP'), eq(noticeUpdate.itemId, id)));
    // The job's owner moved it and the company has no other board-C member: nobody to tell.
    expect(notices).toHaveLength(0);
    const assistantJob = await createJob(
      t.db,
      { companyId: f.companyA.id, userId: f.assistantA.id },
      'published',
    );
    const cols = await createBoardColumns(t.db, assistantJob.id);
    const other = await newApp(null, assistantJob.id);
    expect((await move(other, cols[1]!.id, f.adminA.id)).statusCode).toBe(200);
    const fetched = await t.request({
      method: 'POST',
      url: '/api/notice/@fetch',
      as: f.assistantA.id,
      payload: { idList: [] },
    });
    expect(fetched.json().data).toEqual([
      expect.objectContaining({
        itemClass: 'STEP',
        itemId: other,
        fullname: 'Anna Alfa',
        message: 'Spostato di fase',
      }),
    ]);
  });

  it('bulk-moves what can move and reports the locked ones', async () => {
    const a = await newApp();
    const b = await newApp(col.phase1);
    const locked = await newApp(col.discarded);
    const res = await t.request({
      method: 'POST',
      url: '/api/application/@move',
      as: f.adminA.id,
      payload: { idList: [a, b, locked], jobApplicationStatusId: col.phase2 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ moved: [a, b], locked: [locked] });
    expect(await stepKeys(a)).toEqual(['moved']);
    expect(await stepKeys(locked)).toEqual([]);
  });

  it('bulk-rejects into the discarded column with a rejected step', async () => {
    const a = await newApp(col.phase2);
    const locked = await newApp(col.discarded);
    const res = await t.request({
      method: 'POST',
      url: '/api/application/@reject',
      as: f.adminA.id,
      payload: { idList: [a, locked] },
    });
    expect(res.json().data).toEqual({ moved: [a], locked: [locked] });
    expect(await stepKeys(a)).toEqual(['rejected']);
  });

  it('answers 404 for the whole call when one id is not visible, moving nothing', async () => {
    const a = await newApp();
    for (const [url, extra] of [
      ['/api/application/@move', { jobApplicationStatusId: col.phase1 }],
      ['/api/application/@reject', {}],
    ] as const) {
      const res = await t.request({
        method: 'POST',
        url,
        as: f.adminA.id,
        payload: { idList: [a, f.applicationB.id], ...extra },
      });
      expect(res.statusCode, url).toBe(404);
    }
    expect(await stepKeys(a)).toEqual([]);
    const bad = await t.request({
      method: 'POST',
      url: '/api/application/@move',
      as: f.adminA.id,
      payload: { idList: [], jobApplicationStatusId: col.phase1 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps company B out: 404 on A’s applications, whatever the column given', async () => {
    for (const target of [col.phase1, f.columnsB1[1]!.id]) {
      const res = await move(f.applicationA.id, target, f.adminB.id);
      expect(res.statusCode).toBe(404);
      expect(JSON.stringify(res.json())).not.toContain('Alfa');
    }
    expect((await move(f.applicationA.id, col.phase1, f.candidate.id)).statusCode).toBe(403);
  });

  it('lets a board-U member move only on their own jobs; a job they do not reach is 404', async () => {
    const id = await newApp();
    const reader = await memberWithRole(t.db, f.companyA.id, { jobs: 'C', board: 'U' }, 'Lea');
    const res = await move(id, col.phase1, reader.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Unauthorized to perform this action.');
    // The hiring assistant (jobs U) does not reach another recruiter's job: as for a missing id.
    expect((await move(id, col.phase1, f.assistantA.id)).statusCode).toBe(404);
  });
});
