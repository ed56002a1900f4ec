import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  candidateProfileViewSchema,
  RoleId,
  userDetailWriteSchema,
  type ApplicationProfileSnapshot,
} from '@hiring/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { getRow } from '../../http/resources/read.js';
import { idParamsSchema, registerResource } from '../../http/resources/register-resource.js';
import { recordSchema } from '../../http/resources/response-schema.js';
import { callerLang } from '../board/candidate.service.js';
import { contentDisposition } from '../files/download.js';
import { configuredStorage } from '../files/storage.js';
import { recordProfileRead } from '../privacy/profile-read-audit.js';
import { applicationSnapshotResources } from './application-snapshot.resources.js';
import { registerCandidateFileRoutes } from './candidate-files.routes.js';
import { candidateResources } from './candidates.resources.js';
import { readCandidateProfile } from './profile.service.js';
import { renderProfilePdf } from './profile-pdf.js';
import { createUserDetail, updateUserDetail } from './user-detail.service.js';

const userParams = z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) });
const noShape = { select: undefined, include: [] };

function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition('inline', fileName))
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** `Mario Rossi` → `mario-rossi.pdf`. */
const pdfName = (person: { firstname: string; lastname: string }, suffix = '') =>
  `${`${person.firstname} ${person.lastname}`.trim().replace(/\s+/g, '-').toLowerCase() || 'profile'}${suffix}.pdf`;

/**
 * Candidate profiles (issue 6): the candidate's own resources, the profile write, the profile as
 * the caller may see it and its PDF, application snapshots, and the candidate's files.
 */
export function registerCandidateRoutes(app: FastifyInstance, deps: { db: Database; config: Config }): void {
  const { db, config } = deps;
  const flags = config.modules;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const candidates = candidateResources(flags);
  const snapshots = applicationSnapshotResources(flags);
  for (const def of [...candidates.routed, ...snapshots.routed]) registerResource(app, db, def);
  registerCandidateFileRoutes(app, { db, config, storage: configuredStorage(config), snapshots });

  const detailRecord = z.object({ data: recordSchema(candidates.userDetail) });
  r.post('/user-detail', {
    config: { access: { role: RoleId.user } },
    schema: {
      tags: ['user-detail'],
      summary: 'The candidate writes their profile with its lists, in one transaction (409 if it exists)',
      body: userDetailWriteSchema,
      response: { 201: detailRecord },
    },
    handler: async (req, reply) => {
      const actor = req.actor!;
      const id = await createUserDetail(db, actor, req.body);
      return reply
        .status(201)
        .send({ data: await getRow({ db, actor }, candidates.userDetail, id, noShape) });
    },
  });

  r.patch('/user-detail/:id', {
    config: { access: { role: RoleId.user } },
    schema: {
      tags: ['user-detail'],
      summary: 'The candidate updates their own profile; a list sent replaces that list',
      params: idParamsSchema,
      body: userDetailWriteSchema,
      response: { 200: detailRecord },
    },
    handler: async (req) => {
      const actor = req.actor!;
      await updateUserDetail(db, actor, req.params.id, req.body);
      return { data: await getRow({ db, actor }, candidates.userDetail, req.params.id, noShape) };
    },
  });

  r.get('/user-detail/:userId/profile', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['user-detail'],
      summary:
        'A candidate’s profile as the caller may see it (contact only when allowed; 404 when not visible)',
      params: userParams,
      response: { 200: z.object({ data: candidateProfileViewSchema }) },
    },
    handler: async (req) => {
      const actor = req.actor!;
      const candidateUserId = req.params.userId;
      const data = await readCandidateProfile({ db, actor, candidateUserId, flags });
      await recordProfileRead(db, actor, { subject: candidateUserId, via: 'profile', requestId: req.id });
      return { data };
    },
  });

  r.get('/user-detail/:userId.pdf', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['user-detail'],
      summary: 'A candidate’s profile as a PDF in the viewer’s language (same visibility as the profile)',
      params: userParams,
    },
    handler: async (req, reply) => {
      const actor = req.actor!;
      const lang = await callerLang(db, actor);
      const view = await readCandidateProfile({ db, actor, candidateUserId: req.params.userId, flags, lang });
      await recordProfileRead(db, actor, {
        subject: req.params.userId,
        via: 'profile-pdf',
        requestId: req.id,
      });
      return sendPdf(reply, await renderProfilePdf(view, { lang }), pdfName(view));
    },
  });

  r.get('/application-user-detail/:id.pdf', {
    config: { access: snapshots.applicationUserDetail.read },
    schema: {
      tags: ['application-user-detail'],
      summary: 'The profile as sent with an application, as a PDF in the viewer’s language',
      params: idParamsSchema,
    },
    handler: async (req, reply) => {
      const actor = req.actor!;
      // The resource's read records the read (via application-snapshot) in the audit log.
      const row = await getRow({ db, actor, requestId: req.id }, snapshots.applicationUserDetail, req.params.id, {
        select: ['id', 'data', 'createdAt'],
        include: [],
      });
      const lang = await callerLang(db, actor);
      const view = (row.data as ApplicationProfileSnapshot)[lang];
      const sentAt = (row.createdAt as Date).toISOString();
      return sendPdf(reply, await renderProfilePdf(view, { lang, sentAt }), pdfName(view, '-application'));
    },
  });
}
