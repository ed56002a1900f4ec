import { describe, expect, it } from 'vitest';
import { moduleDefaults, type SearchFiltersInput, type SearchResult } from '@hiring/domain';
import * as t from '../src/db/schema/index.js';
import {
  dataOf,
  expectError,
  expectCandidatesKeyNeeded,
  expectNotMounted,
  expectShareRefusals,
  idsOf,
  refusedWithoutWrite,
  savedCalls,
  useSavedWorld,
} from './saved-support.js';

/** Reference ids of the seed (db/seed/reference/*.json). */
const TS = 1;
const IT_AREA = 1;
const ENGLISH = 2;
const B2 = 4;
const MILANO = 13;

interface SavedSearch {
  id: number;
  companyId: number;
  userId: number;
  name: string;
  filters: SearchFiltersInput;
  sharedByUserId: number | null;
  createdAt: string;
  updatedAt: string;
}

const filters: SearchFiltersInput = {
  text: 'developer',
  professionalSkills: [{ skillId: TS, years: 2 }],
  workAreaIds: [IT_AREA],
  languages: [{ languageId: ENGLISH, levelId: B2 }],
  location: { locationId: MILANO, radiusKm: 20 },
  excludeEmployed: true,
};

describe('saved searches', () => {
  const { ctx, w } = useSavedWorld();
  const api = savedCalls(ctx, 'saved-search');
  const create = async (as: number, body: object) => dataOf<SavedSearch>(await api.create(as, body), 201);

  describe('create, list, rename, update, delete', () => {
    it('creates in the caller’s company, owned by the caller, with the filters as the search reads them', async () => {
      const saved = await create(w.adminA.id, { name: '  TypeScript a Milano ', filters });
      expect(saved).toMatchObject({
        companyId: w.companyA.id,
        userId: w.adminA.id,
        name: 'TypeScript a Milano',
        filters,
        sharedByUserId: null,
      });
      // Defaults of the search contract are filled in (skill years 0), so the search reads it back as it is.
      const bare = await create(w.adminA.id, {
        name: 'Solo TS',
        filters: { professionalSkills: [{ skillId: TS }] },
      });
      expect(bare.filters).toEqual({ professionalSkills: [{ skillId: TS, years: 0 }] });
      expect(dataOf<SavedSearch>(await api.get(w.adminA.id, saved.id))).toEqual(saved);
    });

    it('takes the company and the owner from the caller, never from the body', async () => {
      for (const extra of [
        { companyId: w.companyB.id },
        { userId: w.adminB.id },
        { sharedByUserId: w.adminB.id },
      ]) {
        await refusedWithoutWrite(ctx.db, t.savedSearch, 400, () =>
          api.create(w.adminA.id, { name: 'Intrusa', filters: {}, ...extra }),
        );
      }
    });

    it('lists only the caller’s company; another company reaches none of it', async () => {
      const a = await create(w.adminA.id, { name: 'Di Alfa', filters: { text: 'alfa' } });
      const b = await create(w.adminB.id, { name: 'Di Beta', filters: { text: 'beta' } });
      const listA = dataOf<SavedSearch[]>(await api.list(w.adminA.id));
      expect(listA.map((s) => s.id)).toContain(a.id);
      expect(listA.every((s) => s.companyId === w.companyA.id)).toBe(true);
      expect(idsOf(await api.list(w.adminB.id))).toEqual([b.id]);

      // Whatever where or ids B sends, A's records stay out of reach.
      expect(idsOf(await api.list(w.adminB.id, `?where[companyId]=${w.companyA.id}`))).toEqual([]);
      expect(idsOf(await api.list(w.adminB.id, `?where[id]=${a.id}`))).toEqual([]);
      expect(idsOf(await api.list(w.adminB.id, `?where[userId]=${w.adminA.id}`))).toEqual([]);
      expect(dataOf(await api.ids(w.adminB.id, { where: { id: { in: [a.id, b.id] } } }))).toEqual([b.id]);
      expect(idsOf(await api.fetch(w.adminB.id, { idList: [a.id, b.id] }))).toEqual([b.id]);
      expectError(await api.get(w.adminB.id, a.id), 404);
      expectError(await api.update(w.adminB.id, a.id, { name: 'Presa' }), 404);
      expectError(await api.remove(w.adminB.id, a.id), 404);
      expect(dataOf<SavedSearch>(await api.get(w.adminA.id, a.id)).name).toBe('Di Alfa');
    });

    it('with only U for candidates a member reaches only their own searches; C reaches the company’s', async () => {
      const mine = await create(w.ownOnlyA.id, { name: 'Mia', filters: { text: 'mia' } });
      const admins = await create(w.adminA.id, { name: 'Dell’admin', filters: { text: 'admin' } });
      expect(mine.userId).toBe(w.ownOnlyA.id);

      const own = dataOf<SavedSearch[]>(await api.list(w.ownOnlyA.id));
      expect(own.map((s) => s.id)).toEqual([mine.id]);
      expect(idsOf(await api.list(w.ownOnlyA.id, `?where[userId]=${w.adminA.id}`))).toEqual([]);
      expect(dataOf(await api.ids(w.ownOnlyA.id))).toEqual([mine.id]);
      expect(idsOf(await api.fetch(w.ownOnlyA.id, { idList: [admins.id, mine.id] }))).toEqual([mine.id]);
      expectError(await api.get(w.ownOnlyA.id, admins.id), 404);
      expectError(await api.update(w.ownOnlyA.id, admins.id, { name: 'Presa' }), 404);
      expectError(await api.remove(w.ownOnlyA.id, admins.id), 404);
      expect(
        dataOf<SavedSearch>(await api.update(w.ownOnlyA.id, mine.id, { name: 'Mia, rinominata' })).name,
      ).toBe('Mia, rinominata');

      // The company's C letters reach every member's searches.
      for (const member of [w.adminA.id, w.recruiterA.id]) {
        expect(idsOf(await api.list(member))).toEqual(expect.arrayContaining([mine.id, admins.id]));
      }
    });

    it('renames and updates the filters; only what is sent changes', async () => {
      const saved = await create(w.adminA.id, { name: 'Da rinominare', filters });
      const renamed = dataOf<SavedSearch>(await api.update(w.adminA.id, saved.id, { name: 'Rinominata' }));
      expect(renamed).toMatchObject({ name: 'Rinominata', filters });
      expect(Date.parse(renamed.updatedAt)).toBeGreaterThanOrEqual(Date.parse(saved.updatedAt));

      const narrower = { professionalSkills: [{ skillId: TS, years: 5 }], excludeEmployed: false };
      const updated = dataOf<SavedSearch>(await api.update(w.adminA.id, saved.id, { filters: narrower }));
      expect(updated).toMatchObject({ name: 'Rinominata', filters: narrower });
      expect(dataOf<SavedSearch>(await api.get(w.adminA.id, saved.id))).toMatchObject({
        name: 'Rinominata',
        filters: narrower,
      });
    });

    it('deletes: gone from every read, a second delete is a 404', async () => {
      const saved = await create(w.adminA.id, { name: 'Da cancellare', filters: {} });
      expect((await api.remove(w.adminA.id, saved.id)).statusCode).toBe(204);
      expectError(await api.get(w.adminA.id, saved.id), 404);
      expect(idsOf(await api.list(w.adminA.id))).not.toContain(saved.id);
      expect(dataOf(await api.ids(w.adminA.id, { where: { id: saved.id } }))).toEqual([]);
      expectError(await api.update(w.adminA.id, saved.id, { name: 'Risorta' }), 404);
      expectError(await api.remove(w.adminA.id, saved.id), 404);
      expectError(await api.share(w.adminA.id, saved.id, w.recruiterA.id), 404);
    });
  });

  describe('bad input is a 400 and writes nothing', () => {
    it.each([
      ['an unknown filter', { name: 'x', filters: { colour: 'blue' } }],
      ['a filter of the wrong type', { name: 'x', filters: { workAreaIds: 'IT' } }],
      ['a text filter that is a number', { name: 'x', filters: { text: 42 } }],
      [
        'skill years not among the options',
        { name: 'x', filters: { professionalSkills: [{ skillId: TS, years: 4 }] } },
      ],
      ['a radius without a place', { name: 'x', filters: { location: { radiusKm: 10 } } }],
      ['a radius too large', { name: 'x', filters: { location: { locationId: MILANO, radiusKm: 5000 } } }],
      ['a negative id', { name: 'x', filters: { seniorityIds: [-1] } }],
      ['an empty id list', { name: 'x', filters: { softSkillIds: [] } }],
      ['filters that are a list', { name: 'x', filters: [] }],
      ['no filters', { name: 'x' }],
      ['no name', { filters: {} }],
      ['a blank name', { name: '   ', filters: {} }],
      ['a name too long', { name: 'n'.repeat(201), filters: {} }],
      ['a name that is not text', { name: 7, filters: {} }],
    ])('%s', async (_what, body) => {
      await refusedWithoutWrite(ctx.db, t.savedSearch, 400, () => api.create(w.adminA.id, body));
    });

    it('reference ids that do not exist, named as the search names them', async () => {
      const unknown = {
        professionalSkills: [{ skillId: 999_999, years: 1 }],
        softSkillIds: [2, 888_888],
        languages: [{ languageId: ENGLISH, levelId: 999 }],
        location: { locationId: 999_999, radiusKm: 10 },
      };
      const message = await refusedWithoutWrite(ctx.db, t.savedSearch, 400, () =>
        api.create(w.adminA.id, { name: 'Fantasma', filters: unknown }),
      );
      for (const part of [
        'filters.professionalSkills: unknown id 999999',
        'filters.softSkillIds: unknown id 888888',
        'filters.languages: unknown levelId 999',
        'filters.location: unknown locationId 999999',
      ]) {
        expect(message).toContain(part);
      }
    });

    it('a bad update leaves the search as it was', async () => {
      const saved = await create(w.adminA.id, { name: 'Intatta', filters });
      for (const body of [
        { filters: { colour: 'blue' } },
        { filters: { workAreaIds: [777_777] } },
        { name: '' },
        { name: 'ok', companyId: w.companyB.id },
        { userId: w.recruiterA.id },
      ]) {
        expectError(await api.update(w.adminA.id, saved.id, body), 400);
      }
      expect(dataOf<SavedSearch>(await api.get(w.adminA.id, saved.id))).toEqual(saved);
    });

    it('malformed ids and queries are 400s, never 500s', async () => {
      expectError(await ctx.request({ method: 'GET', url: '/api/saved-search/abc', as: w.adminA.id }), 400);
      expectError(
        await ctx.request({ method: 'GET', url: '/api/saved-search/99999999999', as: w.adminA.id }),
        400,
      );
      expectError(await api.list(w.adminA.id, '?where[filters]=x'), 400);
      expectError(await api.list(w.adminA.id, '?where[id]=abc'), 400);
      expectError(await api.list(w.adminA.id, '?include=nothing'), 400);
      expectError(await api.share(w.adminA.id, 1, 'abc'), 400);
      expectError(await api.share(w.adminA.id, 1, -4), 400);
      const noBody = await ctx.request({ method: 'POST', url: '/api/saved-search/share/1', as: w.adminA.id });
      expectError(noBody, 400);
    });
  });

  describe('reopening', () => {
    it('a saved search’s filters are accepted by POST /search as they are, with the same results', async () => {
      const saved = await create(w.adminA.id, { name: 'Da riaprire', filters });
      const reopened = dataOf<SavedSearch>(await api.get(w.adminA.id, saved.id));
      const search = (f: unknown) =>
        ctx.request({ method: 'POST', url: '/api/search', as: w.adminA.id, payload: { filters: f } });
      const fromSaved = dataOf<SearchResult>(await search(reopened.filters));
      expect(fromSaved).toEqual(dataOf<SearchResult>(await search(filters)));

      // Every saved search of the company reopens, whatever filters it holds.
      for (const s of dataOf<SavedSearch[]>(await api.list(w.adminA.id))) {
        expect((await search(s.filters)).statusCode, s.name).toBe(200);
      }
      // And a text-only search finds the candidate it names.
      const mario = await create(w.adminA.id, { name: 'Mario', filters: { text: 'rossi' } });
      const found = dataOf<SearchResult>(await search(mario.filters));
      expect(found.items.map((i) => i.userId)).toEqual([w.mario.id]);
    });
  });

  describe('sharing with a teammate', () => {
    it('copies the search to a teammate of the same company, marked as shared by the caller', async () => {
      const saved = await create(w.adminA.id, { name: 'Da condividere', filters });
      const copy = dataOf<SavedSearch>(await api.share(w.adminA.id, saved.id, w.ownOnlyA.id), 201);
      expect(copy).toMatchObject({
        companyId: w.companyA.id,
        userId: w.ownOnlyA.id,
        name: 'Da condividere',
        filters,
        sharedByUserId: w.adminA.id,
      });
      expect(copy.id).not.toBe(saved.id);
      // The teammate (U only: their own records) sees the copy; the original stays the sharer's.
      const theirs = dataOf<SavedSearch[]>(await api.list(w.ownOnlyA.id, '?include=sharedBy'));
      expect(theirs.find((s) => s.id === copy.id)).toMatchObject({
        sharedByUserId: w.adminA.id,
        name: 'Da condividere',
        sharedBy: { id: w.adminA.id, firstname: 'Anna', lastname: 'Alfa', picture: null },
      });
      expect(theirs.map((s) => s.id)).not.toContain(saved.id);
      expect(dataOf<SavedSearch>(await api.get(w.adminA.id, saved.id))).toEqual(saved);
      // The copy is the teammate's own: they rename and delete it without touching the original.
      expect(dataOf<SavedSearch>(await api.update(w.ownOnlyA.id, copy.id, { name: 'Mia copia' })).name).toBe(
        'Mia copia',
      );
      expect((await api.remove(w.ownOnlyA.id, copy.id)).statusCode).toBe(204);
      expect(dataOf<SavedSearch>(await api.get(w.adminA.id, saved.id)).name).toBe('Da condividere');
    });

    it('a member with only U shares their own search, and is refused another’s', async () => {
      const own = await create(w.ownOnlyA.id, { name: 'Di Ugo', filters: { text: 'ugo' } });
      const admins = await create(w.adminA.id, { name: 'Non di Ugo', filters: {} });
      const copy = dataOf<SavedSearch>(await api.share(w.ownOnlyA.id, own.id, w.recruiterA.id), 201);
      expect(copy).toMatchObject({ userId: w.recruiterA.id, sharedByUserId: w.ownOnlyA.id });
      await refusedWithoutWrite(ctx.db, t.savedSearch, 404, () =>
        api.share(w.ownOnlyA.id, admins.id, w.recruiterA.id),
      );
    });

    it('to oneself or to a member without the candidates key is a 400; to anyone but a live teammate a 404', async () => {
      const saved = await create(w.adminA.id, { name: 'Riservata', filters });
      await expectShareRefusals(ctx, 'saved-search', w, saved.id);
      expect(idsOf(await api.list(w.adminB.id, `?where[sharedByUserId]=${w.adminA.id}`))).toEqual([]);
    });

    it('another company’s search is a 404, whoever it is shared with', async () => {
      const saved = await create(w.adminA.id, { name: 'Di Alfa', filters: {} });
      for (const userId of [w.adminB.id, w.recruiterA.id, w.adminA.id]) {
        await refusedWithoutWrite(ctx.db, t.savedSearch, 404, () => api.share(w.adminB.id, saved.id, userId));
      }
      await refusedWithoutWrite(ctx.db, t.savedSearch, 404, () =>
        api.share(w.adminA.id, 999_999, w.recruiterA.id),
      );
    });

    it('needs the candidates permission (403), a company (403) and a user (401)', async () => {
      const saved = await create(w.adminA.id, { name: 'Protetta', filters: {} });
      await expectCandidatesKeyNeeded(ctx, 'saved-search', w, saved.id, { name: 'x', filters: {} });
    });
  });
});

describe('saved searches with the search module disabled', () => {
  const { ctx, w } = useSavedWorld({ modules: { ...moduleDefaults, disableSearch: true } });

  it('are not mounted: every route answers 404 and nothing is written', async () => {
    await expectNotMounted(ctx, 'saved-search', w, {
      create: { name: 'x', filters: {} },
      update: { name: 'y' },
    });
    const search = await ctx.request({ method: 'POST', url: '/api/search', as: w.adminA.id, payload: {} });
    expectError(search, 404);
  });

  it('saved profiles stay, under their own flag', async () => {
    const saved = dataOf(
      await savedCalls(ctx, 'saved-user').create(w.adminA.id, { savedUserId: w.mario.id }),
      201,
    );
    expect(saved).toMatchObject({ savedUserId: w.mario.id, userId: w.adminA.id });
  });
});
