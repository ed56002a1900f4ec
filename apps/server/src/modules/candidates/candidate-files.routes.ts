import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationCurriculumSchema,
  candidateUploadTypes,
  RoleId,
  uploadResultSchemas,
  uploadRules,
  videoIntroductionCreateSchema,
  videoViewSchema,
  type UploadType,
} from '@hiring/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { AccessRule } from '../../http/actor.js';
import * as t from '../../db/schema/index.js';
import { registerAvatarRoute } from '../files/avatar.routes.js';
import { registerFileRoutes } from '../files/file-url.js';
import type { FileStorage } from '../files/storage.js';
import { receiveUpload, type StoredUpload } from '../files/upload.js';
import { recordSchema } from '../../http/resources/response-schema.js';
import { idParamsSchema, registerResource } from '../../http/resources/register-resource.js';
import { recordFileRead } from '../privacy/profile-read-audit.js';
import { saveLooseVideo } from '../video/video-files.js';
import { videoInterviewResource } from '../video/video-interviews.resources.js';
import {
  deleteVideoInterview,
  saveVideoInterview,
  videoInterviewForDownload,
} from '../video/video-interviews.service.js';
import type { ApplicationSnapshotResources } from './application-snapshot.resources.js';
import {
  candidateFileForDownload,
  snapshotFileForDownload,
  type CandidateFile,
} from './candidate-file-access.js';
import {
  addApplicationCurriculum,
  candidateFileTables,
  deleteCandidateFile,
  ownLiveApplication,
  saveCandidateUpload,
  useVideoAsIntroduction,
  type CandidateFileResource,
} from './candidate-files.service.js';

const candidateOnly: { access: AccessRule } = { access: { role: RoleId.user } };
const signedIn: { access: AccessRule } = { access: 'authenticated' };
const tags = ['file'];
const MB = 1024 * 1024;

/** The summary of an upload route: its content and limit, from uploadRules. */
const describe = (what: string, type: UploadType) =>
  `${what} (multipart/form-data, one file part; up to ${uploadRules[type].maxBytes / MB} MB: ${uploadRules[type].mimeTypes.join(', ')})`;

/** Runs `save` with the stored upload; removes the bytes when it fails (a refused upload leaves nothing). */
async function keepOrRemove<T>(storage: FileStorage, file: StoredUpload, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    await storage.remove(file.fileKey);
    throw error;
  }
}

