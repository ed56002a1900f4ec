import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CompanyRoleId, moduleDefaults } from '@hiring/domain';
import { addMember, createCandidate, createUser } from '../src/db/seed/factories.js';
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

interface SavedProfile {
  id: number;
  companyId: number;
  userId: number;
  savedUserId: number;
  note: string | null;
  sharedByUserId: number | null;
  savedUser?: Record<string, unknown> | null;
  sharedBy?: Record<string, unknown> | null;
}

describe('saved profiles', () => {
  const { ctx, w } = useSavedWorld();
  const api = savedCalls(ctx, 'saved-user');
  const save = async (as: number, body: object) => dataOf<SavedProfile>(await api.create(as, body), 201);
  const refused = (status: number, call: Parameters<typeof refusedWithoutWrite>[3]) =>
    refusedWithoutWrite(ctx.db, t.savedUser, status, call);

  describe('saving a candidate', () => {
    it('saves a searchable candidate once, with a note; a second save is 400 Already saved', async () => {
      const saved = await save(w.adminA.id, { savedUserId: w.mario.id, note: '  Da richiamare ' });
      expect(saved).toMatchObject({
        companyId: w.companyA.id,
        userId: w.adminA.id,
        savedUserId: w.mario.id,
        note: 'Da richiamare',
        sharedByUserId: null,
      });
      const message = await refused(400, () => api.create(w.adminA.id, { savedUserId: w.mario.id }));
      expect(message).toBe('Already saved');
      // Another recruiter of the company keeps their own save of the same candidate.
      expect(await save(w.recruiterA.id, { savedUserId: w.mario.id })).toMatchObject({ note: null });
    });

    it('removed, the candidate can be saved again', async () => {
      const first = await save(w.adminA.id, { savedUserId: w.giulia.id });
      expect((await api.remove(w.adminA.id, first.id)).statusCode).toBe(204);
      expectError(await api.get(w.adminA.id, first.id), 404);
      const again = await save(w.adminA.id, { savedUserId: w.giulia.id, note: 'Di nuovo' });
      expect(again.note).toBe('Di nuovo');
      const mine = dataOf<SavedProfile[]>(await api.list(w.adminA.id, `?where[savedUserId]=${w.giulia.id}`));
      expect(mine.map((s) => s.id)).toEqual([again.id]);
      expect(await refused(400, () => api.create(w.adminA.id, { savedUserId: w.giulia.id }))).toBe(
        'Already saved',
      );
    });

    it('a recruiter of two companies keeps a separate save in each', async () => {
      const recruiter = await createUser(ctx.db, { firstname: 'Doppia', lastname: 'Sede' });
      await addMember(ctx.db, {
        userId: recruiter.id,
        companyId: w.companyA.id,
        companyRoleId: CompanyRoleId.recruiter,
      });
      await addMember(ctx.db, {
        userId: recruiter.id,
        companyId: w.companyB.id,
        companyRoleId: CompanyRoleId.recruiter,
      });
      const switchTo = async (companyId: number) =>
        expect(
          (await ctx.request({ method: 'PATCH', url: `/api/auth/company/${companyId}`, as: recruiter.id }))
            .statusCode,
        ).toBe(200);
      await switchTo(w.companyA.id);
      const inA = await save(recruiter.id, { savedUserId: w.mario.id, note: 'Per Alfa' });
      await switchTo(w.companyB.id);
      const own = `?where[userId]=${recruiter.id}`;
      expect(dataOf<SavedProfile[]>(await api.list(recruiter.id, own))).toEqual([]);
      const inB = await save(recruiter.id, { savedUserId: w.mario.id, note: 'Per Beta' });
      expect(inB).toMatchObject({ companyId: w.companyB.id, note: 'Per Beta' });
      expect(await refused(400, () => api.create(recruiter.id, { savedUserId: w.mario.id }))).toBe(
        'Already saved',
      );
      // Leave company B's lists as the other tests expect them.
      expect((await api.remove(recruiter.id, inB.id)).statusCode).toBe(204);
      await switchTo(w.companyA.id);
      expect(dataOf<SavedProfile[]>(await api.list(recruiter.id, own)).map((s) => s.id)).toEqual([inA.id]);
    });

    it('a candidate who applied to the company may be saved by it even if not searchable', async () => {
      expect(await save(w.adminA.id, { savedUserId: w.appliedToA.id })).toMatchObject({
        savedUserId: w.appliedToA.id,
      });
      await refused(404, () => api.create(w.adminB.id, { savedUserId: w.appliedToA.id }));
    });

    it('a candidate the company cannot see, or anyone who is not a candidate, is a 404', async () => {
      const gone = await createCandidate(ctx.db, {
        firstname: 'Gino',
        lastname: 'Cancellato',
        deletedAt: new Date(),
      });
      for (const savedUserId of [w.hidden.id, gone.id, w.adminA.id, w.recruiterA.id, w.adminB.id, 999_999]) {
        await refused(404, () => api.create(w.adminA.id, { savedUserId }));
      }
    });

    it.each([
      ['an unknown key', { savedUserId: 1, colour: 'blue' }],
      ['the company in the body', { savedUserId: 1, companyId: 2 }],
      ['the owner in the body', { savedUserId: 1, userId: 2 }],
      ['a shared-by in the body', { savedUserId: 1, sharedByUserId: 2 }],
      ['no candidate', { note: 'x' }],
      ['a candidate id of the wrong type', { savedUserId: 'Mario' }],
      ['a negative candidate id', { savedUserId: -1 }],
      ['a note that is not text', { savedUserId: 1, note: 3 }],
      ['a note too long', { savedUserId: 1, note: 'n'.repeat(2001) }],
    ])('%s → 400', async (_what, body) => {
      await refused(400, () => api.create(w.adminA.id, body));
    });
  });

  describe('reading, the note, removing', () => {
    it('the savedUser include gives the candidate’s name and picture, never contact details', async () => {
      const [saved] = dataOf<SavedProfile[]>(
        await api.list(
          w.adminA.id,
          `?where[savedUserId]=${w.mario.id}&where[userId]=${w.adminA.id}&include=savedUser`,
        ),
      );
      const candidate = {
        id: w.mario.id,
        firstname: 'Mario',
        lastname: 'Rossi',
        picture: 'pictures/mario.jpg',
      };
      expect(saved!.savedUser).toEqual(candidate);
      expect(
        dataOf<SavedProfile>(await api.get(w.adminA.id, saved!.id, '?include=savedUser')).savedUser,
      ).toEqual(candidate);
      const fetched = await api.fetch(w.adminA.id, { idList: [saved!.id], include: ['savedUser'] });
      expect(dataOf<SavedProfile[]>(fetched)[0]!.savedUser).toEqual(candidate);
      expect(fetched.body).not.toContain('example.test');
      expect(fetched.body).not.toContain('333');
    });

    it('the include is empty once the company may no longer see the candidate', async () => {
      const fading = await createCandidate(ctx.db, { firstname: 'Fabio', lastname: 'Sfumato' });
      const saved = await save(w.adminA.id, { savedUserId: fading.id });
      await ctx.db.insert(t.userPreference).values({ userId: fading.id, searchable: false });
      expect(
        dataOf<SavedProfile>(await api.get(w.adminA.id, saved.id, '?include=savedUser')).savedUser,
      ).toBeNull();
    });

    it('a member with only U for candidates reaches their own saves, and may include who shared them', async () => {
      const own = await save(w.ownOnlyA.id, { savedUserId: w.mario.id, note: 'Mio' });
      const list = dataOf<SavedProfile[]>(await api.list(w.ownOnlyA.id, '?include=savedUser,sharedBy,user'));
      expect(list.map((s) => s.id)).toEqual([own.id]);
      expect(list[0]).toMatchObject({
        savedUser: { firstname: 'Mario' },
        user: { id: w.ownOnlyA.id, firstname: 'Ugo' },
        sharedBy: null,
      });
      const admins = dataOf<SavedProfile[]>(await api.list(w.adminA.id, `?where[userId]=${w.adminA.id}`));
      for (const other of admins) {
        expectError(await api.get(w.ownOnlyA.id, other.id), 404);
        expectError(await api.update(w.ownOnlyA.id, other.id, { note: 'Presa' }), 404);
        expectError(await api.remove(w.ownOnlyA.id, other.id), 404);
      }
      expect(idsOf(await api.fetch(w.ownOnlyA.id, { idList: admins.map((s) => s.id) }))).toEqual([]);
      // The company's C letters reach it.
      expect(idsOf(await api.list(w.adminA.id))).toContain(own.id);
    });

    it('edits the note only', async () => {
      const saved = await save(w.adminA.id, { savedUserId: (await createCandidate(ctx.db)).id });
      expect(
        dataOf<SavedProfile>(await api.update(w.adminA.id, saved.id, { note: 'Colloquio lunedì' })).note,
      ).toBe('Colloquio lunedì');
      expect(dataOf<SavedProfile>(await api.update(w.adminA.id, saved.id, { note: null })).note).toBeNull();
      for (const body of [
        { savedUserId: w.giulia.id },
        { note: 'x', userId: w.recruiterA.id },
        { note: 5 },
      ]) {
        expectError(await api.update(w.adminA.id, saved.id, body), 400);
      }
      expect(dataOf<SavedProfile>(await api.get(w.adminA.id, saved.id))).toMatchObject({
        savedUserId: saved.savedUserId,
        userId: w.adminA.id,
        note: null,
      });
    });

    it('another company cannot list, read, update or delete it, whatever where or ids it sends', async () => {
      const saved = await save(w.adminA.id, {
        savedUserId: (await createCandidate(ctx.db)).id,
        note: 'Di Alfa',
      });
      const theirs = await save(w.adminB.id, { savedUserId: w.mario.id });
      const listB = dataOf<SavedProfile[]>(await api.list(w.adminB.id));
      expect(listB.map((s) => s.id)).toEqual([theirs.id]);
      for (const query of [
        `?where[companyId]=${w.companyA.id}`,
        `?where[id]=${saved.id}`,
        `?where[userId]=${w.adminA.id}`,
        `?where[savedUserId]=${w.mario.id}&where[companyId][ne]=${w.companyB.id}`,
        `?where={"OR":[{"id":${saved.id}},{"companyId":${w.companyA.id}}]}`,
      ]) {
        expect(idsOf(await api.list(w.adminB.id, query)), query).toEqual([]);
      }
      expect(dataOf(await api.ids(w.adminB.id, { where: { id: { in: [saved.id, theirs.id] } } }))).toEqual([
        theirs.id,
      ]);
      expect(
        idsOf(await api.fetch(w.adminB.id, { idList: [saved.id, theirs.id], include: ['savedUser'] })),
      ).toEqual([theirs.id]);
      expectError(await api.get(w.adminB.id, saved.id), 404);
      expectError(await api.update(w.adminB.id, saved.id, { note: 'Presa' }), 404);
      expectError(await api.remove(w.adminB.id, saved.id), 404);
      expect(dataOf<SavedProfile>(await api.get(w.adminA.id, saved.id)).note).toBe('Di Alfa');
    });
  });

  describe('sharing with a teammate', () => {
    it('copies the save to a teammate, who sees who shared it', async () => {
      const candidate = await createCandidate(ctx.db, { firstname: 'Sandro', lastname: 'Condiviso' });
      const saved = await save(w.adminA.id, { savedUserId: candidate.id, note: 'Ottimo' });
      const copy = dataOf<SavedProfile>(await api.share(w.adminA.id, saved.id, w.ownOnlyA.id), 201);
      expect(copy).toMatchObject({
        companyId: w.companyA.id,
        userId: w.ownOnlyA.id,
        savedUserId: candidate.id,
        note: 'Ottimo',
        sharedByUserId: w.adminA.id,
      });
      const seen = dataOf<SavedProfile>(await api.get(w.ownOnlyA.id, copy.id, '?include=savedUser,sharedBy'));
      expect(seen).toMatchObject({
        sharedByUserId: w.adminA.id,
        savedUser: { firstname: 'Sandro', lastname: 'Condiviso' },
        sharedBy: { id: w.adminA.id, firstname: 'Anna', lastname: 'Alfa' },
      });
      // Already saved by the teammate: 400, as their own second save would be.
      expect(await refused(400, () => api.share(w.adminA.id, saved.id, w.ownOnlyA.id))).toBe('Already saved');
      // Removed by the teammate, it may be shared again.
      expect((await api.remove(w.ownOnlyA.id, copy.id)).statusCode).toBe(204);
      dataOf(await api.share(w.adminA.id, saved.id, w.ownOnlyA.id), 201);
    });

    it('to oneself or to a member without the candidates key is a 400; to anyone but a live teammate a 404', async () => {
      const saved = await save(w.adminA.id, { savedUserId: (await createCandidate(ctx.db)).id });
      await expectShareRefusals(ctx, 'saved-user', w, saved.id);
    });

    it('another company’s save, or one out of the caller’s reach, is a 404', async () => {
      const saved = await save(w.adminA.id, { savedUserId: (await createCandidate(ctx.db)).id });
      for (const userId of [w.adminB.id, w.recruiterA.id]) {
        await refused(404, () => api.share(w.adminB.id, saved.id, userId));
      }
      await refused(404, () => api.share(w.ownOnlyA.id, saved.id, w.recruiterA.id));
      await refused(404, () => api.share(w.adminA.id, 999_999, w.recruiterA.id));
    });

    it('a candidate the company may no longer see is not shared (404)', async () => {
      const leaving = await createCandidate(ctx.db, { firstname: 'Lino', lastname: 'Partito' });
      const saved = await save(w.adminA.id, { savedUserId: leaving.id });
      await ctx.db.update(t.user).set({ deletedAt: new Date() }).where(eq(t.user.id, leaving.id));
      await refused(404, () => api.share(w.adminA.id, saved.id, w.recruiterA.id));
    });

    it('needs the candidates permission (403), a company (403) and a user (401)', async () => {
      const saved = await save(w.adminA.id, { savedUserId: (await createCandidate(ctx.db)).id });
      await expectCandidatesKeyNeeded(ctx, 'saved-user', w, saved.id, { savedUserId: w.giulia.id });
    });
  });
});

describe('saved profiles with the saved-users module disabled', () => {
  const { ctx, w } = useSavedWorld({ modules: { ...moduleDefaults, disableSavedUsers: true } });

  it('are not mounted: every route answers 404 and nothing is written', async () => {
    await expectNotMounted(ctx, 'saved-user', w, {
      create: { savedUserId: w.mario.id },
      update: { note: 'x' },
    });
  });

  it('saved searches stay, under the search module', async () => {
    const saved = await savedCalls(ctx, 'saved-search').create(w.adminA.id, {
      name: 'Ancora qui',
      filters: {},
    });
    expect(dataOf(saved, 201)).toMatchObject({ name: 'Ancora qui', userId: w.adminA.id });
  });
});
