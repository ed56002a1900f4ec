import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  createCandidate,
  createJob,
  createUser,
  type JobStatusSeed,
} from '../src/db/seed/factories.js';
import * as t from '../src/db/schema/index.js';
import {
  dataOf,
  expectError,
  idsOf,
  refusedWithoutWrite,
  savedCalls,
  useSavedWorld,
} from './saved-support.js';

type Resource = 'hidden-job' | 'saved-job' | 'job-invitation';
type Table = typeof t.hiddenJob | typeof t.savedJob | typeof t.jobInvitation;

interface CandidateJob {
  id: number;
  userId: number;
  jobId: number;
  createdAt: string;
}

interface Invitation {
  id: number;
  jobId: number;
  userId: number;
  invitedByUserId: number;
  message: string | null;
  acceptedAt: string | null;
  declinedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const whereJson = (where: object) => `?where=${encodeURIComponent(JSON.stringify(where))}`;
const NO_JOB = 'jobId: no such published job';
const ALREADY_INVITED = 'This candidate has already been invited to this job';

/**
 * The candidate's lists of jobs (hidden-job, saved-job) and the invitations company staff send to
 * candidates (job-invitation), on the people of the saved world: two companies, members of A with
 * various letters, and candidates A may (mario, giulia, appliedToA) or may not (hidden) see.
 */
describe('candidate jobs', () => {
  const { ctx, w } = useSavedWorld();
  const callsOf = (resource: Resource) => savedCalls(ctx, resource);
  const refused = (table: Table, status: number, call: () => Promise<LightMyRequestResponse>) =>
    refusedWithoutWrite(ctx.db, table, status, call);
  const anonymous = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.request({ method, url: `/api/${url}`, ...(payload ? { payload } : {}) });

  async function extras() {
    const [boardOnly, jobsOwn] = await ctx.db
      .insert(t.companyRole)
      .values([
        {
          name: 'Solo board',
          nameEn: 'Board only',
          companyId: w.companyA.id,
          roles: { board: 'C', chat: 'C' },
        },
        {
          name: 'Solo i miei annunci',
          nameEn: 'Own jobs only',
          companyId: w.companyA.id,
          roles: { jobs: 'U' },
        },
      ])
      .returning();
    // A member of A with neither the jobs nor the candidates key; one with U on jobs and nothing else.
    const boardOnlyA = await createUser(ctx.db, { firstname: 'Bea', lastname: 'Alfa' });
    const jobsOwnA = await createUser(ctx.db, { firstname: 'Otto', lastname: 'Alfa' });
    await addMember(ctx.db, {
      userId: boardOnlyA.id,
      companyId: w.companyA.id,
      companyRoleId: boardOnly!.id,
    });
    await addMember(ctx.db, { userId: jobsOwnA.id, companyId: w.companyA.id, companyRoleId: jobsOwn!.id });
    const jobOfA = (status: JobStatusSeed, values: Partial<typeof t.job.$inferInsert> = {}) =>
      createJob(ctx.db, { companyId: w.companyA.id, userId: w.adminA.id, ...values }, status);
    return {
      boardOnlyA,
      jobsOwnA,
      secondA: await jobOfA('published', { name: 'Alfa tester' }),
      ownJobA: await jobOfA('published', { userId: jobsOwnA.id, name: 'Alfa data analyst' }),
      ugoJobA: await jobOfA('published', { userId: w.ownOnlyA.id, name: 'Alfa support' }),
      assistantJobA: await jobOfA('published', { userId: w.assistantA.id, name: 'Alfa recruiter' }),
      suspendedA: await jobOfA('suspended'),
      archivedA: await jobOfA('archived'),
      importedA: await jobOfA('imported'),
      deletedA: await jobOfA('published', { deletedAt: new Date() }),
    };
  }
  const x = {} as Awaited<ReturnType<typeof extras>>;
  beforeAll(async () => {
    Object.assign(x, await extras());
  });

  /** Jobs nobody may save, hide or be invited to: draft, suspended, archived, imported, deleted, missing. */
  const closedJobs = () => [
    w.jobA2.id,
    x.suspendedA.id,
    x.archivedA.id,
    x.importedA.id,
    x.deletedA.id,
    999_999,
  ];

  describe.each([
    ['hidden-job', t.hiddenJob, 'This job is already hidden'],
    ['saved-job', t.savedJob, 'This job is already saved'],
  ] as const)('%s: a candidate’s own list of published jobs', (resource, table, already) => {
    const api = callsOf(resource);
    const add = async (as: number, jobId: number) =>
      dataOf<CandidateJob>(await api.create(as, { jobId }), 201);
    const rowsOf = (id: number) => ctx.db.select().from(table).where(eq(table.id, id));

    it('a candidate adds a published job of any company once (201); a second time is 400', async () => {
      const mine = await add(w.mario.id, w.jobA1.id);
      expect(mine).toEqual({
        id: expect.any(Number),
        userId: w.mario.id,
        jobId: w.jobA1.id,
        createdAt: expect.any(String),
      });
      expect(await rowsOf(mine.id)).toEqual([
        expect.objectContaining({ userId: w.mario.id, jobId: w.jobA1.id }),
      ]);
      expect(await add(w.mario.id, w.jobB1.id)).toMatchObject({ userId: w.mario.id, jobId: w.jobB1.id });
      expect(await refused(table, 400, () => api.create(w.mario.id, { jobId: w.jobA1.id }))).toBe(already);
      // Another candidate keeps a row of their own for the same job.
      expect(await add(w.giulia.id, w.jobA1.id)).toMatchObject({ userId: w.giulia.id, jobId: w.jobA1.id });
    });

    it('a draft, suspended, archived, imported, deleted or missing job is 400, nothing written', async () => {
      for (const jobId of closedJobs()) {
        expect(await refused(table, 400, () => api.create(w.giulia.id, { jobId }))).toBe(NO_JOB);
      }
    });

    it.each([
      ['no job', {}],
      ['a null job', { jobId: null }],
      ['a job id of the wrong type', { jobId: 'uno' }],
      ['a job id as text', { jobId: '1' }],
      ['a negative job id', { jobId: -1 }],
      ['a fractional job id', { jobId: 1.5 }],
      ['a job id beyond the column', { jobId: 2_147_483_648 }],
      ['the owner in the body', { jobId: 1, userId: 2 }],
      ['an unknown key', { jobId: 1, note: 'x' }],
    ])('%s → 400, nothing written', async (_what, body) => {
      await refused(table, 400, () => api.create(w.giulia.id, body));
    });

    it('malformed JSON and bad queries are 400', async () => {
      await refused(table, 400, () =>
        ctx.request({
          method: 'POST',
          url: `/api/${resource}`,
          as: w.giulia.id,
          payload: '{"jobId":',
          headers: { 'content-type': 'application/json' },
        }),
      );
      for (const query of [
        '?where[jobId]=abc',
        '?where[nope]=1',
        '?include=job',
        '?orderBy=secret',
        '?take=-1',
      ]) {
        expectError(await api.list(w.giulia.id, query), 400);
      }
      expectError(await ctx.request({ method: 'GET', url: `/api/${resource}/abc`, as: w.giulia.id }), 400);
      expectError(await api.ids(w.giulia.id, { where: { userId: 'me' } }), 400);
      expectError(await api.fetch(w.giulia.id, { idList: ['1'] }), 400);
    });

    it('lists only the caller’s own rows, whatever where or idList asks for', async () => {
      const ada = await createCandidate(ctx.db, { firstname: 'Ada', lastname: 'Prima' });
      const bob = await createCandidate(ctx.db, { firstname: 'Bob', lastname: 'Secondo' });
      const adas = [(await add(ada.id, w.jobA1.id)).id, (await add(ada.id, w.jobB1.id)).id];
      const bobs = [(await add(bob.id, w.jobA1.id)).id];
      expect(sorted(idsOf(await api.list(ada.id)))).toEqual(sorted(adas));
      expect(idsOf(await api.list(bob.id))).toEqual(bobs);
      for (const query of [
        `?where[userId]=${ada.id}`,
        `?where[id][in]=${adas.join(',')}`,
        whereJson({ OR: [{ userId: ada.id }, { id: { in: adas } }] }),
        whereJson({ userId: { ne: bob.id } }),
      ]) {
        expect(idsOf(await api.list(bob.id, query)), query).toEqual([]);
      }
      expect(dataOf<number[]>(await api.ids(bob.id, { where: { userId: ada.id } }))).toEqual([]);
      expect(dataOf<number[]>(await api.ids(bob.id))).toEqual(bobs);
      expect(idsOf(await api.fetch(bob.id, { idList: [...adas, ...bobs] }))).toEqual(bobs);
      for (const id of adas) expectError(await api.get(bob.id, id), 404);
      expect(dataOf<CandidateJob>(await api.get(ada.id, adas[0]!))).toMatchObject({
        userId: ada.id,
        jobId: w.jobA1.id,
      });
    });

    it('deletes the caller’s own row (204, gone); another’s or a missing one is 404 and stays', async () => {
      const ada = await createCandidate(ctx.db, { firstname: 'Ada', lastname: 'Terza' });
      const bob = await createCandidate(ctx.db, { firstname: 'Bob', lastname: 'Quarto' });
      const adas = await add(ada.id, w.jobA1.id);
      const bobs = await add(bob.id, w.jobA1.id);
      await refused(table, 404, () => api.remove(ada.id, bobs.id));
      await refused(table, 404, () => api.remove(ada.id, 999_999));
      const removed = await api.remove(ada.id, adas.id);
      expect(removed.statusCode).toBe(204);
      expect(removed.body).toBe('');
      expectError(await api.get(ada.id, adas.id), 404);
      expect(idsOf(await api.list(ada.id))).toEqual([]);
      expect(await rowsOf(adas.id)).toEqual([]);
      await refused(table, 404, () => api.remove(ada.id, adas.id));
      // Once removed, the job may be added again; the other candidate's row never moved.
      expect(await add(ada.id, w.jobA1.id)).toMatchObject({ userId: ada.id, jobId: w.jobA1.id });
      expect(dataOf<CandidateJob>(await api.get(bob.id, bobs.id))).toEqual(bobs);
    });

    it('has no update verb: PATCH is 404 and the row is unchanged', async () => {
      const ada = await createCandidate(ctx.db, { firstname: 'Ada', lastname: 'Quinta' });
      const row = await add(ada.id, w.jobA1.id);
      await refused(table, 404, () => api.update(ada.id, row.id, { jobId: w.jobB1.id }));
      await refused(table, 404, () => api.update(ada.id, row.id, {}));
      expect(dataOf<CandidateJob>(await api.get(ada.id, row.id))).toEqual(row);
    });

    it('company staff and users without a company are 403, anonymous callers 401; nothing written', async () => {
      const ada = await createCandidate(ctx.db, { firstname: 'Ada', lastname: 'Sesta' });
      const row = await add(ada.id, w.jobA1.id);
      for (const as of [w.adminA.id, w.assistantA.id, w.recruiterA.id, w.adminB.id, w.loner.id]) {
        await refused(table, 403, () => api.create(as, { jobId: w.jobA1.id }));
        await refused(table, 403, () => api.remove(as, row.id));
        expectError(await api.list(as), 403);
        expectError(await api.list(as, `?where[userId]=${ada.id}`), 403);
        expectError(await api.get(as, row.id), 403);
        expectError(await api.ids(as), 403);
        expectError(await api.fetch(as, { idList: [row.id] }), 403);
      }
      await refused(table, 401, () => anonymous('POST', resource, { jobId: w.jobA1.id }));
      await refused(table, 401, () => anonymous('DELETE', `${resource}/${row.id}`));
      expectError(await anonymous('GET', resource), 401);
      expectError(await anonymous('GET', `${resource}/${row.id}`), 401);
      expectError(await anonymous('POST', `${resource}/@list`, {}), 401);
      expectError(await anonymous('POST', `${resource}/@fetch`, { idList: [row.id] }), 401);
      expect(dataOf<CandidateJob>(await api.get(ada.id, row.id))).toEqual(row);
    });
  });

  describe('job-invitation: company staff invite a candidate to a published job', () => {
    const api = callsOf('job-invitation');
    const table = t.jobInvitation;
    const invite = async (as: number, body: { jobId: number; userId: number; message?: string | null }) =>
      dataOf<Invitation>(await api.create(as, body), 201);
    const rowOf = async (id: number) => (await ctx.db.select().from(table).where(eq(table.id, id)))[0];
    const fresh = (firstname: string) => createCandidate(ctx.db, { firstname, lastname: 'Invitata' });

    it('staff with the jobs or candidates key invite a candidate the company sees (201)', async () => {
      const sent = await invite(w.adminA.id, {
        jobId: w.jobA1.id,
        userId: w.mario.id,
        message: '  Ciao Mario ',
      });
      expect(sent).toEqual({
        id: expect.any(Number),
        jobId: w.jobA1.id,
        userId: w.mario.id,
        invitedByUserId: w.adminA.id,
        message: 'Ciao Mario',
        acceptedAt: null,
        declinedAt: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(await rowOf(sent.id)).toMatchObject({ invitedByUserId: w.adminA.id, deletedAt: null });
      // The hiring assistant (U on jobs) invites to their own posts only; no message is null.
      expect(await invite(w.assistantA.id, { jobId: x.assistantJobA.id, userId: w.giulia.id })).toMatchObject(
        {
          invitedByUserId: w.assistantA.id,
          message: null,
        },
      );
      expect(
        await refused(table, 400, () =>
          api.create(w.assistantA.id, { jobId: w.jobA1.id, userId: w.giulia.id }),
        ),
      ).toBe(NO_JOB);
      // Not searchable, but applied to A: A sees and may invite them; B may not.
      expect(await invite(w.recruiterA.id, { jobId: x.secondA.id, userId: w.appliedToA.id })).toMatchObject({
        userId: w.appliedToA.id,
      });
      await refused(table, 404, () =>
        api.create(w.adminB.id, { jobId: w.jobB1.id, userId: w.appliedToA.id }),
      );
      // The longest message there may be.
      const long = 'm'.repeat(2000);
      expect(
        await invite(w.adminA.id, { jobId: x.secondA.id, userId: w.giulia.id, message: long }),
      ).toMatchObject({
        message: long,
      });
    });

    it('another company’s job, or one not published, deleted or missing, is 400; nothing written', async () => {
      const ada = await fresh('Ada');
      for (const jobId of [w.jobB1.id, ...closedJobs()]) {
        expect(
          await refused(table, 400, () => api.create(w.adminA.id, { jobId, userId: ada.id })),
          `${jobId}`,
        ).toBe(NO_JOB);
      }
      expect(
        await refused(table, 400, () => api.create(w.adminB.id, { jobId: w.jobA1.id, userId: ada.id })),
      ).toBe(NO_JOB);
      // With U on jobs alone, only the member's own posts.
      expect(
        await refused(table, 400, () => api.create(x.jobsOwnA.id, { jobId: w.jobA1.id, userId: ada.id })),
      ).toBe(NO_JOB);
      // U letters only, on candidates and jobs: the same; their own post is fine.
      expect(
        await refused(table, 400, () => api.create(w.ownOnlyA.id, { jobId: w.jobA1.id, userId: ada.id })),
      ).toBe(NO_JOB);
      expect(await invite(w.ownOnlyA.id, { jobId: x.ugoJobA.id, userId: ada.id })).toMatchObject({
        jobId: x.ugoJobA.id,
        invitedByUserId: w.ownOnlyA.id,
      });
    });

    it('a candidate the company may not see, anyone not a candidate, a deleted or missing user → 404', async () => {
      const gone = await createCandidate(ctx.db, {
        firstname: 'Gino',
        lastname: 'Cancellato',
        deletedAt: new Date(),
      });
      for (const userId of [
        w.hidden.id,
        gone.id,
        w.adminA.id,
        w.recruiterA.id,
        w.adminB.id,
        w.loner.id,
        w.disabledA.id,
        999_999,
      ]) {
        const message = await refused(table, 404, () =>
          api.create(w.adminA.id, { jobId: w.jobA1.id, userId }),
        );
        expect(message).toBe(`candidate ${userId} not found`);
      }
      // Members who cannot see candidates at all (no candidates or board key) find none to invite.
      const ada = await fresh('Ada');
      await refused(table, 404, () => api.create(w.noCandidatesA.id, { jobId: w.jobA1.id, userId: ada.id }));
      await refused(table, 404, () => api.create(x.jobsOwnA.id, { jobId: x.ownJobA.id, userId: ada.id }));
    });

    it('a second invitation to the same job is 400, even once withdrawn; other jobs are fine', async () => {
      const ada = await fresh('Ada');
      const first = await invite(w.adminA.id, { jobId: w.jobA1.id, userId: ada.id });
      for (const as of [w.adminA.id, w.recruiterA.id]) {
        expect(await refused(table, 400, () => api.create(as, { jobId: w.jobA1.id, userId: ada.id }))).toBe(
          ALREADY_INVITED,
        );
      }
      await invite(w.adminA.id, { jobId: x.secondA.id, userId: ada.id });
      await invite(w.adminB.id, { jobId: w.jobB1.id, userId: ada.id });
      // Withdrawn: gone for the company and the candidate, and the pair stays taken.
      expect((await api.remove(w.adminA.id, first.id)).statusCode).toBe(204);
      expectError(await api.get(w.adminA.id, first.id), 404);
      expectError(await api.get(ada.id, first.id), 404);
      expect((await rowOf(first.id))?.deletedAt).toBeInstanceOf(Date);
      expect(
        await refused(table, 400, () => api.create(w.adminA.id, { jobId: w.jobA1.id, userId: ada.id })),
      ).toBe(ALREADY_INVITED);
    });

    it('the invited candidate sees their invitations from every company; other candidates never do', async () => {
      const ada = await fresh('Ada');
      const bob = await fresh('Bob');
      const mine = [
        (await invite(w.adminA.id, { jobId: w.jobA1.id, userId: ada.id, message: 'Da Alfa' })).id,
        (await invite(w.adminB.id, { jobId: w.jobB1.id, userId: ada.id, message: 'Da Beta' })).id,
      ];
      const bobs = [(await invite(w.adminA.id, { jobId: w.jobA1.id, userId: bob.id })).id];
      expect(sorted(idsOf(await api.list(ada.id)))).toEqual(sorted(mine));
      expect(sorted(dataOf<number[]>(await api.ids(ada.id)))).toEqual(sorted(mine));
      expect(idsOf(await api.fetch(ada.id, { idList: [...bobs, ...mine] }))).toEqual(mine);
      expect(dataOf<Invitation>(await api.get(ada.id, mine[1]!))).toMatchObject({
        jobId: w.jobB1.id,
        userId: ada.id,
        invitedByUserId: w.adminB.id,
        message: 'Da Beta',
      });
      // Bob asks for Ada's every way he can.
      expect(idsOf(await api.list(bob.id))).toEqual(bobs);
      for (const query of [
        `?where[userId]=${ada.id}`,
        whereJson({ OR: [{ userId: ada.id }, { id: { in: mine } }] }),
      ]) {
        expect(idsOf(await api.list(bob.id, query))).toEqual([]);
      }
      expect(dataOf<number[]>(await api.ids(bob.id, { where: { id: { in: mine } } }))).toEqual([]);
      expect(idsOf(await api.fetch(bob.id, { idList: mine }))).toEqual([]);
      for (const id of mine) {
        expectError(await api.get(bob.id, id), 404);
        await refused(table, 404, () => api.update(bob.id, id, { answer: 'declined' }));
        await refused(table, 404, () => api.remove(bob.id, id));
      }
      expect((await rowOf(mine[0]!))?.declinedAt).toBeNull();
    });

    it('another company’s staff never see, change or withdraw them; U letters alone reach own posts only', async () => {
      const ada = await fresh('Ada');
      const ofA = await invite(w.adminA.id, { jobId: w.jobA1.id, userId: ada.id, message: 'Solo Alfa' });
      const onOwnJob = await invite(w.adminA.id, { jobId: x.ownJobA.id, userId: ada.id });
      const onUgoJob = await invite(w.adminA.id, { jobId: x.ugoJobA.id, userId: ada.id });
      const ofB = await invite(w.adminB.id, { jobId: w.jobB1.id, userId: ada.id });
      const listB = idsOf(await api.list(w.adminB.id));
      expect(listB).toContain(ofB.id);
      expect(listB).not.toContain(ofA.id);
      for (const query of [
        `?where[userId]=${ada.id}`,
        `?where[jobId]=${w.jobA1.id}`,
        `?where[id]=${ofA.id}`,
      ]) {
        expect(idsOf(await api.list(w.adminB.id, query)).filter((id) => id !== ofB.id)).toEqual([]);
      }
      expect(
        dataOf<number[]>(await api.ids(w.adminB.id, { where: { id: { in: [ofA.id, onOwnJob.id] } } })),
      ).toEqual([]);
      expect(idsOf(await api.fetch(w.adminB.id, { idList: [ofA.id, onOwnJob.id, ofB.id] }))).toEqual([
        ofB.id,
      ]);
      expectError(await api.get(w.adminB.id, ofA.id), 404);
      await refused(table, 404, () => api.update(w.adminB.id, ofA.id, { message: 'Presa' }));
      await refused(table, 404, () => api.remove(w.adminB.id, ofA.id));
      expect(await rowOf(ofA.id)).toMatchObject({ message: 'Solo Alfa', deletedAt: null });
      // A's staff with C on jobs see every invitation of A (and only A's).
      for (const as of [w.adminA.id, w.recruiterA.id]) {
        const seen = idsOf(await api.list(as, `?where[userId]=${ada.id}`));
        expect(sorted(seen)).toEqual(sorted([ofA.id, onOwnJob.id, onUgoJob.id]));
      }
      // The hiring assistant (U on jobs, C on candidates) reaches none of these posts.
      expect(idsOf(await api.list(w.assistantA.id, `?where[userId]=${ada.id}`))).toEqual([]);
      expectError(await api.get(w.assistantA.id, ofA.id), 404);
      // U letters only (spec 6): invitations to the member's own posts only, whoever sent them.
      for (const [as, own] of [
        [w.ownOnlyA.id, onUgoJob.id],
        [x.jobsOwnA.id, onOwnJob.id],
      ] as const) {
        expect(idsOf(await api.list(as, `?where[userId]=${ada.id}`))).toEqual([own]);
        expect(dataOf<number[]>(await api.ids(as, { where: { userId: ada.id } }))).toEqual([own]);
        expect(idsOf(await api.fetch(as, { idList: [ofA.id, onOwnJob.id, onUgoJob.id] }))).toEqual([own]);
        expectError(await api.get(as, ofA.id), 404);
        await refused(table, 404, () => api.update(as, ofA.id, { message: 'Presa' }));
        await refused(table, 404, () => api.remove(as, ofA.id));
        expect(dataOf<Invitation>(await api.update(as, own, { message: 'Dal titolare' }))).toMatchObject({
          id: own,
          message: 'Dal titolare',
        });
      }
      expect(await rowOf(ofA.id)).toMatchObject({ message: 'Solo Alfa', deletedAt: null });
    });

    it('without the jobs and candidates keys, without a company, or as a candidate creating: 403; anonymous 401', async () => {
      const ada = await fresh('Ada');
      const sent = await invite(w.adminA.id, { jobId: w.jobA1.id, userId: ada.id });
      const body = { jobId: w.jobA1.id, userId: w.mario.id };
      for (const as of [x.boardOnlyA.id, w.loner.id, w.formerA.id]) {
        await refused(table, 403, () => api.create(as, body));
        await refused(table, 403, () => api.update(as, sent.id, { message: 'x' }));
        await refused(table, 403, () => api.remove(as, sent.id));
        expectError(await api.list(as), 403);
        expectError(await api.get(as, sent.id), 403);
        expectError(await api.ids(as), 403);
        expectError(await api.fetch(as, { idList: [sent.id] }), 403);
      }
      // Candidates do not invite (themselves or anyone).
      await refused(table, 403, () => api.create(ada.id, { jobId: x.secondA.id, userId: ada.id }));
      await refused(table, 403, () => api.create(w.mario.id, { jobId: x.secondA.id, userId: ada.id }));
      await refused(table, 401, () => anonymous('POST', 'job-invitation', body));
      await refused(table, 401, () => anonymous('PATCH', `job-invitation/${sent.id}`, { message: 'x' }));
      await refused(table, 401, () => anonymous('DELETE', `job-invitation/${sent.id}`));
      expectError(await anonymous('GET', 'job-invitation'), 401);
      expectError(await anonymous('GET', `job-invitation/${sent.id}`), 401);
      expectError(await anonymous('POST', 'job-invitation/@list', {}), 401);
      expectError(await anonymous('POST', 'job-invitation/@fetch', { idList: [sent.id] }), 401);
    });

    it('the candidate answers, the company changes the message; neither does the other’s part', async () => {
      const ada = await fresh('Ada');
      const sent = await invite(w.adminA.id, { jobId: w.jobA1.id, userId: ada.id, message: 'Prima' });
      const accepted = dataOf<Invitation>(await api.update(ada.id, sent.id, { answer: 'accepted' }));
      expect(accepted).toMatchObject({ acceptedAt: expect.any(String), declinedAt: null, message: 'Prima' });
      const declined = dataOf<Invitation>(await api.update(ada.id, sent.id, { answer: 'declined' }));
      expect(declined).toMatchObject({ acceptedAt: null, declinedAt: expect.any(String) });
      expect(await refused(table, 400, () => api.update(ada.id, sent.id, { message: 'Mia' }))).toBe(
        'Only the inviting company can change the message',
      );
      expect(await refused(table, 400, () => api.update(w.adminA.id, sent.id, { answer: 'accepted' }))).toBe(
        'Only the invited candidate can answer',
      );
      const changed = dataOf<Invitation>(
        await api.update(w.recruiterA.id, sent.id, { message: '  Seconda ' }),
      );
      expect(changed).toMatchObject({ message: 'Seconda', declinedAt: declined.declinedAt });
      expect(Date.parse(changed.updatedAt)).toBeGreaterThanOrEqual(Date.parse(sent.updatedAt));
      for (const body of [
        { answer: 'maybe' },
        { answer: true },
        { message: 5 },
        { message: 'm'.repeat(2001) },
        { jobId: x.secondA.id },
        { userId: w.mario.id },
        { acceptedAt: '2030-01-01T00:00:00Z' },
      ]) {
        await refused(table, 400, () => api.update(w.adminA.id, sent.id, body));
        await refused(table, 400, () => api.update(ada.id, sent.id, body));
      }
      expect(await rowOf(sent.id)).toMatchObject({ jobId: w.jobA1.id, userId: ada.id, message: 'Seconda' });
      // The candidate may drop it too.
      expect((await api.remove(ada.id, sent.id)).statusCode).toBe(204);
      expect(idsOf(await api.list(ada.id))).toEqual([]);
    });

    it.each([
      ['an empty body', {}],
      ['no job', { userId: 1 }],
      ['no candidate', { jobId: 1 }],
      ['the inviter in the body', { jobId: 1, userId: 1, invitedByUserId: 1 }],
      ['an answer in the body', { jobId: 1, userId: 1, acceptedAt: '2030-01-01T00:00:00Z' }],
      ['the company in the body', { jobId: 1, userId: 1, companyId: 1 }],
      ['a job id of the wrong type', { jobId: 'uno', userId: 1 }],
      ['a candidate id of the wrong type', { jobId: 1, userId: true }],
      ['a candidate id as text', { jobId: 1, userId: '1' }],
      ['a negative job id', { jobId: -1, userId: 1 }],
      ['a candidate id beyond the column', { jobId: 1, userId: 2_147_483_648 }],
      ['a message that is not text', { jobId: 1, userId: 1, message: 5 }],
      ['a message too long', { jobId: 1, userId: 1, message: 'm'.repeat(2001) }],
    ])('%s → 400 in the catalogue shape, nothing written', async (_what, body) => {
      await refused(table, 400, () => api.create(w.adminA.id, body));
    });

    it('bad queries are 400', async () => {
      for (const query of ['?where[acceptedAt]=soon', '?where[nope]=1', '?include=job', '?select=secret']) {
        expectError(await api.list(w.adminA.id, query), 400);
      }
      expectError(await api.ids(w.adminA.id, { where: { jobId: { in: 'a,b' } } }), 400);
      expectError(await api.fetch(w.adminA.id, { idList: [0] }), 400);
      expectError(
        await ctx.request({ method: 'PATCH', url: '/api/job-invitation/0', as: w.adminA.id, payload: {} }),
        400,
      );
    });
  });
});
