import type { SearchResult } from '@hiring/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCandidate } from '../src/db/seed/factories.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

/**
 * The search's own transaction (search.service.ts `inSearchTransaction`): on PostgreSQL one pooled
 * connection per search, its statements prepared per shape; on PGlite Drizzle's transaction.
 */
const ctx = useTestApp();
let adminId: number;

beforeAll(async () => {
  const f = await twoCompanies(ctx.db);
  adminId = f.adminA.id;
  for (let i = 0; i < 12; i++) {
    await createCandidate(
      ctx.db,
      { firstname: `Cand${i}`, lastname: i % 2 ? 'Rossi' : 'Bianchi' },
      {
        detail: { headline: `Developer ${i}`, locationId: 13, workAreaId: 1, seniorityId: 1 + (i % 4) },
        skills: [{ professionalSkillId: 1 + (i % 3), years: i % 6 }],
        languages: [{ languageId: 2, languageLevelId: 3 + (i % 3) }],
      },
    );
  }
});

async function search(body: Record<string, unknown>) {
  return ctx.request({ method: 'POST', url: '/api/search', payload: body, as: adminId });
}

async function found(body: Record<string, unknown>): Promise<SearchResult> {
  const res = await search(body);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: SearchResult }).data;
}

describe('POST /search: its transaction and prepared statements', () => {
  it('one shape with changing values, past the five custom plans, answers as the first time', async () => {
    const bodies = [1, 2, 3, 4].map((seniority) => ({
      filters: {
        text: 'developer',
        professionalSkills: [{ skillId: 1 + (seniority % 3), years: 0 }],
        seniorityIds: [seniority],
        languages: [{ languageId: 2, levelId: 3 }],
      },
    }));
    const first = await Promise.all(bodies.map(found));
    expect(first.some((r) => r.total > 0)).toBe(true);
    for (let round = 0; round < 3; round++) {
      for (const [i, body] of bodies.entries()) expect(await found(body)).toEqual(first[i]);
    }
  });

  it('a refused search (unknown id) gives its connection back: many in a row, then a search works', async () => {
    const refused = await Promise.all(
      Array.from({ length: 25 }, () => search({ filters: { workAreaIds: [999_999] } })),
    );
    for (const res of refused) expect(res.statusCode).toBe(400);
    const ok = await found({ filters: { workAreaIds: [1] }, sort: 'name', take: 5 });
    expect(ok.total).toBe(12);
    expect(ok.items).toHaveLength(5);
  });

  it('a page past the end counts in the same transaction', async () => {
    const past = await found({ filters: { workAreaIds: [1] }, skip: 50 });
    expect(past).toEqual({ total: 12, items: [] });
  });
});
