import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@hiring/domain';

/** An error the client caused or may see: its message goes out as it is (spec section 8). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string | string[],
  ) {
    super(Array.isArray(message) ? message.join('; ') : message);
    this.messages = message;
  }
  readonly messages: string | string[];
}

export const badRequest = (message: string | string[]) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

export function errorBody(statusCode: number, message: string | string[]): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

/** PostgreSQL error codes that are the caller's fault, with the status they map to. */
const pgClientErrors: Record<string, { status: number; message: string }> = {
  '23505': { status: 409, message: 'A record with these values already exists' },
  '23503': { status: 400, message: 'A referenced record does not exist' },
  '23502': { status: 400, message: 'A required value is missing' },
  '22P02': { status: 400, message: 'A value has the wrong format' },
  '22003': { status: 400, message: 'A number is out of range' },
  '22001': { status: 400, message: 'A value is too long' },
  '22021': { status: 400, message: 'A text holds a character that cannot be stored' },
  '22007': { status: 400, message: 'A date has the wrong format' },
  '22008': { status: 400, message: 'A date is out of range' },
};

/** The SQLSTATE of a database error, wherever the driver nested it. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** One handler turns every failure into the catalogue's shape; 5xx details stay in the log. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.messages));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const messages = error.validation.map((v) => {
        const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const where = error.validationContext ?? 'request';
        return path ? `${where}.${path}: ${v.message}` : `${where}: ${v.message}`;
      });
      return reply.status(400).send(errorBody(400, messages));
    }
    const code = pgErrorCode(error);
    if (code && pgClientErrors[code]) {
      const mapped = pgClientErrors[code];
      request.log.info({ err: error }, 'database rejected the input');
      return reply.status(mapped.status).send(errorBody(mapped.status, mapped.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      // Fastify's own client errors: malformed JSON, body too large, wrong content type...
      return reply.status(status).send(errorBody(status, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    const safe = status >= 500 && status < 600 ? status : 500;
    return reply.status(safe).send(errorBody(safe, STATUS_CODES[safe] ?? 'Internal Server Error'));
  });
}
