import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RoleId } from '@hiring/domain';
import * as t from '../src/db/schema/index.js';
import { createUser } from '../src/db/seed/factories.js';
import { useTestApp } from './helpers.js';

/** user-preference: reading never writes, so the candidate's first create is a 201, not a 409. */
describe('user-preference reads', () => {
  const ctx = useTestApp();
  let candidateId: number;
  const rows = () => ctx.db.select().from(t.userPreference).where(eq(t.userPreference.userId, candidateId));

  beforeAll(async () => {
    candidateId = (await createUser(ctx.db, { roleId: RoleId.user, firstname: 'Pia' })).id;
  });

  it('answers an empty list and 404 for a candidate without settings, and writes nothing', async () => {
    const list = await ctx.request({ method: 'GET', url: '/api/user-preference', as: candidateId });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([]);
    expect(
      (await ctx.request({ method: 'GET', url: '/api/user-preference/1', as: candidateId })).statusCode,
    ).toBe(404);
    expect(await rows()).toEqual([]);
  });

  it('lets the following create succeed (201), then reads it back', async () => {
    const created = await ctx.request({
      method: 'POST',
      url: '/api/user-preference',
      as: candidateId,
      payload: { searchable: false, jobAlerts: true },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ userId: candidateId, searchable: false, jobAlerts: true });
    const list = await ctx.request({ method: 'GET', url: '/api/user-preference', as: candidateId });
    expect(list.json().data).toHaveLength(1);
    expect(await rows()).toHaveLength(1);
  });
});
