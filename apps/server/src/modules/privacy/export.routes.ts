import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RoleId } from '@hiring/domain';
import { idParamsSchema } from '../../http/resources/register-resource.js';
import { userAccountKey, type RateLimitRule } from '../../http/rate-limit.js';
import { recordAudit } from '../admin/audit.js';
import type { AuthDeps } from '../auth/auth-deps.js';
import { contentDisposition } from '../files/download.js';
import type { FileStorage } from '../files/storage.js';
import { candidateExportArchive, exportFileName, requireCandidate } from './export.service.js';

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

const archiveHeaders = (reply: FastifyReply, fileName: string) =>
  reply
    .header('content-type', 'application/zip')
    .header('content-disposition', contentDisposition('attachment', fileName))
    .header('cache-control', 'private, no-store');

/**
 * The GDPR data export (right of access and portability): the candidate downloads everything the
 * product holds about them as one ZIP archive, streamed; the back office does the same for an access
 * request that reaches it, and the audit log records that it did (who, whose, never what).
 */
export function registerDataExportRoutes(app: FastifyInstance, deps: AuthDeps, storage: FileStorage): void {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * The archive of a candidate (404 for anyone else), `exported` recorded once it is ready to send. A
   * HEAD (which Fastify answers by reading the whole body and dropping it) gets the headers only:
   * nothing is read, nothing recorded.
   */
  const sendExport = async (
    req: FastifyRequest,
    reply: FastifyReply,
    userId: number,
    exported?: () => Promise<void>,
  ) => {
    if (req.method === 'HEAD') {
      const person = await requireCandidate(db, userId);
      return archiveHeaders(reply, exportFileName(person, new Date())).send();
    }
    const { fileName, archive } = await candidateExportArchive({ db, storage, userId });
    await exported?.();
    return archiveHeaders(reply, fileName).send(archive);
  };

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
    handler: (req, reply) => sendExport(req, reply, req.actor!.userId),
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
    handler: (req, reply) =>
      sendExport(req, reply, req.params.id, () =>
        recordAudit(db, req.actor!, {
          action: 'candidate-data-export',
          subjectUserId: req.params.id,
          requestId: req.id,
        }),
      ),
  });
}
