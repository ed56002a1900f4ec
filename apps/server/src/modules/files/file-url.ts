import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileUrlSchema, type FileUrl } from '@hiring/domain';
import type { Config } from '../../config.js';
import type { AccessRule, Actor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import { idParamsSchema } from '../../http/resources/register-resource.js';
import { dispositionOf, sendStoredFile } from './download.js';
import type { FileStorage } from './storage.js';
import type { StoredUpload } from './upload.js';

/** `?download=1`: the address answers with `attachment` (save the file) rather than showing it in place. */
export const fileUrlQuerySchema = z
  .object({
    download: z
      .enum(['0', '1', 'true', 'false'])
      .optional()
      .describe('1: offer the file as a download (Content-Disposition: attachment)'),
  })
  .strict();

/**
 * A short-lived address of a stored file for whoever was allowed to ask for it (docs/storage.md): the
 * local disk's signed `/storage/signed/…` address, or the bucket's presigned GET. 404 when the bytes are gone.
 */
export async function signedFileUrl(
  storage: FileStorage,
  file: StoredUpload,
  options: { ttlSeconds: number; download?: boolean },
): Promise<FileUrl> {
  if ((await storage.size(file.fileKey)) === null) throw notFound('The file is no longer available');
  const expiresAt = new Date((Math.floor(Date.now() / 1000) + options.ttlSeconds) * 1000);
  const url = await storage.signedUrl(file.fileKey, {
    expiresInSeconds: options.ttlSeconds,
    fileName: file.fileName,
    mimeType: file.mimeType,
    disposition: dispositionOf(file.mimeType, options.download),
  });
  return { url, expiresAt: expiresAt.toISOString() };
}

export interface FileRoutesSpec<F extends StoredUpload = StoredUpload> {
  /** The download's path, e.g. `/user-curriculum/:id/file`. */
  filePath: string;
  /** The address's path; by default the download's with `/url` for `/file`. */
  urlPath?: string;
  tags: string[];
  /** What the file is, for the summaries: "a user-curriculum file". */
  what: string;
  /** Who may call (never public: the lookup then checks the record against the caller). */
  access: AccessRule;
  /** The operationIds of the two routes, when the derived ones are not wanted. */
  operationIds?: { file?: string; url?: string };
  /** The download's summary, when it says more than "Download {what}". */
  fileSummary?: string;
  /** Finds the record the caller may see (404/403 otherwise): the same check for both routes. */
  lookup(actor: Actor, id: number): Promise<F>;
  /**
   * Runs once the lookup let the caller in, before the bytes or the address go out (both routes):
   * e.g. to record who read a candidate's file (privacy/profile-read-audit.ts).
   */
  onRead?(read: { actor: Actor; file: NoInfer<F>; route: 'file' | 'url'; requestId: string }): Promise<void>;
}

/**
 * Registers a file's two reads with one access check: `GET …/file` streams the bytes (with Range),
 * `GET …/url` answers `{ data: { url, expiresAt } }`, an address that serves them without a token
 * until it expires (config.storage.urlTtlSeconds), for `<video>`, `<img>` and links.
 */
export function registerFileRoutes<F extends StoredUpload>(
  app: FastifyInstance,
  deps: { storage: FileStorage; config: Pick<Config, 'storage'> },
  spec: FileRoutesSpec<F>,
): void {
  const { storage, config } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const urlPath = spec.urlPath ?? spec.filePath.replace(/\/file$/, '/url');
  if (urlPath === spec.filePath) throw new Error(`registerFileRoutes: no address path for ${spec.filePath}`);
  r.get(spec.filePath, {
    config: { access: spec.access },
    schema: {
      tags: spec.tags,
      summary: spec.fileSummary ?? `Download ${spec.what} (a byte range with Range)`,
      operationId: spec.operationIds?.file,
      params: idParamsSchema,
    },
    handler: async (req, reply) => {
      const file = await spec.lookup(req.actor!, req.params.id);
      await spec.onRead?.({ actor: req.actor!, file, route: 'file', requestId: req.id });
      return sendStoredFile(reply, storage, file);
    },
  });
  r.get(urlPath, {
    config: { access: spec.access },
    schema: {
      tags: spec.tags,
      summary: `A short-lived address of ${spec.what}, for whoever may download it (expires after FILE_URL_TTL_SECONDS)`,
      operationId: spec.operationIds?.url,
      params: idParamsSchema,
      querystring: fileUrlQuerySchema,
      response: { 200: z.object({ data: fileUrlSchema }) },
    },
    handler: async (req, reply) => {
      const file = await spec.lookup(req.actor!, req.params.id);
      const download = req.query.download === '1' || req.query.download === 'true';
      reply.header('cache-control', 'private, no-store');
      const data = await signedFileUrl(storage, file, { ttlSeconds: config.storage.urlTtlSeconds, download });
      await spec.onRead?.({ actor: req.actor!, file, route: 'url', requestId: req.id });
      return { data };
    },
  });
}
