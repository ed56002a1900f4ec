import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { RoleId } from '@hiring/domain';
import * as t from '../src/db/schema/index.js';
import { rawReader } from '../src/db/raw-rows.js';
import { seedDatabase } from '../src/db/seed/seed.js';
import { readVia } from '../src/http/resources/read.js';
import { allResources } from '../src/modules/resources.js';
import { useTestApp } from './helpers.js';

/**
 * The generic reads skip Drizzle's query builder and row mapping (read.ts, rawSelect): on real rows
 * of every resource — the demo data, plus timestamps with microseconds, JSON holding a JSON string,
 * nulls — each answer must be byte for byte the one Drizzle's path gives.
 */
describe('generic reads without Drizzle row mapping', () => {
  const ctx = useTestApp();
  afterEach(() => {
    readVia.raw = true;
  });

  it('reads through the driver on this lane (not a fallback)', () => {
    expect(rawReader(ctx.db)).not.toBeNull();
  });

  it('answers list, get and fetch of every resource exactly as the Drizzle path', async () => {
    await seedDatabase(ctx.db, { demo: true });
    const [owner] = await ctx.db
      .select({ id: t.user.id })
      .from(t.user)
      .where(eq(t.user.email, 'giulia.rossi@tecnoware.demo'));
    const [su] = await ctx.db
      .select({ id: t.user.id })
      .from(t.user)
      .where(eq(t.user.email, 'su@hiring.demo'));
    const [candidate] = await ctx.db
      .select({ id: t.user.id })
      .from(t.user)
      .where(eq(t.user.roleId, RoleId.user))
      .limit(1);
    // Edge values: microseconds, a JSON string that itself reads as JSON, a JSON null, SQL nulls.
    await ctx.db.execute(sql`UPDATE job SET created_at = '2026-03-04 05:06:07.891234+00',
      content = '"{\\"a\\": 1}"'::jsonb, ai_prompt = NULL, salary_min_cents = NULL
      WHERE id = (SELECT min(id) FROM job)`);
    await ctx.db
      .execute(sql`UPDATE job SET content = 'null'::jsonb, published_at = '1999-12-31 23:59:59.999999+00'
      WHERE id = (SELECT max(id) FROM job)`);

    const callers = [owner!.id, su!.id, candidate!.id];
    let compared = 0;
    const both = async (options: Parameters<typeof ctx.request>[0]) => {
      readVia.raw = false;
      const drizzle = await ctx.request(options);
      readVia.raw = true;
      const raw = await ctx.request(options);
      const label = `${options.method} ${options.url} as ${options.as}`;
      expect(raw.statusCode, label).toBe(drizzle.statusCode);
      expect(raw.body, label).toBe(drizzle.body);
      if (raw.statusCode === 200) compared++;
      return raw;
    };
    for (const def of allResources) {
      const relations = Object.keys(def.relations ?? {});
      for (const as of callers) {
        if (!def.verbs.includes('list')) continue;
        const list = await both({ method: 'GET', url: `/api/${def.name}?take=200`, as });
        if (list.statusCode !== 200) continue;
        const ids = (list.json() as { data: Array<{ id: number }> }).data.map((r) => r.id).slice(0, 20);
        const fields = def.fields.filter((f) => f !== 'id').slice(0, 3);
        await both({
          method: 'GET',
          url: `/api/${def.name}?take=50&skip=1&orderBy=-id&select=${fields.join(',')}&count=true`,
          as,
        });
        for (const relation of relations)
          await both({ method: 'GET', url: `/api/${def.name}?take=20&include=${relation}`, as });
        if (def.verbs.includes('fetch') && ids.length > 0)
          await both({
            method: 'POST',
            url: `/api/${def.name}/@fetch`,
            payload: { idList: [...ids].reverse(), include: relations },
            as,
          });
        if (def.verbs.includes('get') && ids[0] !== undefined)
          await both({ method: 'GET', url: `/api/${def.name}/${ids[0]}`, as });
      }
    }
    // The demo data reaches most resources; a broken comparison would show as a low count.
    expect(compared).toBeGreaterThan(60);
  }, 240_000);
});
