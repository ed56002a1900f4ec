import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody } from '../../http/errors.js';
import { cspNonce } from '../../http/security-headers.js';
import { API_PREFIX } from '../system/system.routes.js';

/** Vite's `html.cspNonce` (apps/web/vite.config.ts): every nonce in the built index.html, filled per answer. */
export const NONCE_PLACEHOLDER = 'CSP_NONCE_PLACEHOLDER';

/**
 * Serves the built web app at the root: its files, the locales and the static legal pages,
 * and index.html for every other page the browser asks for (the SPA routes itself). Each file is sent
 * brotli- or gzip-compressed as built when the client accepts it; index.html, which carries the
 * answer's CSP nonce, is filled from memory and compressed on the fly (docs/security.md).
 */
/** `/talents` and below: the candidate app's pages. */
export const isTalentsPath = (path: string) => path === '/talents' || path.startsWith('/talents/');

export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const index = join(webDist, 'index.html');
  const built = existsSync(index);
  const htmlPage = (file: string) => {
    const parts = existsSync(file) ? readFileSync(file, 'utf8').split(NONCE_PLACEHOLDER) : [];
    return (reply: FastifyReply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(parts.join(cspNonce(reply.raw)));
  };
  const sendPage = htmlPage(index);
  // The candidate app, its own entry of the same build (docs/talents.md): every page under /talents
  // but the public job pages, which modules/talents renders on the server.
  const sendTalents = htmlPage(join(webDist, 'talents.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      // index.html only through sendPage, never as the file with its placeholder.
      index: false,
      allowedPath: (path) => path !== '/index.html' && path !== '/talents.html',
      dotfiles: 'ignore',
      // The build writes `.br` and `.gz` beside each compressible file (vite.config.ts): sent with
      // Content-Encoding to clients that accept it, with `Vary: Accept-Encoding` (docs/performance.md
      // "Compression").
      preCompressed: true,
      // Hashed assets never change; everything else is revalidated.
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.get('/', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
      sendPage(reply),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (built && wantsPage && !path.startsWith(API_PREFIX) && !/\.[a-z0-9]+$/i.test(path)) {
      return isTalentsPath(path) ? sendTalents(reply) : sendPage(reply);
    }
    return reply.status(404).send(errorBody(404, `Route ${request.method}:${path} not found`));
  });
}
