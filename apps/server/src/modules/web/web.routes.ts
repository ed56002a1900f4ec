import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../../http/errors.js';
import { API_PREFIX } from '../system/system.routes.js';

/**
 * Serves the built web app at the root: its files, the locales and the static legal pages,
 * and index.html for every other page the browser asks for (the SPA routes itself). Each is sent
 * brotli- or gzip-compressed as built when the client accepts it.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const index = join(webDist, 'index.html');
  const built = existsSync(index);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: 'index.html',
      dotfiles: 'ignore',
      // The build writes `.br` and `.gz` beside each compressible file (vite.config.ts): sent with
      // Content-Encoding to clients that accept it, index.html of the SPA fallback included, with
      // `Vary: Accept-Encoding` (docs/performance.md "Compression").
      preCompressed: true,
      // Hashed assets never change; everything else is revalidated.
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (built && wantsPage && !path.startsWith(API_PREFIX) && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(errorBody(404, `Route ${request.method}:${path} not found`));
  });
}
