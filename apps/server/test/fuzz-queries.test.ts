import fc from 'fast-check';
import qs from 'qs';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { addStep, createChat } from '../src/db/seed/factories.js';
import type { ResourceDefinition } from '../src/http/resources/define-resource.js';
import type { FieldKind } from '../src/http/resources/fields.js';
import { whereOperators } from '../src/http/resources/where.js';
import { allResources } from '../src/modules/resources.js';
import { twoCompanies } from './fixtures.js';
import {
  anyValue,
  expectSafeAnswer,
  fuzzParams,
  fuzzRuns,
  fuzzTimeout,
  hostileString,
  objectOf,
  pollutingKey,
} from './fuzz-support.js';
import { useTestApp } from './helpers.js';

/**
 * Property-based fuzzing of the generic query language (docs/resource-queries.md) on every
 * resource: where, order, orderBy, select, include, take, skip, count and withDeleted, generated
 * from each resource's declared fields and relations and mixed with invalid ones, sent flattened,
 * as JSON text, to @list and to @fetch. Whatever the query: no 5xx, errors in the catalogue's
 * shape, no row outside what the caller's plain list shows, no field outside the allow-list, and
 * nothing of company B reaches a member of company A.
 */
const MARKERS = ['ZZBETAZZ', 'Beta secret job', 'Beta S.p.A.'];
type Row = Record<string, unknown>;
type Transport = 'qs' | 'json' | 'ids' | 'fetch';

/** Cases per resource in `npm test`. */
const RUNS = fuzzRuns(30);
const t0 = useTestApp();
let f: Awaited<ReturnType<typeof twoCompanies>>;
/** Ids each caller's plain, unfiltered read returns, per resource name. */
const baseline = new Map<string, Set<number>>();
/** Ids only company B's admin sees, per resource name. */
const bOnly = new Map<string, Set<number>>();
let idPool: number[] = [];

async function plainIds(def: ResourceDefinition, as: number): Promise<Set<number>> {
  const ids = new Set<number>();
  if (def.verbs.includes('list')) {
    const variants = def.syncable ? ['', '&withDeleted=true'] : [''];
    for (const extra of variants)
      for (let skip = 0; ; skip += 200) {
        const res = await t0.request({
          method: 'GET',
          url: `/api/${def.name}?take=200&skip=${skip}${extra}`,
          as,
        });
        if (res.statusCode !== 200) return ids;
        assertNoMarker(res.body, as, def.name);
        const rows = (res.json() as { data: Row[] }).data;
        for (const r of rows) ids.add(r.id as number);
        if (rows.length < 200) break;
      }
  } else if (def.verbs.includes('ids')) {
    const res = await t0.request({
      method: 'POST',
      url: `/api/${def.name}/@list`,
      as,
      payload: { take: 10_000 },
    });
    if (res.statusCode === 200) for (const id of (res.json() as { data: number[] }).data) ids.add(id);
  }
  return ids;
}

function assertNoMarker(body: string, as: number, what: string): void {
  if (as === f.adminB.id || as === f.candidate.id) return;
  for (const m of MARKERS)
    expect(body.includes(m), `${what}: company B's "${m}" reached user ${as}`).toBe(false);
}

beforeAll(async () => {
  f = await twoCompanies(t0.db);
  // Company B's own records, with a marker text that must never reach company A.
  for (const [app, by, text] of [
    [f.applicationA, f.adminA, 'Alfa note'],
    [f.applicationB, f.adminB, 'ZZBETAZZ note'],
  ] as const) {
    await t0.db.insert(t.applicationNote).values({ applicationId: app.id, userId: by.id, body: text });
    await addStep(t0.db, { applicationId: app.id, applicationStepTypeId: 1, userId: by.id, note: text });
  }
  await createChat(
    t0.db,
    { companyId: f.companyA.id, candidateUserId: f.candidate.id, userId: f.adminA.id },
    [{ senderUserId: f.adminA.id, body: 'Alfa hello' }],
  );
  await createChat(
    t0.db,
    { companyId: f.companyB.id, candidateUserId: f.candidate.id, userId: f.adminB.id },
    [{ senderUserId: f.adminB.id, body: 'ZZBETAZZ hello' }],
  );
  for (const def of allResources) {
    for (const as of [f.adminA.id, f.assistantA.id, f.candidate.id, f.adminB.id])
      baseline.set(`${def.name}:${as}`, await plainIds(def, as));
    const a = baseline.get(`${def.name}:${f.adminA.id}`)!;
    bOnly.set(def.name, new Set([...baseline.get(`${def.name}:${f.adminB.id}`)!].filter((id) => !a.has(id))));
  }
  idPool = [...new Set([...baseline.values()].flatMap((s) => [...s]))];
});

