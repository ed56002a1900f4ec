import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { moduleDefaults, RoleId, type ModuleFlags } from '@hiring/domain';
import { createUser } from '../src/db/seed/factories.js';
import { twoCompanies } from './fixtures.js';
import { mutationOf, valueOf, type Definitions, type JsonSchema } from './fuzz-json-schema.js';
import { expectSafeAnswer, fuzzParams, fuzzRuns, fuzzTimeout, hostileString } from './fuzz-support.js';
import { useTestApp } from './helpers.js';

/**
 * Property-based fuzzing of every write operation (POST, PUT, PATCH) of /openapi.json: bodies
 * generated from the operation's JSON Schema, as they are and mutated (a required field left
 * out, wrong types, unknown and prototype keys, huge strings, deep nesting, not an object),
 * sent by company A's admin (back-office routes by a super user) with path ids of A's records.
 * Whatever the body: never a 5xx, and errors in the catalogue's shape.
 */
const EXCLUDED: Record<string, string> = {
  // Scheduled jobs over the whole database: long, and with no body to fuzz (scheduled-*.test.ts).
  'POST /api/cron/{job}': 'runs a scheduled job over the whole database',
};
/** Multipart uploads: their parts are checked by the files and uploads tests, not by a JSON body. */
const isUpload = (op: Operation) => op.requestBody?.content?.['multipart/form-data'] !== undefined;

interface Parameter {
  in: string;
  name: string;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}
interface WriteOperation {
  name: string;
  method: 'POST' | 'PUT' | 'PATCH';
  path: string;
  op: Operation;
}

/** Cases per operation in `npm test` (about 150 operations). */
const RUNS = fuzzRuns(6);
/** Every feature module on (scheduling, budget, invitations...), so their routes get past the flag. */
const allModulesOn = Object.fromEntries(Object.keys(moduleDefaults).map((k) => [k, false])) as ModuleFlags;
const t0 = useTestApp({ modules: allModulesOn });
let defs: Definitions = {};
let operations: WriteOperation[] = [];
let caller: { member: number; su: number };
/** Ids of company A's records per first path segment (`job` for /api/job/status/{id}), and all of them. */
const idsBySegment = new Map<string, number[]>();
let idPool: number[] = [];

beforeAll(async () => {
  const f = await twoCompanies(t0.db);
  const su = await createUser(t0.db, {
    firstname: 'Super',
    lastname: 'User',
    roleId: RoleId.admin,
    isSu: true,
  });
  caller = { member: f.adminA.id, su: su.id };
  const doc = (await t0.request({ method: 'GET', url: '/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Definitions };
  };
  defs = doc.components.schemas;
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    (['post', 'put', 'patch'] as const).flatMap((m) => {
      const op = item[m];
      const name = `${m.toUpperCase()} ${path}`;
      return op && !EXCLUDED[name] && !isUpload(op)
        ? [{ name, method: m.toUpperCase() as WriteOperation['method'], path, op }]
        : [];
    }),
  );
  for (const segment of new Set(operations.map((o) => o.path.split('/')[2]!))) {
    const res = await t0.request({ method: 'GET', url: `/api/${segment}?take=5`, as: f.adminA.id });
    const data = res.statusCode === 200 ? (res.json() as { data?: unknown }).data : undefined;
    if (Array.isArray(data))
      idsBySegment.set(segment, data.map((r) => (r as { id: number }).id).filter(Number.isInteger));
  }
  idPool = [
    f.companyA.id,
    f.jobA1.id,
    f.jobA2.id,
    f.applicationA.id,
    f.adminA.id,
    f.assistantA.id,
    f.candidate.id,
    ...f.columnsA1.map((c) => c.id),
  ];
});

/** A path with its parameters filled: mostly ids of A's records, sometimes anything the schema allows or not. */
function pathOf(o: WriteOperation): fc.Arbitrary<string> {
  const params = (o.op.parameters ?? []).filter((p) => p.in === 'path');
  const ids = [...new Set([...(idsBySegment.get(o.path.split('/')[2]!) ?? []), ...idPool])];
  const values = params.map((p) =>
    fc.oneof(
      {
        weight: 4,
        arbitrary: p.schema.type === 'integer' ? fc.constantFrom(...ids) : valueOf(p.schema, defs),
      },
      { weight: 1, arbitrary: fc.oneof(valueOf(p.schema, defs), hostileString, fc.integer()) },
    ),
  );
  return fc
    .tuple(...values)
    .map((vs) =>
      params.reduce(
        (path, p, i) =>
          path.replace(`{${p.name}}`, encodeURIComponent(String(vs[i]).replace(/[\uD800-\uDFFF]/g, '?'))),
        o.path,
      ),
    );
}

function bodyOf(o: WriteOperation): fc.Arbitrary<unknown> {
  const schema = o.op.requestBody?.content?.['application/json']?.schema;
  if (!schema) return fc.oneof(fc.constant(undefined), mutationOf({}, defs));
  return fc.oneof(
    { weight: 2, arbitrary: valueOf(schema, defs) },
    { weight: 2, arbitrary: mutationOf(schema, defs) },
  );
}

describe('fuzzing every request body', () => {
  it('finds the write operations of /openapi.json', () => {
    if (operations.length < 100) throw new Error(`only ${operations.length} write operations`);
  });
  // it.each needs the list at collection time: one test walks the operations, each its own property.
  it(
    'never answers a 5xx, whatever the body, and errors in the catalogue’s shape',
    { timeout: fuzzTimeout(RUNS * 150, 100) },
    async () => {
      const failures: string[] = [];
      for (const o of operations) {
        const as = o.path.startsWith('/api/admin/') || o.path.includes('@@su') ? caller.su : caller.member;
        const run = fc.assert(
          fc.asyncProperty(pathOf(o), bodyOf(o), async (url, body) => {
            const payload = body === undefined ? undefined : JSON.stringify(body);
            const res = await t0.request({
              method: o.method,
              url,
              as,
              payload,
              headers: payload === undefined ? {} : { 'content-type': 'application/json' },
            });
            expectSafeAnswer(res, `${o.name}: ${o.method} ${url} ${(payload ?? '').slice(0, 300)}`);
          }),
          fuzzParams(RUNS),
        );
        // Every operation runs: the report lists each failing one with its seed and counterexample.
        await run.catch((e: Error) => failures.push(`${o.name}: ${e.message.slice(0, 3000)}`));
      }
      expect(failures).toEqual([]);
    },
  );
});
