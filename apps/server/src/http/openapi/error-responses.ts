import { STATUS_CODES } from 'node:http';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { ErrorText, type ErrorBody } from '@hiring/domain';
import type { AccessRule } from '../actor.js';
import { errorBody } from '../errors.js';
import { isRateLimitGuard, tooManyAttemptsMessage } from '../rate-limit.js';

const ERROR_SCHEMA = 'Error';

/** The body of every error answer (spec section 8): the `Error` component of the document. */
export const errorBodySchema = z
  .object({
    statusCode: z.number().int().min(400).max(599),
    error: z.string().describe('the text of the status code'),
    message: z
      .union([z.string(), z.array(z.string())])
      .describe('what went wrong: one text, or a list when the input has several problems'),
  })
  .meta({
    id: ERROR_SCHEMA,
    description: 'Every answer that is not a success (spec section 8)',
  }) satisfies z.ZodType<ErrorBody>;

/** The error answers a route may document, each with what it means and an example message. */
const catalogue: Record<number, { description: string; example: string | string[] }> = {
  400: {
    description: 'The request is malformed or its input is invalid: every problem is listed',
    example: ['body.email: Invalid email address'],
  },
  401: {
    description: 'No valid access token: sign in, or refresh the token',
    example: ErrorText.invalidAccessToken,
  },
  403: { description: 'The caller’s role or permissions do not allow this', example: ErrorText.forbidden },
  404: { description: 'No such record, or none the caller may see', example: 'job 2 not found' },
  409: {
    description: 'The write conflicts with a record that exists or with the record’s state',
    example: 'A record with these values already exists',
  },
  410: {
    description: 'The record existed and is gone for good (a closed job post): nothing of it is served',
    example: 'This job post is closed',
  },
  413: { description: 'The body or the file is larger than the limit', example: 'Request body is too large' },
  415: {
    description: 'The body’s content type is not one the route reads',
    example: 'Unsupported Media Type: text/plain',
  },
  416: {
    description: 'The byte range asked for (Range) lies outside the file; Content-Range gives its size',
    example: "The range is outside the file's 1024 bytes",
  },
  429: {
    description: 'Too many attempts: wait for the seconds of Retry-After',
    example: tooManyAttemptsMessage(15 * 60),
  },
  503: {
    description:
      'The instance cannot serve now: its database is unreachable or not migrated, or it is shutting down',
    example: 'The server is shutting down',
  },
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Error statuses the handler answers that the route's declarations do not show (a public route checking a token of its own). */
    errorStatuses?: readonly number[];
  }
}

/**
 * The error statuses a route can answer, read from what it declares: input to validate (400),
 * its access rule (401 unless public, 403 for a permission, an admin permission or a role), an
 * id in the path (404), a body (409 from a unique rule, 413 over the size limit, 415 another
 * content type) and a rate limit among its pre-handlers (429, and 503 while the shared state that
 * counts it does not answer); and any the route's config adds.
 */
export function errorStatuses(route: RouteOptions): number[] {
  const schema = route.schema ?? {};
  const access = (route.config as { access?: AccessRule } | undefined)?.access;
  const writes = typeof route.method === 'string' && WRITE_METHODS.has(route.method);
  const statuses: number[] = [];
  if (schema.params || schema.querystring || schema.body || schema.headers || writes) statuses.push(400);
  if (access !== 'public') statuses.push(401);
  if (typeof access === 'object') statuses.push(403);
  if (route.url.includes(':')) statuses.push(404);
  if (writes) statuses.push(409, 413, 415);
  if ([route.preHandler].flat().some(isRateLimitGuard)) statuses.push(429, 503);
  const declared = (route.config as { errorStatuses?: readonly number[] } | undefined)?.errorStatuses ?? [];
  return [...new Set([...statuses, ...declared])].sort((a, b) => a - b);
}

/** `Payload Too Large` → `PayloadTooLarge`: the name of a status's component. */
export function errorResponseName(status: number): string {
  return (STATUS_CODES[status] ?? `Status${status}`).replace(/[^A-Za-z0-9]/g, '');
}

/** The response every operation has for the statuses it does not list (5xx included). */
export const UNEXPECTED_ERROR = 'UnexpectedError';

/** A shared response in the `Error` shape, with an example from the server's own error builder. */
function errorResponse(description: string, status: number, message: string | string[]) {
  const response = {
    description,
    content: {
      'application/json': {
        schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` },
        example: errorBody(status, message),
      },
    },
  };
  if (status !== 429) return response;
  return {
    ...response,
    headers: {
      'Retry-After': { description: 'seconds to wait', schema: { type: 'integer', minimum: 1 } },
    },
  };
}

/** The `components.responses` of the statuses used, and the one for anything else. */
export function errorResponseComponents(used: Iterable<number>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const status of [...new Set(used)].sort((a, b) => a - b)) {
    const entry = catalogue[status];
    if (!entry) throw new Error(`No documented error response for status ${status}`);
    out[errorResponseName(status)] = errorResponse(entry.description, status, entry.example);
  }
  out[UNEXPECTED_ERROR] = errorResponse(
    'Any other error, in the same shape; 5xx details stay in the server log (see x-request-id)',
    500,
    'Internal Server Error',
  );
  return out;
}
