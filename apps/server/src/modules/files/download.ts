import type { FastifyReply } from 'fastify';
import { notFound } from '../../http/errors.js';
import type { StoredUpload } from './upload.js';
import type { FileStorage } from './storage.js';

/** Types a browser may show in place; anything else is offered as a download. */
const inlineTypes = /^(application\/pdf|image\/(jpeg|png|gif|webp)|video\/|audio\/)/;

/** `attachment; filename="ascii"; filename*=UTF-8''…` (RFC 6266): any name survives, none breaks the header. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Streams a stored file with its type, length and name; 404 when the bytes are gone. Private to
 * the browser for an hour unless the caller says otherwise (public images under names never reused).
 */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  file: StoredUpload,
  cacheControl = 'private, max-age=3600',
): Promise<FastifyReply> {
  const size = await storage.size(file.fileKey);
  if (size === null) throw notFound('The file is no longer available');
  const kind = inlineTypes.test(file.mimeType) ? 'inline' : 'attachment';
  return reply
    .header('content-type', file.mimeType)
    .header('content-length', size)
    .header('content-disposition', contentDisposition(kind, file.fileName))
    .header('cache-control', cacheControl)
    .send(storage.read(file.fileKey));
}
