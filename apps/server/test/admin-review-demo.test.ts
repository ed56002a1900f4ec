import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { seedDatabase } from '../src/db/seed/seed.js';
import { useTestApp } from './helpers.js';

describe('the demo back office: signups in each state, Studio Verdi waiting for approval', () => {
  const ctx = useTestApp();

  it('lists a signup per state and two posts and a page edit waiting; the enrollment admin sees the signups', async () => {
    await seedDatabase(ctx.db, { demo: true });
    const [enrollment] = await ctx.db
      .select()
      .from(t.user)
      .where(eq(t.user.email, 'admin.enrollment@hiring.demo'));
    const [approver] = await ctx.db
      .select()
      .from(t.user)
      .where(eq(t.user.email, 'admin.human-approval@hiring.demo'));
    const signups = await ctx.request({
      method: 'GET',
      url: '/api/admin/customer?take=50',
      as: enrollment!.id,
    });
    expect(signups.statusCode, signups.body).toBe(200);
    const states = signups.json().data.map((s: { state: string }) => s.state);
    for (const state of ['requested', 'verified', 'completed', 'rejected']) expect(states).toContain(state);
    expect(signups.json().data.filter((s: { state: string }) => s.state === 'completed')).toHaveLength(3);

    const queue = await ctx.request({ method: 'GET', url: '/api/admin/approval', as: approver!.id });
    expect(queue.statusCode, queue.body).toBe(200);
    const items = queue.json().data as Array<{ kind: string; companyName: string; requesterName: string }>;
    expect(items.filter((i) => i.kind === 'job')).toHaveLength(2);
    expect(items.filter((i) => i.kind === 'page')).toHaveLength(1);
    for (const item of items)
      expect(item).toMatchObject({ companyName: 'Studio Verdi & Associati', requesterName: 'Paolo Verdi' });
    // The same queue refuses the enrollment admin.
    expect(
      (await ctx.request({ method: 'GET', url: '/api/admin/approval', as: enrollment!.id })).statusCode,
    ).toBe(403);
  });
});