/** A value for a field of this kind: well-formed (still SQL-looking or unicode text), or anything. */
function valueOf(kind: FieldKind, hostile: boolean): fc.Arbitrary<unknown> {
  if (hostile) return fc.oneof(anyValue, fc.constantFrom(...idPool));
  switch (kind) {
    case 'integer':
      return fc.oneof(
        fc.constantFrom(...idPool, f.companyB.id, f.adminB.id),
        fc.integer({ min: -3, max: 2 ** 31 - 1 }),
      );
    case 'number':
      return fc.oneof(
        fc.integer({ min: -100, max: 100 }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
      );
    case 'string':
      return fc.oneof(
        fc.constantFrom('Alfa', 'Beta', 'secret', 'ZZBETAZZ', 'a'),
        hostileString.filter((x) => x.length <= 500),
      );
    case 'date':
      return fc
        .date({ noInvalidDate: true, min: new Date('0001-01-01'), max: new Date('9999-12-31') })
        .map((d) => d.toISOString());
    case 'boolean':
      return fc.constantFrom(true, false, 'true', 'false', '1', '0');
    case 'json':
      return anyValue;
  }
}

const TEXT_OPS = ['contains', 'notContains', 'startsWith', 'endsWith'];
const junkName = fc.oneof(
  pollutingKey,
  fc.constantFrom('passwordHash', 'deletedAt', 'id"--', 'AND', 'OR'),
  hostileString,
);
/** Mostly the declared names; hostile queries mix in others. */
const named = (names: readonly string[], hostile: boolean) =>
  names.length === 0
    ? junkName
    : hostile
      ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...names) }, junkName)
      : fc.constantFrom(...names);

