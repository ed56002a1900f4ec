import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import {
  errorResponseComponents,
  errorResponseName,
  errorStatuses,
  UNEXPECTED_ERROR,
} from './error-responses.js';
import { registerOperationIds } from './operation-ids.js';

/** Carries a route's error statuses from the per-route transform to the whole document's. */
const ERROR_STATUSES = 'x-error-statuses';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

type Operation = { responses?: Record<string, unknown>; [ERROR_STATUSES]?: number[] };
type Document = {
  paths?: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
};

/** zod → JSON Schema per route, plus the error statuses the route can answer. */
const transformRoute: SwaggerTransform = (input) => {
  const out = jsonSchemaTransform(input);
  if (out.schema?.hide) return out;
  const schema = { ...out.schema, [ERROR_STATUSES]: errorStatuses(input.route) } as FastifySchema;
  return { ...out, schema };
};

/** Every `#/components/schemas/…` name the value refers to. */
function schemaRefs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) schemaRefs(v, found);
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/')) {
        found.push(v.slice('#/components/schemas/'.length));
      } else schemaRefs(v, found);
    }
  }
  return found;
}

/**
 * Keeps the schema components something refers to: the zod registry yields an input twin of every
 * named schema (`JobInput`), and no request uses the records.
 */
function dropUnusedSchemas(doc: Document): void {
  const schemas = doc.components?.schemas;
  if (!doc.components || !schemas) return;
  const reached = new Set<string>();
  const queue = schemaRefs([doc.paths, { ...doc.components, schemas: undefined }]);
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (reached.has(name)) continue;
    reached.add(name);
    queue.push(...schemaRefs(schemas[name]));
  }
  doc.components.schemas = Object.fromEntries(Object.entries(schemas).filter(([n]) => reached.has(n)));
}

/** The named schemas, then each operation's error answers as references to shared responses. */
const transformDocument: SwaggerTransformObject = (input) => {
  const doc = jsonSchemaTransformObject(input) as Document;
  const used = new Set<number>();
  for (const item of Object.values(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const responses = (operation.responses ??= {});
      for (const status of operation[ERROR_STATUSES] ?? []) {
        used.add(status);
        responses[status] ??= { $ref: `#/components/responses/${errorResponseName(status)}` };
      }
      responses.default ??= { $ref: `#/components/responses/${UNEXPECTED_ERROR}` };
      delete operation[ERROR_STATUSES];
    }
  }
  doc.components = {
    ...doc.components,
    responses: { ...doc.components?.responses, ...errorResponseComponents(used) },
  };
  dropUnusedSchemas(doc);
  return doc as ReturnType<SwaggerTransformObject>;
};

/**
 * The OpenAPI 3.1 document of every route at /openapi.json (and its UI at /docs): an operationId
 * per operation, the error answers in the spec section 8 shape, the named zod schemas as components.
 * See docs/api-contract.md.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { title: string; version: string; description: string; apiPrefix: string },
): Promise<void> {
  registerOperationIds(app, { prefix: options.apiPrefix });
  await app.register(swagger, {
    openapi: {
      // 3.1: JSON Schema 2020-12, so a nullable value is a type list or `anyOf` with null.
      openapi: '3.1.0',
      info: { title: options.title, version: options.version, description: options.description },
      servers: [{ url: '/', description: 'this server' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: transformRoute,
    transformObject: transformDocument,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // Swagger UI's bundle inserts a <style> element of its own and takes no nonce: its pages alone
    // keep 'unsafe-inline' for styles, in place of the nonce (docs/security.md "Headers and cookies").
    transformStaticCSP: (header) => header.replace(/'nonce-[^']*'/, "'unsafe-inline'"),
  });
  app.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
}
