import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { seedReferenceData } from '../src/db/seed/reference-seed.js';
import { useTestApp } from './helpers.js';

type Rows = Array<Record<string, unknown>>;

describe('reference data and the model registry', () => {
  const ctx = useTestApp();
  const list = async (url: string) => (await ctx.request({ method: 'GET', url })).json().data as Rows;

  it('ships real content in Italian and English', async () => {
    const skills = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(t.professionalSkill);
    expect(skills[0]!.n).toBeGreaterThanOrEqual(300);
    const capitals = await list(
      '/api/location?where[name][in][0]=Milano&where[name][in][1]=Roma&where[name][in][2]=Palermo&orderBy=name',
    );
    expect(capitals.map((c) => [c.name, c.province])).toEqual([
      ['Milano', 'MI'],
      ['Palermo', 'PA'],
      ['Roma', 'RM'],
    ]);
    expect(Math.abs((capitals[0]!.lat as number) - 45.46)).toBeLessThan(0.05);
    expect(
      (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(t.location))[0]!.n,
    ).toBeGreaterThanOrEqual(107);
    const levels = await list('/api/language-level?orderBy=order');
    expect(levels.map((l) => l.name)).toEqual(['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'Madrelingua']);
    expect((await list('/api/language?where[code]=it'))[0]).toMatchObject({
      name: 'Italian',
      nameIt: 'Italiano',
    });
    expect((await list('/api/meeting-type?orderBy=id')).map((m) => m.id)).toEqual([1, 2, 3]);
    const soft = (await list('/api/soft-skill?take=1'))[0]!;
    expect(soft).toMatchObject({
      translationKey: expect.stringMatching(/^softSkill\./),
      questionAreaIds: expect.any(Array),
    });
    const icons = await list('/api/update-icon');
    expect(icons.every((i) => String(i.svg).startsWith('<svg') && !/script/i.test(String(i.svg)))).toBe(true);
    const licences = await list('/api/license?orderBy=monthlyPriceCents');
    expect(licences.every((l) => Number.isInteger(l.monthlyPriceCents))).toBe(true);
    const roles = await list('/api/company-role?orderBy=id');
    expect(roles.map((r) => r.key)).toEqual(['company-admin', 'recruiter', 'hiring-assistant']);
  });

  it('lists every synced table in the model registry with the path to load it from', async () => {
    const models = await list('/api/model');
    const names = models.map((m) => m.name);
    for (const name of [
      'work_area',
      'soft_skill',
      'professional_skill',
      'language',
      'location',
      'update_icon',
      'user_color',
      'company_role',
      'application_step_type',
    ]) {
      expect(names).toContain(name);
    }
    for (const m of models) {
      const res = await ctx.request({ method: 'GET', url: `/api/${m.path as string}?take=1` });
      expect(res.statusCode, String(m.path)).toBe(200);
    }
  });

  it('answers only what changed since a date, deleted rows included for sync', async () => {
    const [model] = await list('/api/model?where[name]=seniority');
    const since = encodeURIComponent(String(model!.updatedAt));
    expect(await list(`/api/seniority?where[updatedAt][gt]=${since}&withDeleted=true`)).toEqual([]);

    // A row changes and another disappears from the shipped data: the next seed records both.
    await ctx.db.update(t.seniority).set({ nameEn: 'Trainee' }).where(eq(t.seniority.id, 1));
    await ctx.db.insert(t.seniority).values({ id: 99, name: 'Obsoleta', nameEn: 'Obsolete', order: 99 });
    await ctx.db.delete(t.appMeta).where(eq(t.appMeta.key, 'reference-digest'));
    await seedReferenceData(ctx.db);

    const changed = await list(`/api/seniority?where[updatedAt][gt]=${since}&withDeleted=true&orderBy=id`);
    expect(changed.map((r) => [r.id, r.nameEn, r.deletedAt === null])).toEqual([
      [1, 'Intern', true],
      [99, 'Obsolete', false],
    ]);
    expect(await list('/api/seniority?where[id]=99')).toEqual([]);
    const [after] = await list('/api/model?where[name]=seniority');
    expect(new Date(after!.updatedAt as string).getTime()).toBeGreaterThan(
      new Date(model!.updatedAt as string).getTime(),
    );
    const [workArea] = await list('/api/model?where[name]=work_area');
    expect(new Date(workArea!.updatedAt as string).getTime()).toBeLessThanOrEqual(
      new Date(after!.updatedAt as string).getTime(),
    );
  });

  it('skips the work when the shipped content has not changed', async () => {
    const before = await list('/api/model?orderBy=id');
    await seedReferenceData(ctx.db);
    expect(await list('/api/model?orderBy=id')).toEqual(before);
  });

  it('keeps what the back office and companies wrote when the shipped content changes', async () => {
    await ctx.db.update(t.license).set({ seats: 7, name: 'Base+' }).where(eq(t.license.id, 2));
    const [added] = await ctx.db
      .insert(t.license)
      .values({
        name: 'Custom',
        nameEn: 'Custom',
        description: 'x',
        descriptionEn: 'x',
        seats: 2,
        monthlyPriceCents: 100,
        jobPostsIncluded: 2,
      })
      .returning();
    const [company] = await ctx.db.insert(t.company).values({ name: 'Own roles S.r.l.' }).returning();
    const [ownRole] = await ctx.db
      .insert(t.companyRole)
      .values({ name: 'Revisore', nameEn: 'Reviewer', companyId: company!.id, roles: { jobs: 'C' } })
      .returning();
    await ctx.db.delete(t.license).where(eq(t.license.id, 4));

    await ctx.db.delete(t.appMeta).where(eq(t.appMeta.key, 'reference-digest'));
    await seedReferenceData(ctx.db);

    const licenses = await ctx.db.select().from(t.license).orderBy(t.license.id);
    expect(licenses.find((l) => l.id === 2)).toMatchObject({ seats: 7, name: 'Base+', deletedAt: null });
    expect(licenses.find((l) => l.id === added!.id)).toMatchObject({ name: 'Custom', deletedAt: null });
    // A shipped licence that is missing comes back; nothing is overwritten.
    expect(licenses.find((l) => l.id === 4)).toMatchObject({ name: 'Enterprise', deletedAt: null });
    const [role] = await ctx.db.select().from(t.companyRole).where(eq(t.companyRole.id, ownRole!.id));
    expect(role).toMatchObject({ name: 'Revisore', deletedAt: null });
  });
});
