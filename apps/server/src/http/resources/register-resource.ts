import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Actor } from '../actor.js';
import { badRequest } from '../errors.js';
import type { ResourceDefinition } from './define-resource.js';
import { resourceOperationId } from '../openapi/operation-ids.js';
import { listLimits } from './limits.js';
import {
  fetchBodySchema,
  idsBodySchema,
  listQuerySchema,
  parseInclude,
  parseListQuery,
  parseSelect,
} from './list-query.js';
import { countRows, fetchRows, getRow, listIds, listRows } from './read.js';
import { recordSchema } from './response-schema.js';
import { createRow, deleteRow, updateRow } from './write.js';

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const shapeQuerySchema = z
  .object({ select: z.unknown().optional(), include: z.unknown().optional() })
  .strict();

/** Mounts the routes of one resource declaration: only the verbs it lists (spec section 7). */
export function registerResource(app: FastifyInstance, db: Database, def: ResourceDefinition): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const record = recordSchema(def);
  const base = `/${def.name}`;
  const tags = [def.name];
  const read = { access: def.read };
  /** The reads whose query travels in a POST body. */
  const readInBody = { ...read, readOnly: true as const };
  const write = def.write ? { access: def.write } : read;
  const ctx = (actor: Actor | null, requestId?: string) => ({ db, actor, requestId });
  // A resource may answer a refused body with one message of its own (spec 8's 'Bad request').
  const bodyCheck = { attachValidation: def.invalidBodyMessage !== undefined };
  const assertValidBody = (req: { validationError?: Error }) => {
    if (req.validationError) throw badRequest(def.invalidBodyMessage!);
  };
  const prepared = async (actor: Actor | null, requestId: string) => {
    const c = ctx(actor, requestId);
    await def.beforeRead?.(c);
    return c;
  };

  if (def.verbs.includes('list')) {
    r.get(base, {
      config: read,
      schema: {
        tags,
        summary: `List ${def.name}`,
        operationId: resourceOperationId(def.name, 'list'),
        querystring: listQuerySchema,
        response: {
          200: z.object({
            data: z.array(record),
            total: z.number().int().optional().describe('with count=true: the rows matching'),
          }),
        },
      },
      handler: async (req, reply) => {
        const q = parseListQuery(def, req.query);
        if (def.cacheControl) reply.header('cache-control', def.cacheControl);
        const c = await prepared(req.actor, req.id);
        const data = await listRows(c, def, q);
        return q.count ? { data, total: await countRows(c, def, q) } : { data };
      },
    });
  }
  if (def.verbs.includes('get')) {
    r.get(`${base}/:id`, {
      config: read,
      schema: {
        tags,
        summary: `Read one ${def.name}`,
        operationId: resourceOperationId(def.name, 'get'),
        params: idParamsSchema,
        querystring: shapeQuerySchema,
        response: { 200: z.object({ data: record }) },
      },
      handler: async (req, reply) => {
        const shape = {
          select: parseSelect(def, req.query.select),
          include: parseInclude(def, req.query.include),
        };
        if (def.cacheControl) reply.header('cache-control', def.cacheControl);
        return { data: await getRow(await prepared(req.actor, req.id), def, req.params.id, shape) };
      },
    });
  }
  if (def.verbs.includes('ids')) {
    r.post(`${base}/@list`, {
      config: readInBody,
      schema: {
        tags,
        summary: `Ids of ${def.name} matching a query`,
        operationId: resourceOperationId(def.name, 'ids'),
        body: idsBodySchema,
        response: { 200: z.object({ data: z.array(z.number().int()) }) },
      },
      handler: async (req) => {
        const q = parseListQuery(
          def,
          {
            where: req.body.where,
            take: req.body.take,
            skip: req.body.skip,
            order: req.body.order,
            orderBy: req.body.orderBy,
          },
          listLimits.maxIdsTake,
        );
        return { data: await listIds(ctx(req.actor), def, q) };
      },
    });
  }
  if (def.verbs.includes('fetch')) {
    r.post(`${base}/@fetch`, {
      config: readInBody,
      schema: {
        tags,
        summary: `Records of ${def.name} by id`,
        operationId: resourceOperationId(def.name, 'fetch'),
        body: fetchBodySchema,
        response: { 200: z.object({ data: z.array(record) }) },
      },
      handler: async (req) => {
        const shape = {
          select: parseSelect(def, req.body.select),
          include: parseInclude(def, req.body.include),
        };
        return { data: await fetchRows(ctx(req.actor, req.id), def, req.body.idList, shape) };
      },
    });
  }
  if (def.verbs.includes('create') && def.create) {
    r.post(base, {
      ...bodyCheck,
      config: write,
      schema: {
        tags,
        summary: `Create ${def.name}`,
        operationId: resourceOperationId(def.name, 'create'),
        body: def.create.schema.strict(),
        response: { 201: z.object({ data: record }) },
      },
      handler: async (req, reply) => {
        assertValidBody(req);
        const data = await createRow({ db, actor: req.actor! }, def, req.body as Record<string, unknown>);
        return reply.status(201).send({ data });
      },
    });
  }
  if (def.verbs.includes('update') && def.update) {
    r.patch(`${base}/:id`, {
      ...bodyCheck,
      config: write,
      schema: {
        tags,
        summary: `Update ${def.name}`,
        operationId: resourceOperationId(def.name, 'update'),
        params: idParamsSchema,
        body: def.update.schema.strict(),
        response: { 200: z.object({ data: record }) },
      },
      handler: async (req) => {
        assertValidBody(req);
        return {
          data: await updateRow(
            { db, actor: req.actor! },
            def,
            req.params.id,
            req.body as Record<string, unknown>,
          ),
        };
      },
    });
  }
  if (def.verbs.includes('delete')) {
    r.delete(`${base}/:id`, {
      config: write,
      schema: {
        tags,
        summary: `Delete ${def.name}`,
        operationId: resourceOperationId(def.name, 'delete'),
        params: idParamsSchema,
        response: { 204: z.null().describe('deleted') },
      },
      handler: async (req, reply) => {
        await deleteRow({ db, actor: req.actor! }, def, req.params.id);
        return reply.status(204).send(null);
      },
    });
  }
}