/** Uploads need the multipart parser; only their own scope gets it. */
function registerUploads(app: FastifyInstance, deps: FileRouteDeps): void {
  const { db, config, storage } = deps;
  app.register(async (scope) => {
    // Oversized files arrive truncated and are answered 413 by receiveUpload, after cleaning up.
    await scope.register(multipart, { throwFileSizeLimit: false });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    for (const type of candidateUploadTypes) {
      const rule = uploadRules[type];
      // Staff have a picture too (their avatar on the account page); the rest is the candidate's profile.
      const who = type === 'picture' ? 'the caller' : 'the candidate';
      r.post(`/file/${type}`, {
        config: type === 'picture' ? signedIn : candidateOnly,
        schema: {
          tags,
          summary: describe(`Upload ${who}'s ${type}`, type),
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

    r.post('/file/video', {
      config: candidateOnly,
      schema: {
        tags,
        summary: describe(
          'Upload a video not used yet (then e.g. POST /video-introduction { videoId })',
          'video',
        ),
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ data: videoViewSchema }) },
      },
      handler: async (req, reply) => {
        const { file } = await receiveUpload(req, storage, 'video', uploadRules.video);
        const data = await keepOrRemove(storage, file, () => saveLooseVideo(db, req.actor!, file));
        return reply.status(201).send({ data });
      },
    });

    r.post('/file/applicationVideoInterview', {
      config: candidateOnly,
      schema: {
        tags: ['video-interview'],
        summary: describe(
          'Upload a video interview for one of your live applications (text field applicationId; 404 for any other)',
          'applicationVideoInterview',
        ),
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ data: recordSchema(videoInterviewResource) }) },
      },
      handler: async (req, reply) => {
        const { file, fields } = await receiveUpload(
          req,
          storage,
          'applicationVideoInterview',
          uploadRules.applicationVideoInterview,
        );
        const data = await keepOrRemove(storage, file, async () => {
          const applicationId = await ownLiveApplication(db, req.actor!, fields);
          return saveVideoInterview(db, req.actor!, applicationId, file);
        });
        return reply.status(201).send({ data });
      },
    });

    r.post('/file/applicationCurriculum', {
      config: candidateOnly,
      schema: {
        tags: ['application-user-curriculum'],
        summary: describe(
          'Add a CV to one of your live applications (text field applicationId; 404 for any other)',
          'applicationCurriculum',
        ),
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ data: applicationCurriculumSchema }) },
      },
      handler: async (req, reply) => {
        const { file, fields } = await receiveUpload(
          req,
          storage,
          'applicationCurriculum',
          uploadRules.applicationCurriculum,
        );
        const data = await keepOrRemove(storage, file, async () =>
          addApplicationCurriculum(db, await ownLiveApplication(db, req.actor!, fields), file),
        );
        return reply.status(201).send({ data });
      },
    });
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
    registerFileRoutes<CandidateFile>(
      app,
      { storage, config },
      {
        filePath: `/${resource}/:id/file`,
        tags: [resource],
        what: `a ${resource} file`,
        access: 'authenticated',
        lookup: (actor, id) => candidateFileForDownload({ db, actor, flags: config.modules, resource, id }),
        // A picture is on every card (and its avatar public): reading it is not a profile read.
        onRead: resource === 'user-picture' ? undefined : recordFileRead(db, resource),
      },
    );
    r.delete(`/${resource}/:id`, {
      // Staff delete their own picture too (the account page).
      config: resource === 'user-picture' ? signedIn : candidateOnly,
      schema: {
        tags: [resource],
        summary: `Delete your own ${resource} (and its bytes, unless an application snapshot holds them)`,
        params: idParamsSchema,
        response: { 204: z.null().describe('deleted') },
      },
      handler: async (req, reply) => {
        await deleteCandidateFile(db, storage, req.actor!, resource, req.params.id);
        return reply.status(204).send(null);
      },
    });
  }

  r.post('/video-introduction', {
    config: candidateOnly,
    schema: {
      tags: ['video-introduction'],
      summary:
        'Make one of your videos not used yet (POST /file/video) your video introduction, replacing the current one (404 not yours, 409 already used)',
      body: videoIntroductionCreateSchema,
      response: { 201: z.object({ data: uploadResultSchemas.videoIntroduction }) },
    },
    handler: async (req, reply) => {
      const data = await useVideoAsIntroduction(db, storage, req.actor!, req.body.videoId);
      return reply.status(201).send({ data });
    },
  });

  registerResource(app, db, videoInterviewResource);
  registerFileRoutes<CandidateFile>(
    app,
    { storage, config },
    {
      filePath: '/video-interview/:id/file',
      tags: ['video-interview'],
      what: "a video interview's original file",
      fileSummary:
        "Download a video interview's original file (the candidate's own; staff who reach the application)",
      access: 'authenticated',
      lookup: (actor, id) => videoInterviewForDownload(db, actor, id),
      onRead: recordFileRead(db, 'video-interview'),
    },
  );
  r.delete('/video-interview/:id', {
    config: candidateOnly,
    schema: {
      tags: ['video-interview'],
      summary: 'Delete your own video interview (and its video)',
      params: idParamsSchema,
      response: { 204: z.null().describe('deleted') },
    },
    handler: async (req, reply) => {
      await deleteVideoInterview(db, storage, req.actor!, req.params.id);
      return reply.status(204).send(null);
    },
  });

  const snapshotFiles = [
    { def: snapshots.applicationUserCurriculum, table: t.applicationUserCurriculum },
    { def: snapshots.applicationUserCertificate, table: t.applicationUserCertificate },
  ];
  for (const { def, table } of snapshotFiles) {
    registerFileRoutes<CandidateFile>(
      app,
      { storage, config },
      {
        filePath: `/${def.name}/:id/file`,
        tags: [def.name],
        what: `a ${def.name} file`,
        access: def.read,
        lookup: (actor, id) => snapshotFileForDownload({ db, actor, def, table, id }),
        onRead: recordFileRead(db, def.name),
      },
    );
  }
}
