import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStoredFile } from './download.js';
import type { FileStorage } from './storage.js';

const avatarName = z.object({ name: z.string().regex(/^[0-9a-f-]{36}\.png$/, 'name: not an avatar') });

/**
 * `GET /storage/avatar/{name}` (under the runtime config's api.storageUrl): the resized avatars
 * `user.picture` points at. Public because an <img> cannot send a bearer token; the names are
 * random UUIDs, known only to those shown the picture.
 */
export function registerAvatarRoute(app: FastifyInstance, storage: FileStorage): void {
  app.withTypeProvider<ZodTypeProvider>().get('/storage/avatar/:name', {
    config: { access: 'public' },
    schema: { tags: ['file'], summary: 'A 256x256 PNG avatar', params: avatarName },
    handler: async (req, reply) =>
      sendStoredFile(reply, storage, {
        fileKey: `avatar/${req.params.name}`,
        fileName: 'avatar.png',
        mimeType: 'image/png',
        size: 0,
      }),
  });
}
