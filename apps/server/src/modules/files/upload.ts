import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { UploadRule } from '@hiring/domain';
import { badRequest, HttpError } from '../../http/errors.js';
import { acceptedMimeType, declaredTypeMatches, isExecutable, SNIFF_BYTES, sniffMimeType } from './sniff.js';
import type { FileStorage } from './storage.js';

export type { UploadRule } from '@hiring/domain';

export interface StoredUpload {
  fileKey: string;
  fileName: string;
  mimeType: string;
  size: number;
}

const MAX_FIELDS = 20;

const unsupported = (what: string) => new HttpError(415, `Unsupported file content: ${what}`);

/** A file name safe to store and to send back in Content-Disposition. */
function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const unsafe = /[\u0000-\u001f\u007f"]/g;
  const clean = base.replace(unsafe, '').trim().slice(0, 200);
  return clean || 'file';
}

/** Keeps the first bytes of a stream it passes through, for sniffing. */
function headCapture() {
  const chunks: Buffer[] = [];
  let length = 0;
  const stream = new PassThrough({
    transform(chunk: Buffer, _enc, done) {
      if (length < SNIFF_BYTES) {
        chunks.push(chunk);
        length += chunk.length;
      }
      done(null, chunk);
    },
  });
  return { stream, head: () => Buffer.concat(chunks).subarray(0, SNIFF_BYTES) };
}

/**
 * A failure while reading the request: the client's (4xx) unless the disk failed. Busboy reports
 * a malformed body as a plain Error; the multipart plugin's limits carry their 4xx status.
 */
function asClientError(error: unknown): unknown {
  if (error instanceof HttpError || !(error instanceof Error)) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  if ('syscall' in error) return error;
  return badRequest(`The multipart body is malformed: ${error.message}`);
}

/** Streams one file part into the storage under a new key and checks it (see receiveUpload). */
async function storePart(
  part: MultipartFile,
  storage: FileStorage,
  keyPrefix: string,
  rule: UploadRule,
): Promise<StoredUpload> {
  const fileKey = `${keyPrefix}/${randomUUID()}`;
  const capture = headCapture();
  // pipe() does not pass errors on: a body cut short must fail the write, not hang it.
  part.file.once('error', (error) => capture.stream.destroy(error));
  const reject = async (error: HttpError): Promise<never> => {
    await storage.remove(fileKey);
    throw error;
  };
  let size: number;
  try {
    size = await storage.write(fileKey, part.file.pipe(capture.stream));
  } catch (error) {
    await storage.remove(fileKey);
    throw error;
  }
  if (part.file.truncated) {
    await reject(new HttpError(413, `The file is larger than ${Math.round(rule.maxBytes / 1048576)} MB`));
  }
  if (size === 0) await reject(badRequest('The file is empty'));
  const head = capture.head();
  if (isExecutable(head)) return reject(unsupported('a program is never accepted'));
  const sniffed = acceptedMimeType(sniffMimeType(head), part.mimetype, rule.mimeTypes);
  if (!sniffed || !rule.mimeTypes.includes(sniffed)) {
    return reject(unsupported(`accepted are ${rule.mimeTypes.join(', ')}`));
  }
  if (!declaredTypeMatches(part.mimetype, sniffed)) {
    await reject(unsupported(`declared ${part.mimetype} but the content is ${sniffed}`));
  }
  return { fileKey, fileName: cleanFileName(part.filename), mimeType: sniffed, size };
}

/**
 * Reads a multipart request with exactly one file part (and text fields, before or after it),
 * streams the file into the storage under a new random key, then checks it: 413 over the size
 * limit, 415 when its bytes are not an accepted type or disagree with the declared type. A file
 * that fails a check is removed again.
 */
export async function receiveUpload(
  req: FastifyRequest,
  storage: FileStorage,
  keyPrefix: string,
  rule: UploadRule,
): Promise<{ file: StoredUpload; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: StoredUpload | undefined;
  // The multipart plugin is registered with throwFileSizeLimit: false, so an oversized file arrives
  // truncated and is answered with 413 by storePart.
  const parts = req.parts({
    limits: { fileSize: rule.maxBytes, files: 1, fields: MAX_FIELDS, fieldSize: 10_000 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      file = await storePart(part, storage, keyPrefix, rule);
    }
  } catch (error) {
    if (file) await storage.remove(file.fileKey);
    throw asClientError(error);
  }
  if (!file) throw badRequest('file: a file part is required');
  return { file, fields };
}
