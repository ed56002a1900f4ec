import { beforeAll, describe, expect, it } from 'vitest';
import { boardPayloadSchema, type BoardCard } from '@hiring/domain';
import { addStep, createApplication, createCandidate, createUser } from '../src/db/seed/factories.js';
import { loadCard } from '../src/modules/board/board.service.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

/**
 * GET /board/{jobId} builds its cards' JSON in SQL (board.service.ts `boardCardsJson`): every card
 * must be what the typed path (`loadCard`, the answer of a move) builds for it, value for value.
 */
describe('board cards built in SQL', () => {
  const t = useTestApp();
  let f: Awaited<ReturnType<typeof twoCompanies>>;

  beforeAll(async () => {
    f = await twoCompanies(t.db);
  });

  it('answers the same cards as the typed path: text, nulls, timestamps, last step, locked', async () => {
    const odd = await createCandidate(
      t.db,
      { firstname: 'Zoë "Quote" \\ Back', lastname: "O'Brien\n\t€ 😀 \u0001" },
      { detail: { headline: '<b>Dev</b> / "senior" \u2028 ok' } },
    );
    const noDetail = await createUser(t.db, { firstname: 'Nadia', lastname: 'Senza' });
    const plain = await createCandidate(t.db, { firstname: 'Piero', lastname: 'Piano' });
    const a1 = await createApplication(t.db, {
      jobId: f.jobA1.id,
      userId: odd.id,
      jobApplicationStatusId: f.columnsA1[4]!.id,
      viewedAt: new Date('2026-03-04T05:06:07.089Z'),
      createdAt: new Date('2026-02-03T04:05:06.007Z'),
    });
    const a2 = await createApplication(t.db, { jobId: f.jobA1.id, userId: noDetail.id });
    const a3 = await createApplication(t.db, {
      jobId: f.jobA1.id,
      userId: plain.id,
      jobApplicationStatusId: f.columnsA1[1]!.id,
      createdAt: new Date('2026-02-03T04:05:06.007Z'),
    });
    // Two steps at the same instant: the later id is the last one, as in the typed query.
    const at = new Date('2026-05-06T07:08:09.999Z');
    await addStep(t.db, { applicationId: a1.id, applicationStepTypeId: 1, createdAt: at });
    await addStep(t.db, { applicationId: a1.id, applicationStepTypeId: 8, createdAt: at });
    await addStep(t.db, { applicationId: a3.id, applicationStepTypeId: 1, createdAt: new Date() });

    const res = await t.request({ method: 'GET', url: `/api/board/${f.jobA1.id}`, as: f.adminA.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const data = boardPayloadSchema.parse(res.json().data);
    const ids = data.applications.map((c) => c.id);
    for (const id of [a1.id, a2.id, a3.id]) expect(ids).toContain(id);
    const typed: BoardCard[] = [];
    for (const id of ids) typed.push(await loadCard(t.db, f.jobA1.id, id));
    expect(data.applications).toEqual(typed);
    // The typed path's order: newest application first, then the higher id.
    const order = [...typed].sort((x, y) => y.createdAt.localeCompare(x.createdAt) || y.id - x.id);
    expect(ids).toEqual(order.map((c) => c.id));
    expect(data.applications.find((c) => c.id === a1.id)).toMatchObject({
      locked: true,
      viewedAt: '2026-03-04T05:06:07.089Z',
      createdAt: '2026-02-03T04:05:06.007Z',
      candidate: { firstname: 'Zoë "Quote" \\ Back', lastname: "O'Brien\n\t€ 😀 \u0001" },
      lastStep: { key: 'rejected', createdAt: '2026-05-06T07:08:09.999Z' },
    });
    expect(data.applications.find((c) => c.id === a2.id)).toMatchObject({
      candidate: { headline: null, picture: null },
      lastStep: null,
    });
  });

  it('answers an empty list for a job without applications', async () => {
    const res = await t.request({ method: 'GET', url: `/api/board/${f.jobA2.id}`, as: f.adminA.id });
    expect(res.statusCode).toBe(200);
    expect(boardPayloadSchema.parse(res.json().data).applications).toEqual([]);
  });
});
