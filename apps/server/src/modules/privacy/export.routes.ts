import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RoleId } from '@hiring/domain';
import { idParamsSchema } from '../../http/resources/register-resource.js';
import { userAccountKey, type RateLimitRule } from '../../http/rate-limit.js';
import { recordAudit } from '../admin/audit.js';
import type { AuthDeps } from '../auth/auth-deps.js';
import { contentDisposition } from '../files/download.js';
import type { FileStorage } from '../files/storage.js';
import { candidateExportArchive, requireCandidate } from './export.service.js';

const HOUR = 3600;

/**
 * A few exports per hour per candidate (each reads every file they have), and some room per address
 * for candidates behind one NAT.
 */
export const dataExportLimit = {
  name: 'data-export',
  perIp: { max: 30, windowSeconds: HOUR },
  perAccount: { max: 5, windowSeconds: HOUR, key: userAccountKey },
} as const satisfies RateLimitRule;

/** The archive in the OpenAPI document: bytes, not JSON. */
const zipResponse = {
  200: {
    description: 'A ZIP archive: README.txt, data.json and files/ (docs/privacy.md, "Data export")',
    content: { 'application/zip': { schema: z.string().meta({ format: 'binary' }) } },
  },
};

function sendArchive(reply: FastifyReply, archive: { fileName: string; archive: NodeJS.ReadableStream }) {
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', contentDisposition('attachment', archive.fileName))
    .header('cache-control', 'private, no-store')
    .send(archive.archive);
}

/**
 * The GDPR data export (right of access and portability): the candidate downloads everything the
 * product holds about them as one ZIP archive, streamed; the back office does the same for an access
 * request that reaches it, and the audit log records that it did (who, whose, never what).
 */
export function registerDataExportRoutes(app: FastifyInstance, deps: AuthDeps, storage: FileStorage): void {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/me/data-export', {
    config: { access: { role: RoleId.user } },
    preHandler: deps.limiter.guard(dataExportLimit),
    schema: {
      tags: ['privacy'],
      operationId: 'getMyDataExport',
      summary:
        'All the caller’s data as a ZIP archive (data.json, README.txt, files/): GDPR access and portability',
      response: zipResponse,
    },
    handler: async (req, reply) =>
      sendArchive(reply, await candidateExportArchive({ db, storage, userId: req.actor!.userId })),
  });

  r.get('/admin/candidates/:id/data-export', {
    config: { access: { admin: 'sudoer' } },
    schema: {
      tags: ['privacy'],
      operationId: 'getCandidateDataExport',
      summary:
        'A candidate’s data export for an access request (audited; 404 for an unknown id or a non-candidate)',
      params: idParamsSchema,
      response: zipResponse,
    },
    handler: async (req, reply) => {
      const candidate = await requireCandidate(db, req.params.id);
      const archive = await candidateExportArchive({ db, storage, userId: candidate.id });
      await recordAudit(db, req.actor!, {
        action: 'candidate-data-export',
        subjectUserId: candidate.id,
        requestId: req.id,
      });
      return sendArchive(reply, archive);
    },
  });
}
