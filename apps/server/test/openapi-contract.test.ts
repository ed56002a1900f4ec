import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../src/http/openapi/error-responses.js';
import { useTestApp } from './helpers.js';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Operation {
  operationId?: string;
  responses: Record<string, { $ref?: string }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components: {
    schemas: Record<string, unknown>;
    responses: Record<string, { content: Record<string, { schema: { $ref?: string } }> }>;
  };
}

/** Every operation of the document as `METHOD path` with its object. */
function operations(doc: OpenApiDocument): [string, Operation][] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.flatMap((m) => (item[m] ? [[`${m.toUpperCase()} ${path}`, item[m]] as [string, Operation]] : [])),
  );
}

/** The 4xx statuses an operation documents. */
const clientErrors = (op: Operation | undefined) =>
  Object.keys(op?.responses ?? {}).filter((s) => /^4\d\d$/.test(s));

describe('the OpenAPI contract at /openapi.json', () => {
  const t = useTestApp();
  let source: string;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    const res = await t.request({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    source = res.body;
    doc = res.json();
  });

  it('is OpenAPI 3.1 and the docs UI reads the same document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const ui = await t.request({ method: 'GET', url: '/docs/json' });
    expect(ui.statusCode).toBe(200);
    expect(ui.json()).toEqual(doc);
  });

  it('gives every operation one operationId of its own', () => {
    const all = operations(doc);
    expect(all.length).toBeGreaterThan(150);
    expect(all.filter(([, op]) => !op.operationId).map(([name]) => name)).toEqual([]);
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const [name, op] of all) {
      const other = seen.get(op.operationId!);
      if (other) duplicates.push(`${op.operationId}: ${other} and ${name}`);
      seen.set(op.operationId!, name);
    }
    expect(duplicates).toEqual([]);
    expect(doc.paths['/api/job']?.get?.operationId).toBe('listJobs');
    expect(doc.paths['/api/job/{id}']?.get?.operationId).toBe('getJob');
    expect(doc.paths['/api/job']?.post?.operationId).toBe('createJob');
    expect(doc.paths['/api/job/status/{id}']?.patch?.operationId).toBe('patchJobStatus');
    expect(doc.paths['/api/job/@list']?.post?.operationId).toBe('listJobIds');
  });

  it('documents each operation’s error answers as shared responses in the spec 8 shape', () => {
    for (const [name, op] of operations(doc)) {
      expect(op.responses.default?.$ref, name).toBe('#/components/responses/UnexpectedError');
      for (const [status, response] of Object.entries(op.responses)) {
        if (!/^[45]|default/.test(status)) continue;
        const target = response.$ref?.replace('#/components/responses/', '') ?? '';
        const shared = doc.components.responses[target];
        expect(shared, `${name} ${status}`).toBeDefined();
        expect(shared?.content['application/json']?.schema.$ref).toBe('#/components/schemas/Error');
      }
    }
    // Derived from the route's declarations: input, access rule, path id, body, rate limit.
    expect(clientErrors(doc.paths['/api/job/{id}']?.get)).toEqual(['400', '401', '403', '404']);
    expect(clientErrors(doc.paths['/api/affiliation']?.get)).toEqual(['400']);
    // 403: a candidate whose address is not yet confirmed (docs/talents.md).
    expect(clientErrors(doc.paths['/api/auth/login']?.post)).toEqual([
      '400',
      '403',
      '409',
      '413',
      '415',
      '429',
    ]);
    expect(clientErrors(doc.paths['/api/file/picture']?.post)).toEqual(
      expect.arrayContaining(['401', '413', '415']),
    );
    expect(doc.components.schemas.Error).toMatchObject({ required: ['statusCode', 'error', 'message'] });
  });

  it('describes the error bodies the server really sends', async () => {
    const shape = errorBodySchema.strict();
    const anonymous = await t.request({ method: 'GET', url: '/api/job/1' });
    expect(anonymous.statusCode).toBe(401);
    expect(shape.safeParse(anonymous.json()).success).toBe(true);
    const missing = await t.request({ method: 'GET', url: '/api/affiliation/999999' });
    expect(missing.statusCode).toBe(404);
    expect(shape.safeParse(missing.json()).success).toBe(true);
    const invalid = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: 1 } });
    expect(invalid.statusCode).toBe(400);
    expect(shape.safeParse(invalid.json()).success).toBe(true);
  });

  it('passes Redocly’s recommended rules without an error', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const describe = (p: (typeof problems)[number]) =>
      `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`;
    const warnings = problems.filter((p) => p.severity !== 'error');
    // Listed, not failed: e.g. routes that can answer no 4xx (GET /version), no license in info.
    if (warnings.length > 0) console.info(`Redocly warnings:\n${warnings.map(describe).join('\n')}`);
    expect(problems.filter((p) => p.severity === 'error').map(describe)).toEqual([]);
  });

  it('generates a TypeScript client with openapi-typescript', async () => {
    const client = astToString(await openapiTS(JSON.parse(source) as Parameters<typeof openapiTS>[0]));
    for (const name of ['listJobs', 'getJob', 'createJob', 'patchJobStatus', 'getBoardByJobId']) {
      expect(client).toContain(`${name}: {`);
    }
    expect(client).toContain('data: components["schemas"]["JobWithStatus"];');
    expect(client).toContain('404: components["responses"]["NotFound"];');
  });
});
