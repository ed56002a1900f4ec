import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Bodies under this many bytes go out as they are: compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD = 1024;

/** Brotli quality 4 and gzip level 6: the fast end, where bytes still shrink ~8× on JSON (docs/performance.md). */
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 6;
/**
 * Bodies up to this many bytes are compressed in one synchronous call rather than through a zlib
 * stream. @fastify/compress's default on 2 cores is 8 KB; a 21 kB search answer then cost ~4 ms of
 * CPU through the stream machinery against ~0.15 ms in one call (docs/performance.md, "Board and
 * search under load"). 64 KB holds the event loop well under a millisecond; larger bodies stream.
 */
export const SYNC_COMPRESSION_MAX = 65_536;

/**
 * Types worth compressing: JSON, text, scripts, SVG and XML. Everything else — images, video, audio,
 * PDF, archives, octet streams (the file downloads) — is compressed already or opaque, and the live
 * stream (text/event-stream) must leave unbuffered, so neither is touched.
 */
export function isCompressibleType(contentType: string): boolean {
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  if (type === 'text/event-stream') return false;
  return (
    type.startsWith('text/') ||
    /^application\/([a-z0-9.+-]+\+)?(json|xml|javascript|ecmascript|manifest\+json)$/.test(type) ||
    type === 'image/svg+xml'
  );
}

/**
 * On-the-fly compression of responses (issue 15, docs/performance.md "Compression"): brotli or gzip
 * as the client's Accept-Encoding allows, above COMPRESSION_THRESHOLD, with `Vary: Accept-Encoding`.
 * Never for clients that do not ask, never for 206/Content-Range answers (@fastify/compress skips
 * them), never for types isCompressibleType refuses. Built web assets are compressed at build time
 * and served as they are (web.routes.ts, preCompressed), which this hook leaves alone since they
 * already carry a Content-Encoding. Must be registered before the routes and the static server.
 * Request bodies are not decompressed: clients send JSON as it is.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD,
    syncThreshold: SYNC_COMPRESSION_MAX,
    encodings: ['br', 'gzip'],
    customTypes: isCompressibleType,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      },
    },
    zlibOptions: { level: GZIP_LEVEL },
  });
}
