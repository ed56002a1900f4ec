import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../src/db/seed/factories.js';
import { cronRun } from '../src/db/schema/index.js';
import { localDiskStorage } from '../src/modules/files/storage.js';
import type { CronJob } from '../src/modules/scheduled/cron-job.js';
import { cronJobs } from '../src/modules/scheduled/cron-jobs.js';
import { startScheduler } from '../src/modules/scheduled/scheduler.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

const quiet = { info() {}, warn() {}, error() {}, debug() {} } as never;

/** The scheduler's timers (fake clock), two instances on one database, and the super user's /cron endpoints. */
describe('cron scheduler and endpoints', () => {
  const t = useTestApp();
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  let su: { id: number };

  beforeAll(async () => {
    f = await twoCompanies(t.db);
    su = await createUser(t.db, { firstname: 'Super', lastname: 'User', isSu: true });
  });
  afterEach(() => vi.useRealTimers());

  it('lists the jobs with their schedule and last runs, for the super user only', async () => {
    for (const as of [f.adminA.id, f.candidate.id]) {
      const res = await t.request({ method: 'GET', url: '/api/cron', as });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    }
    expect((await t.request({ method: 'GET', url: '/api/cron' })).statusCode).toBe(401);
    const res = await t.request({ method: 'GET', url: '/api/cron', as: su.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((j: { job: string }) => j.job)).toEqual(cronJobs.map((j) => j.name));
    expect(res.json().data).toContainEqual(
      expect.objectContaining({ job: 'prune-updates', schedule: '45 3 * * *', lastRuns: [] }),
    );
  });

  it('runs a job now for the super user (slot manual:<time>) and shows it among the last runs', async () => {
    expect(
      (await t.request({ method: 'POST', url: '/api/cron/prune-updates', as: f.adminA.id })).statusCode,
    ).toBe(403);
    const res = await t.request({ method: 'POST', url: '/api/cron/prune-updates', as: su.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      slot: expect.stringMatching(/^manual:\d{4}-\d{2}-\d{2}T/),
      status: 'done',
      detail: { updatesRemoved: 0 },
      finishedAt: expect.any(String),
    });
    const list = (await t.request({ method: 'GET', url: '/api/cron', as: su.id })).json().data;
    expect(list.find((j: { job: string }) => j.job === 'prune-updates').lastRuns).toEqual([res.json().data]);
    const unknown = await t.request({ method: 'POST', url: '/api/cron/nope', as: su.id });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, message: 'No such job' });
  });

  it('answers the step id map (getStepIdMap) to the super user only', async () => {
    expect(
      (await t.request({ method: 'GET', url: '/api/cron/step-id-map', as: f.adminB.id })).statusCode,
    ).toBe(403);
    const res = await t.request({ method: 'GET', url: '/api/cron/step-id-map', as: su.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ applied: expect.any(Number) });
  });

  it('fires each slot on two schedulers and runs it once per slot across them', async () => {
    let effects = 0;
    const everyMinute: CronJob = {
      name: 'test-every-minute',
      schedule: '* * * * *',
      description: 'counts',
      async run() {
        effects++;
        return { effects };
      },
    };
    vi.useFakeTimers({
      now: new Date('2031-03-01T10:00:30.000Z'),
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
    });
    const options = {
      db: t.db,
      storage: localDiskStorage('/nonexistent'),
      log: quiet,
      config: t.config,
      jobs: [everyMinute],
    };
    // A slot's run writes to the database over real I/O, which fake timers do not wait for: the test
    // waits (on setImmediate, not a faked timer) until the slot's row is done before moving the clock on,
    // or a scheduler still busy with 10:01 would rightly skip 10:02 (croner's overrun protection).
    const finished = async (slot: string) => {
      for (let i = 0; i < 20_000; i++) {
        const [row] = await t.db
          .select({ status: cronRun.status })
          .from(cronRun)
          .where(and(eq(cronRun.job, 'test-every-minute'), eq(cronRun.slot, slot)));
        if (row?.status === 'done') return;
        await new Promise((resolve) => setImmediate(resolve));
      }
      throw new Error(`The ${slot} run never finished`);
    };
    const schedulers = [startScheduler(options), startScheduler(options)];
    await vi.advanceTimersByTimeAsync(60_000); // 10:01:00 fires on both
    await finished('2031-03-01T10:01:00.000Z');
    await vi.advanceTimersByTimeAsync(60_000); // 10:02:00 fires on both
    await finished('2031-03-01T10:02:00.000Z');
    vi.useRealTimers();
    await Promise.all(schedulers.map((s) => s.stop()));
    const runs = await t.db
      .select()
      .from(cronRun)
      .where(eq(cronRun.job, 'test-every-minute'))
      .orderBy(cronRun.slot);
    expect(runs.map((r) => [r.slot, r.status])).toEqual([
      ['2031-03-01T10:01:00.000Z', 'done'],
      ['2031-03-01T10:02:00.000Z', 'done'],
    ]);
    expect(effects).toBe(2);
  });
});
