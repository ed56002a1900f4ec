import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { candidateUploadRules, RoleId, uploadResultSchemas, type CandidateUploadType } from '@hiring/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { idParamsSchema } from '../../http/resources/register-resource.js';
import { registerAvatarRoute } from '../files/avatar.routes.js';
import { sendStoredFile } from '../files/download.js';
import type { FileStorage } from '../files/storage.js';
import { receiveUpload } from '../files/upload.js';
import type { ApplicationSnapshotResources } from './application-snapshot.resources.js';
import { candidateFileForDownload, snapshotFileForDownload } from './candidate-file-access.js';
import {
  candidateFileTables,
  deleteCandidateFile,
  saveCandidateUpload,
  type CandidateFileResource,
} from './candidate-files.service.js';

const candidateOnly = { access: { role: RoleId.user } };
const tags = ['file'];

/** Uploads need the multipart parser; only their own scope gets it. */
function registerUploads(app: FastifyInstance, deps: FileRouteDeps): void {
  const { db, config, storage } = deps;
  app.register(async (scope) => {
    // Oversized files arrive truncated and are answered 413 by receiveUpload, after cleaning up.
    await scope.register(multipart, { throwFileSizeLimit: false });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    for (const type of Object.keys(candidateUploadRules) as CandidateUploadType[]) {
      const rule = candidateUploadRules[type];
      r.post(`/file/${type}`, {
        config: candidateOnly,
        schema: {
          tags,
          summary: `Upload the candidate's ${type} (multipart/form-data, one file part; up to ${rule.maxBytes / 1048576} MB: ${rule.mimeTypes.join(', ')})`,
          consumes: ['multipart/form-data'],
          response: { 201: z.object({ data: uploadResultSchemas[type] }) },
        },
        handler: async (req, reply) => {
          const { file, fields } = await receiveUpload(req, storage, type, rule);
          const data = await saveCandidateUpload({
            db,
            storage,
            actor: req.actor!,
            storageUrl: config.storageUrl,
            type,
            file,
            fields,
          });
          return reply.status(201).send({ data });
        },
      });
    }
  });
}

export interface FileRouteDeps {
  db: Database;
  config: Config;
  storage: FileStorage;
  snapshots: ApplicationSnapshotResources;
}

/**
 * The candidate's files: uploads (`POST /file/{type}`), downloads (`GET /{resource}/{id}/file`,
 * for whoever may see the candidate), deletes (the candidate's own), the files of application
 * snapshots (the job's company) and the public avatars.
 */
export function registerCandidateFileRoutes(app: FastifyInstance, deps: FileRouteDeps): void {
  const { db, config, storage, snapshots } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerUploads(app, deps);
  registerAvatarRoute(app, storage);

  for (const resource of Object.keys(candidateFileTables) as CandidateFileResource[]) {
    r.get(`/${resource}/:id/file`, {
      config: { access: 'authenticated' },
      schema: { tags: [resource], summary: `Download a ${resource} file`, params: idParamsSchema },
      handler: async (req, reply) => {
        const file = await candidateFileForDownload({
          db,
          actor: req.actor!,
          flags: config.modules,
          resource,
          id: req.params.id,
        });
        return sendStoredFile(reply, storage, file);
      },
    });
    r.delete(`/${resource}/:id`, {
      config: candidateOnly,
      schema: {
        tags: [resource],
        summary: `Delete the candidate's ${resource} (and its bytes, unless an application snapshot holds them)`,
        params: idParamsSchema,
        response: { 204: z.null().describe('deleted') },
      },
      handler: async (req, reply) => {
        await deleteCandidateFile(db, storage, req.actor!, resource, req.params.id);
        return reply.status(204).send(null);
      },
    });
  }

  const snapshotFiles = [
    { def: snapshots.applicationUserCurriculum, table: t.applicationUserCurriculum },
    { def: snapshots.applicationUserCertificate, table: t.applicationUserCertificate },
  ];
  for (const { def, table } of snapshotFiles) {
    r.get(`/${def.name}/:id/file`, {
      config: { access: def.read },
      schema: { tags: [def.name], summary: `Download a ${def.name} file`, params: idParamsSchema },
      handler: async (req, reply) => {
        const file = await snapshotFileForDownload({ db, actor: req.actor!, def, table, id: req.params.id });
        return sendStoredFile(reply, storage, file);
      },
    });
  }
}
