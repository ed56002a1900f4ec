import type { FastifyReply } from 'fastify';
import rangeParser from 'range-parser';
import { errorBody, notFound } from '../../http/errors.js';
import type { StoredUpload } from './upload.js';
import type { ByteRange, FileStorage } from './storage.js';

/** Types a browser may show in place; anything else is offered as a download. */
const inlineTypes = /^(application\/pdf|image\/(jpeg|png|gif|webp)|video\/|audio\/)/;

/** How a file is sent: in place for a type the browser shows (unless a download is asked for), else as a download. */
export function dispositionOf(mimeType: string, download = false): 'inline' | 'attachment' {
  return !download && inlineTypes.test(mimeType) ? 'inline' : 'attachment';
}

/** `attachment; filename="ascii"; filename*=UTF-8''…` (RFC 6266): any name survives, none breaks the header. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** What to send and how. */
export interface SendOptions {
  key: string;
  fileName: string;
  mimeType: string;
  disposition: 'inline' | 'attachment';
  cacheControl: string;
}

/**
 * The one range of a `Range: bytes=…` header the file can answer: a range, 'unsatisfiable' (416),
 * or null to send the whole file (no header, another unit, a malformed one, or several ranges,
 * which a server may answer whole).
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  if (size === 0) return /^bytes=/i.test(header.trim()) ? 'unsatisfiable' : null;
  const parsed = rangeParser(size, header, { combine: true });
  if (parsed === -1) return 'unsatisfiable';
  if (parsed === -2 || parsed.type !== 'bytes' || parsed.length !== 1) return null;
  return { start: parsed[0]!.start, end: parsed[0]!.end };
}

/**
 * Streams stored bytes with their type, name and caching, honouring a single byte range (206 with
 * Content-Range, 416 when it lies past the end) so a `<video>` can seek; 404 when the bytes are gone.
 */
export async function sendStoredBytes(reply: FastifyReply, storage: FileStorage, o: SendOptions) {
  const size = await storage.size(o.key);
  if (size === null) throw notFound('The file is no longer available');
  const range = requestedRange(reply.request.headers.range, size);
  reply.header('accept-ranges', 'bytes');
  if (range === 'unsatisfiable') {
    return reply
      .status(416)
      .header('content-range', `bytes */${size}`)
      .send(errorBody(416, `The range is outside the file's ${size} bytes`));
  }
  reply
    .header('content-type', o.mimeType)
    .header('content-disposition', contentDisposition(o.disposition, o.fileName))
    .header('cache-control', o.cacheControl);
  if (!range) return reply.header('content-length', size).send(storage.read(o.key));
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(storage.read(o.key, range));
}

/**
 * Streams a stored file with its type, length and name (a byte range when asked: sendStoredBytes);
 * 404 when the bytes are gone. Private to the browser for an hour unless the caller says otherwise
 * (public images under names never reused).
 */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  file: StoredUpload,
  cacheControl = 'private, max-age=3600',
): Promise<FastifyReply> {
  return sendStoredBytes(reply, storage, {
    key: file.fileKey,
    fileName: file.fileName,
    mimeType: file.mimeType,
    disposition: dispositionOf(file.mimeType),
    cacheControl,
  });
}
