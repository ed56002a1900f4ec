import type { SearchResult } from '@hiring/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { RANDOM_PAGE_COST } from '../src/db/planner-settings.js';
import { createCandidate } from '../src/db/seed/factories.js';
import { resultRows } from '../src/modules/search/result-rows.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

/**
 * The search's own connection (search.service.ts `onSearchConnection`): on PostgreSQL one pooled
 * connection per search, its statements prepared per shape; on PGlite its one connection. The
 * planner costs it relies on are every connection's own (db/planner-settings.ts).
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

describe('POST /search: its connection and prepared statements', () => {
  it("plans on connections that read from memory: random_page_cost is the app's, on every connection", async () => {
    const seen = await Promise.all(
      Array.from({ length: 3 }, () =>
        ctx.db.execute(sql`SELECT current_setting('random_page_cost') AS cost`),
      ),
    );
    for (const result of seen) expect(resultRows<{ cost: string }>(result)[0]?.cost).toBe(RANDOM_PAGE_COST);
  });

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

  it('a page past the end counts on the same connection', async () => {
    const past = await found({ filters: { workAreaIds: [1] }, skip: 50 });
    expect(past).toEqual({ total: 12, items: [] });
  });
});