/** A where tree over the resource's filterable fields (hostile: any names, operators and values, deeper). */
function whereOf(def: ResourceDefinition, hostile: boolean): fc.Arbitrary<Row> {
  const condition = (name: string): fc.Arbitrary<unknown> => {
    const kind = def.columns.get(name)?.kind ?? 'string';
    const value = valueOf(kind, hostile);
    const ops = whereOperators.filter((op) => hostile || (kind === 'string' ? true : !TEXT_OPS.includes(op)));
    const operator = hostile
      ? fc.oneof(fc.constantFrom(...ops), pollutingKey, fc.constantFrom('like', '$where'))
      : fc.constantFrom(...ops);
    const operand = (op: string) =>
      op === 'in' || op === 'notIn'
        ? fc.array(value, { minLength: 1, maxLength: 4 })
        : op === 'isNull'
          ? fc.boolean()
          : value;
    const ops1 = fc.array(
      operator.chain((op) => fc.tuple(fc.constant(op), operand(op))),
      { minLength: 1, maxLength: 2 },
    );
    const forms = [value, fc.array(value, { minLength: 1, maxLength: 4 }), ops1.map(objectOf)];
    return hostile
      ? fc.oneof(...forms, fc.constant(Array.from({ length: 1001 }, (_, i) => i)))
      : fc.oneof(...forms);
  };
  const fields = [...def.filterFields].filter((n) => hostile || def.columns.get(n)?.kind !== 'json');
  const leaf = fc
    .array(
      named(fields, hostile).chain((n) => fc.tuple(fc.constant(n), condition(n))),
      { minLength: 1, maxLength: 3 },
    )
    .map(objectOf);
  const { where } = fc.letrec<{ where: Row }>((tie) => ({
    where: fc.oneof(
      { maxDepth: hostile ? 7 : 3, depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.record({ AND: fc.array(tie('where'), { minLength: hostile ? 0 : 1, maxLength: 3 }) }),
      fc.record({ OR: fc.array(tie('where'), { minLength: hostile ? 0 : 1, maxLength: 3 }) }),
    ),
  }));
  return where;
}

/** A query object for one resource: well-formed from its declarations, or hostile. */
function queryOf(def: ResourceDefinition, hostile: boolean): fc.Arbitrary<Row> {
  const relations = Object.keys(def.relations ?? {});
  const orderable = named([...def.orderFields], hostile);
  const direction = hostile
    ? fc.oneof(fc.constantFrom('ASC', 'DESC', '-1'), hostileString)
    : fc.constantFrom('ASC', 'DESC', 'asc', '-1', '1');
  const list = <T>(a: fc.Arbitrary<T>) => fc.array(a, { maxLength: 3 });
  const orFuzz = <T>(a: fc.Arbitrary<T>) => (hostile ? fc.oneof({ weight: 3, arbitrary: a }, anyValue) : a);
  const count = hostile
    ? fc.oneof(fc.integer(), fc.constantFrom(1e12, 1.5, '10', 'abc', -1, 0, 2 ** 31), hostileString)
    : fc.oneof(fc.integer({ min: 1, max: 300 }), fc.constant(undefined));
  return fc.record(
    {
      where: orFuzz(whereOf(def, hostile)),
      order: orFuzz(list(fc.tuple(orderable, direction)).map(objectOf)),
      orderBy: orFuzz(
        list(fc.tuple(fc.constantFrom('', '-'), orderable, fc.constantFrom('', ':desc', ':asc'))).map((l) =>
          l.map((p) => p.join('')).join(','),
        ),
      ),
      select: orFuzz(
        fc.oneof(
          list(named(def.fields, hostile)),
          list(named(def.fields, hostile)).map((l) => l.join(',')),
        ),
      ),
      ...(relations.length > 0 || hostile ? { include: orFuzz(list(named(relations, hostile))) } : {}),
      take: count,
      skip: hostile ? count : fc.integer({ min: 0, max: 3 }),
      count: fc.constantFrom(true, 'true', 'false'),
      ...(hostile ? { withDeleted: fc.constantFrom(true, 'true', 'x'), constructor: anyValue } : {}),
    },
    { requiredKeys: [] },
  );
}

/** The request one case sends, by transport. */
function requestOf(def: ResourceDefinition, transport: Transport, q: Row, ids: number[]) {
  const pick = (keys: string[]) => objectOf(keys.filter((k) => k in q).map((k) => [k, q[k]]));
  switch (transport) {
    case 'qs':
      return { method: 'GET' as const, url: `/api/${def.name}?${qs.stringify(q)}`, payload: undefined };
    case 'json': {
      const asText = Object.entries(q).map(([k, v]) => [
        k,
        typeof v === 'object' && v !== null ? JSON.stringify(v) : v,
      ]);
      return {
        method: 'GET' as const,
        url: `/api/${def.name}?${qs.stringify(objectOf(asText as Array<[string, unknown]>))}`,
        payload: undefined,
      };
    }
    case 'ids':
      return {
        method: 'POST' as const,
        url: `/api/${def.name}/@list`,
        payload: pick(['where', 'order', 'orderBy', 'take', 'skip']),
      };
    case 'fetch':
      return {
        method: 'POST' as const,
        url: `/api/${def.name}/@fetch`,
        payload: { idList: ids, ...pick(['select', 'include']) },
      };
  }
}

/** The read checks of one 2xx answer: scope (ids and markers) and the allow-list, nested rows too. */
function checkRows(def: ResourceDefinition, as: number, data: unknown[], what: string): void {
  const mine = baseline.get(`${def.name}:${as}`);
  const forbidden = as === f.adminB.id ? new Set<number>() : (bOnly.get(def.name) ?? new Set<number>());
  for (const item of data) {
    const row = (typeof item === 'number' ? { id: item } : item) as Row;
    const id = row.id as number;
    if (mine) expect(mine.has(id), `${what}: ${def.name} ${id} is outside user ${as}'s scope`).toBe(true);
    if (as !== f.candidate.id)
      expect(forbidden.has(id), `${what}: company B's ${def.name} ${id}`).toBe(false);
    for (const key of Object.keys(row)) {
      const relation = def.relations?.[key];
      expect(
        def.readFields.has(key) || relation !== undefined,
        `${what}: field '${key}' outside the allow-list`,
      ).toBe(true);
      if (!relation || row[key] === null) continue;
      const nested = Array.isArray(row[key]) ? row[key] : [row[key]];
      checkRows(relation.target(), as, nested, `${what} → ${key}`);
    }
  }
}

const callers = () => [f.adminA.id, f.assistantA.id, f.candidate.id, f.adminB.id];
const fuzzed = allResources.filter((d) => d.verbs.includes('list') || d.verbs.includes('ids'));

describe('fuzzing the generic query language', () => {
  it.each(fuzzed.map((d) => [d.name, d] as const))(
    '%s: no 5xx, no row out of scope, no field off the list',
    async (name, def) => {
      const transports = (['qs', 'json', 'ids', 'fetch'] as const).filter((tr) =>
        tr === 'qs' || tr === 'json' ? def.verbs.includes('list') : def.verbs.includes(tr),
      );
      const idList = fc.array(
        fc.oneof(fc.constantFrom(...idPool, ...(bOnly.get(name) ?? [])), fc.integer({ min: 1, max: 2e9 })),
        { maxLength: 6 },
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...callers()),
          fc.constantFrom(...transports),
          fc.boolean().chain((hostile) => queryOf(def, hostile)),
          idList,
          async (as, transport, q, ids) => {
            const req = requestOf(def, transport, q, ids);
            const what =
              `${name} as ${as} via ${transport}: ${req.url} ${JSON.stringify(req.payload ?? '')}`.slice(
                0,
                600,
              );
            const res = await t0.request({ ...req, as });
            expectSafeAnswer(res, what);
            if (res.statusCode !== 200) return;
            assertNoMarker(res.body, as, what);
            const body = res.json() as { data: unknown[]; total?: number };
            checkRows(def, as, body.data, what);
          },
        ),
        fuzzParams(RUNS),
      );
    },
    fuzzTimeout(RUNS, 300),
  );
});
