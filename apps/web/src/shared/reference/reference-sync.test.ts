import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReferenceDb, REFERENCE_DB_VERSION } from './reference-db';
import { syncReferenceTables, type ModelEntry, type ReferenceGet } from './reference-sync';
import { runReferenceSync } from './run-reference-sync';
import { syncedReferenceTables } from './reference-tables';
import type { Query } from '../api/flatten-query';

type Row = { id: number; name: string; updatedAt: string; deletedAt?: string | null };

/** A fake API: the model registry and each table's rows, answering the generic list query. */
function fakeServer() {
  const tables = new Map<string, Row[]>();
  const models = new Map<string, ModelEntry>();
  const calls: Array<{ path: string; query: Query | undefined }> = [];
  const forbidden = new Set<string>();
  let failing: string | null = null;
  const set = (name: string, rows: Row[], at: string) => {
    tables.set(name, rows);
    models.set(name, { id: models.size + 1, name, path: name.replace(/_/g, '-'), updatedAt: at });
  };
  for (const name of syncedReferenceTables) set(name, [{ id: 1, name: `${name} 1`, updatedAt: 'T1' }], 'T1');
  set(
    'professional_skill',
    Array.from({ length: 450 }, (_, i) => ({ id: i + 1, name: `skill ${i + 1}`, updatedAt: 'T1' })),
    'T1',
  );
  const get: ReferenceGet = async <T>(path: string, query?: Query) => {
    calls.push({ path, query });
    if (path === '/model') return [...models.values()] as T;
    const name = path.slice(1).replace(/-/g, '_');
    if (forbidden.has(name)) throw Object.assign(new Error('Forbidden'), { status: 403 });
    if (failing === name) throw Object.assign(new Error('boom'), { status: 500 });
    const where = query?.where as { updatedAt?: { gt: string } } | undefined;
    const since = where?.updatedAt?.gt;
    const rows = (tables.get(name) ?? []).filter((r) =>
      since ? r.updatedAt > since : !r.deletedAt || query?.withDeleted,
    );
    const skip = Number(query?.skip ?? 0);
    return rows.slice(skip, skip + Number(query?.take ?? 200)) as T;
  };
  return {
    get,
    calls,
    set,
    forbidden,
    fail: (name: string | null) => (failing = name),
  };
}

let db: ReferenceDb;
beforeEach(() => {
  db = new ReferenceDb();
});
afterEach(async () => {
  await db.delete();
});

describe('reference sync', () => {
  it('opens version 9 with a table per reference table, meta and work_years', async () => {
    await db.open();
    expect(db.verno).toBe(REFERENCE_DB_VERSION);
    const names = db.tables.map((t) => t.name);
    for (const table of syncedReferenceTables) expect(names).toContain(table);
    expect(names).toEqual(expect.arrayContaining(['meta', 'work_years']));
  });

  it('fills every table on a cold start, paging by 200, and generates work_years', async () => {
    const server = fakeServer();
    const report = await syncReferenceTables(db, server.get);
    expect(await db.records('professional_skill').count()).toBe(450);
    expect(await db.records('seniority').count()).toBe(1);
    expect((await db.records('work_years').toArray()).map((r) => r.id)).toEqual([0, 1, 2, 3, 5, 10]);
    const skillCalls = server.calls.filter((c) => c.path === '/professional-skill');
    expect(skillCalls.map((c) => c.query?.skip)).toEqual([0, 200, 400]);
    expect(report.tables.seniority).toBe('full');
    // the registry, 19 one-page tables, 3 pages of skills
    expect(report.requests).toBe(1 + 19 + 3);
    expect(server.calls.find((c) => c.path === '/work-area')?.query?.include).toBe(
      'workAreaSoftSkillSeniorities',
    );
  });

  it('asks only the registry when nothing changed', async () => {
    const server = fakeServer();
    await syncReferenceTables(db, server.get);
    server.calls.length = 0;
    const report = await syncReferenceTables(db, server.get);
    expect(server.calls.map((c) => c.path)).toEqual(['/model']);
    expect(Object.values(report.tables).every((o) => o === 'unchanged')).toBe(true);
  });

  it('fetches only rows changed since the last sync and removes deleted ones', async () => {
    const server = fakeServer();
    server.set(
      'seniority',
      [
        { id: 1, name: 'Junior', updatedAt: 'T1' },
        { id: 2, name: 'Senior', updatedAt: 'T1' },
      ],
      'T1',
    );
    await syncReferenceTables(db, server.get);
    server.set(
      'seniority',
      [
        { id: 1, name: 'Junior', updatedAt: 'T2', deletedAt: 'T2' },
        { id: 2, name: 'Senior+', updatedAt: 'T2' },
        { id: 3, name: 'Lead', updatedAt: 'T2' },
      ],
      'T2',
    );
    server.calls.length = 0;
    const report = await syncReferenceTables(db, server.get);
    expect(report.tables.seniority).toBe('changes');
    expect(server.calls.map((c) => c.path)).toEqual(['/model', '/seniority']);
    expect(server.calls[1]?.query).toMatchObject({ where: { updatedAt: { gt: 'T1' } }, withDeleted: true });
    const rows = await db.records('seniority').orderBy('id').toArray();
    expect(rows.map((r) => [r.id, r.name])).toEqual([
      [2, 'Senior+'],
      [3, 'Lead'],
    ]);
  });

  it('re-reads work areas whole (their pairs live in another table)', async () => {
    const server = fakeServer();
    await syncReferenceTables(db, server.get);
    server.set('work_area', [{ id: 7, name: 'IT', updatedAt: 'T1' }], 'T2');
    server.calls.length = 0;
    await syncReferenceTables(db, server.get);
    expect(server.calls[1]?.query?.where).toBeUndefined();
    expect((await db.records('work_area').toArray()).map((r) => r.id)).toEqual([7]);
  });

  it('logs and skips a forbidden table, syncing the others', async () => {
    const server = fakeServer();
    server.forbidden.add('license');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const report = await syncReferenceTables(db, server.get);
    expect(report.tables.license).toBe('forbidden');
    expect(warn).toHaveBeenCalledWith('Reference sync: license is forbidden, skipped');
    expect(await db.records('license').count()).toBe(0);
    expect(await db.records('language').count()).toBe(1);
    expect(await db.meta.get('license')).toBeUndefined();
    warn.mockRestore();
  });

  it('drops the local database and reloads it once on any other failure', async () => {
    const server = fakeServer();
    await syncReferenceTables(db, server.get);
    await db.records('seniority').put({ id: 99, name: 'stale', updatedAt: 'T0' });
    server.set('language', [{ id: 1, name: 'x', updatedAt: 'T3' }], 'T3');
    server.fail('language');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let dropped = 0;
    let current = db;
    const report = await runReferenceSync({
      get: server.get,
      open: () => current,
      drop: async () => {
        dropped += 1;
        await current.delete();
        current = new ReferenceDb();
        server.fail(null);
      },
    });
    expect(dropped).toBe(1);
    expect(report?.tables.language).toBe('full');
    expect(await current.records('seniority').get(99)).toBeUndefined();
    expect(await current.records('language').count()).toBe(1);
    db = current;
    vi.restoreAllMocks();
  });
});
