import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';

/** The generic list layer, driven over public reference data (languages, levels, locations). */
describe('generic resource queries', () => {
  const t = useTestApp();
  const list = async (resource: string, query: string) => {
    const res = await t.request({ method: 'GET', url: `/api/${resource}?${query}` });
    return {
      status: res.statusCode,
      body: res.json() as { data: Array<Record<string, unknown>>; total?: number; message?: unknown },
    };
  };
  const names = (rows: Array<Record<string, unknown>>) => rows.map((r) => r.name);

  it('filters by equality, flattened and as JSON', async () => {
    const flat = await list('language', 'where[code]=it');
    expect(flat.status).toBe(200);
    expect(names(flat.body.data)).toEqual(['Italian']);
    const json = await list('language', `where=${encodeURIComponent(JSON.stringify({ code: 'de' }))}`);
    expect(names(json.body.data)).toEqual(['German']);
  });

  it('compares with gt, gte, lt, lte and ne', async () => {
    const orders = async (q: string) => (await list('language-level', q)).body.data.map((r) => r.order);
    expect(await orders('where[order][gt]=5')).toEqual([6, 7]);
    expect(await orders('where[order][gte]=6')).toEqual([6, 7]);
    expect(await orders('where[order][lt]=3')).toEqual([1, 2]);
    expect(await orders('where[order][lte]=2')).toEqual([1, 2]);
    expect(await orders('where[order][gt]=2&where[order][lt]=5')).toEqual([3, 4]);
    expect(await orders('where[order][ne]=1&where[order][lte]=3')).toEqual([2, 3]);
  });

  it('matches lists with in and notIn', async () => {
    expect(
      names((await list('language-level', 'where[name][in][0]=A1&where[name][in][1]=C2')).body.data),
    ).toEqual(['A1', 'C2']);
    expect((await list('language-level', 'where[id]=1,2')).status).toBe(400);
    expect(names((await list('language-level', 'where[id][in]=1,2')).body.data)).toEqual(['A1', 'A2']);
    const rest = (await list('language-level', 'where[order][notIn][0]=1&where[order][notIn][1]=2')).body
      .data;
    expect(rest.map((r) => r.order)).toEqual([3, 4, 5, 6, 7]);
  });

  it('searches text with contains and startsWith, case-insensitively and literally', async () => {
    expect(names((await list('location', 'where[name][startsWith]=mila')).body.data)).toEqual(['Milano']);
    const contains = names((await list('location', 'where[name][contains]=REGGIO')).body.data);
    expect(contains.sort()).toEqual(['Reggio Calabria', 'Reggio Emilia', 'Viareggio']);
    // LIKE wildcards in user text match themselves, not everything.
    expect((await list('location', 'where[name][contains]=%25')).body.data).toEqual([]);
    expect((await list('location', 'where[name][startsWith]=_')).body.data).toEqual([]);
  });

  it('counts the matching rows for paging when asked (count=true)', async () => {
    const page = await list('location', 'where[name][contains]=REGGIO&take=1&count=true');
    expect(page.body.data).toHaveLength(1);
    expect(page.body.total).toBe(3);
    expect((await list('location', 'take=1')).body.total).toBeUndefined();
  });

  it('has the other text match modes of spec 9: endsWith and notContains', async () => {
    const ends = names((await list('location', 'where[name][endsWith]=EMILIA')).body.data);
    expect(ends).toEqual(['Reggio Emilia']);
    const rest = (await list('location', 'where[name][notContains]=a&take=200')).body.data;
    expect(rest.length).toBeGreaterThan(0);
    expect(names(rest).every((n) => !String(n).toLowerCase().includes('a'))).toBe(true);
    expect((await list('location', 'where[name][endsWith]=%25')).body.data).toEqual([]);
  });

  it('checks for null and not null', async () => {
    const withIstat = (await list('location', 'where[istat][isNull]=false&take=200')).body.data;
    expect(withIstat.length).toBeGreaterThan(100);
    expect(withIstat.every((r) => r.istat !== null)).toBe(true);
    const eqNull = (await list('location', `where=${encodeURIComponent(JSON.stringify({ istat: null }))}`))
      .body.data;
    expect(eqNull.every((r) => r.istat === null)).toBe(true);
    expect(eqNull.length + withIstat.length).toBe((await list('location', 'take=200')).body.data.length);
  });

  it('combines conditions with AND and OR', async () => {
    const or = await list('language', 'where[OR][0][code]=it&where[OR][1][code]=en&order[code]=ASC');
    expect(names(or.body.data)).toEqual(['English', 'Italian']);
    const nested = { AND: [{ OR: [{ code: 'fr' }, { code: 'de' }] }, { name: { startsWith: 'G' } }] };
    expect(
      names((await list('language', `where=${encodeURIComponent(JSON.stringify(nested))}`)).body.data),
    ).toEqual(['German']);
  });

  it('orders by declared fields with order or orderBy', async () => {
    const desc = (await list('language-level', 'order[order]=DESC')).body.data.map((r) => r.order);
    expect(desc).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect((await list('language-level', 'orderBy=-order&take=2')).body.data.map((r) => r.order)).toEqual([
      7, 6,
    ]);
    expect((await list('language-level', 'orderBy=order:desc&take=1')).body.data.map((r) => r.order)).toEqual(
      [7],
    );
    expect((await list('language-level', 'orderBy=name')).body.data[0]!.name).toBe('A1');
  });

  it('pages with take and skip, caps take at 200 and defaults to 200', async () => {
    const all = (await list('professional-skill', 'take=200&orderBy=id')).body.data;
    expect(all).toHaveLength(200);
    expect((await list('professional-skill', '')).body.data).toHaveLength(200);
    expect((await list('professional-skill', 'take=5000')).body.data).toHaveLength(200);
    const page = (await list('professional-skill', 'take=10&skip=20&orderBy=id')).body.data;
    expect(page.map((r) => r.id)).toEqual(all.slice(20, 30).map((r) => r.id));
    for (const bad of ['take=0', 'take=-1', 'take=abc', 'skip=-5', 'take=1.5']) {
      expect((await list('professional-skill', bad)).status, bad).toBe(400);
    }
  });

  it('selects declared fields and includes declared relations', async () => {
    const rows = (await list('language', 'select[0]=name&select[1]=code&take=1&orderBy=id')).body.data;
    expect(rows).toEqual([{ id: 1, name: 'Italian', code: 'it' }]);
    const areas = (
      await list('work-area', 'include=workAreaSoftSkillSeniorities&take=1&orderBy=id&select=name')
    ).body.data;
    expect(Object.keys(areas[0]!).sort()).toEqual(['id', 'name', 'workAreaSoftSkillSeniorities']);
    const pairs = areas[0]!.workAreaSoftSkillSeniorities as Array<Record<string, unknown>>;
    expect(pairs.length).toBeGreaterThan(0);
    expect(pairs.every((p) => p.workAreaId === 1)).toBe(true);
  });

  it('refuses unknown fields, operators, relations and keys with 400 and a clear message', async () => {
    const cases: Array<[string, string, RegExp]> = [
      ['language', 'where[password]=x', /unknown or not filterable field 'password'/],
      ['language', 'where[code][like]=x', /unknown operator 'like'/],
      ['language', 'where[code][contains][x]=1', /must be text/],
      ['language-level', 'where[order]=abc', /must be a number/],
      ['language-level', 'where[createdAt][gt]=yesterday', /must be an ISO date/],
      // Found by fuzzing: a year past 9999 reached PostgreSQL (a 500).
      ['language-level', 'where[createdAt][gt]=%2B010000-01-01T00:00:00.000Z', /years 1 to 9999/],
      ['language-level', 'where[updatedAt]=-000001-01-01T00:00:00.000Z', /years 1 to 9999/],
      // Found by fuzzing: U+0000 reached PostgreSQL, which cannot store it (a 500).
      ['language', 'where[name][gt]=%00', /NUL character/],
      ['language', 'where[name][0]=a%00b', /NUL character/],
      ['language-level', 'where[order][contains]=1', /only text fields/],
      ['language', 'where[OR]=1', /non-empty list/],
      ['language', 'order[secret]=ASC', /not sortable field 'secret'/],
      ['language', 'order[name]=UP', /ASC or DESC/],
      ['language', 'select=name,hash', /unknown field 'hash'/],
      ['language', 'include=users', /unknown relation 'users'/],
      // Found by fuzzing: Object.prototype's members were taken for relations (a 500).
      ['work-area', 'include=constructor', /unknown relation 'constructor'/],
      ['work-area', 'include[0]=toString', /unknown relation 'toString'/],
      ['language', 'frobnicate=1', /frobnicate/],
      ['language', 'where={bad json', /not valid JSON/],
      ['language', 'withDeleted=true&where[id]=1', /./],
      ['company', 'where[name]=x', /User not logged/],
    ];
    for (const [resource, query, message] of cases) {
      const res = await list(resource, query);
      if (query.startsWith('withDeleted')) {
        expect(res.status, query).toBe(200);
        continue;
      }
      expect(res.status, query).toBe(resource === 'company' ? 401 : 400);
      expect(res.body).toMatchObject({ statusCode: res.status, error: expect.any(String) });
      expect(JSON.stringify(res.body.message), query).toMatch(message);
    }
  });

  it('caps the size of where: depth, conditions and list length', async () => {
    let deep: Record<string, unknown> = { code: 'it' };
    for (let i = 0; i < 8; i++) deep = { AND: [deep] };
    expect((await list('language', `where=${encodeURIComponent(JSON.stringify(deep))}`)).status).toBe(400);
    const many = { OR: Array.from({ length: 60 }, (_, i) => ({ id: i + 1 })) };
    expect((await list('language', `where=${encodeURIComponent(JSON.stringify(many))}`)).status).toBe(400);
    const long = { id: { in: Array.from({ length: 1001 }, (_, i) => i + 1) } };
    expect((await list('language', `where=${encodeURIComponent(JSON.stringify(long))}`)).status).toBe(400);
  });

  it('reads one record, with 400 for a bad id and 404 for a missing one', async () => {
    const one = await t.request({ method: 'GET', url: '/api/language/2?select=code' });
    expect(one.json()).toEqual({ data: { id: 2, code: 'en' } });
    expect((await t.request({ method: 'GET', url: '/api/language/999999' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/language/abc' })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/language/99999999999' })).statusCode).toBe(400);
  });

  it('serves only the verbs a resource declares', async () => {
    expect(
      (await t.request({ method: 'POST', url: '/api/language', payload: { name: 'x' } })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'DELETE', url: '/api/language/1' })).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'POST', url: '/api/language/@fetch', payload: { idList: [1] } })).statusCode,
    ).toBe(404);
  });

  it('marks reference lists cacheable', async () => {
    const res = await t.request({ method: 'GET', url: '/api/seniority' });
    expect(res.headers['cache-control']).toMatch(/public/);
  });
});
