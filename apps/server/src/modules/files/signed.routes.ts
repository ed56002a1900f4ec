import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { forbidden } from '../../http/errors.js';
import { sendStoredBytes } from './download.js';
import { configuredStorage, storageKeyPattern, verifySignedFields, type FileStorage } from './storage.js';

const field = z.string().max(300).optional();

/**
 * `GET /storage/signed/{prefix}/{name}?exp&name&type&disp&sig` (under the runtime config's
 * api.storageUrl): serves a file of the local disk to whoever holds an address made by `GET …/url`
 * (docs/storage.md). Public, since a `<video>` or a link sends no token: the HMAC over key, expiry,
 * type, disposition and name is the permission. A bad or expired signature is 403; a byte range is
 * answered 206 (416 past the end); the browser may keep it until the address expires.
 */
export function registerSignedFileRoute(
  app: FastifyInstance,
  deps: { config: Config; storage?: FileStorage },
): void {
  const { config } = deps;
  const storage = deps.storage ?? configuredStorage(config);
  app.withTypeProvider<ZodTypeProvider>().get('/storage/signed/:prefix/:name', {
    config: { access: 'public', errorStatuses: [403, 416] },
    schema: {
      tags: ['file'],
      summary: 'A stored file through a signed, short-lived address (Range supported)',
      operationId: 'getSignedFile',
      params: z.object({ prefix: z.string().max(40), name: z.string().max(60) }),
      querystring: z.object({ exp: field, name: field, type: field, disp: field, sig: field }),
    },
    handler: async (req, reply) => {
      const key = `${req.params.prefix}/${req.params.name}`;
      const { exp, name, type, disp, sig } = req.query;
      const expSeconds = Number(exp);
      if (
        !storageKeyPattern.test(key) ||
        !Number.isSafeInteger(expSeconds) ||
        !name ||
        !type ||
        !sig ||
        (disp !== 'inline' && disp !== 'attachment')
      ) {
        throw forbidden();
      }
      const fields = { key, exp: expSeconds, name, type, disp } as const;
      const now = Date.now();
      if (!verifySignedFields(config.storage.signingSecret, fields, sig, now)) throw forbidden();
      const remaining = Math.max(0, expSeconds - Math.ceil(now / 1000));
      return sendStoredBytes(reply, storage, {
        key,
        fileName: name,
        mimeType: type,
        disposition: disp,
        cacheControl: `private, max-age=${remaining}`,
      });
    },
  });
}
