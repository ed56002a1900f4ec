import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noticeItemClasses, noticeItemSchema } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { fetchNotices, markNoticesSeen } from './notices.service.js';

const dbId = z.number().int().positive().max(2_147_483_647);
const fetchBody = z.object({ idList: z.array(dbId).max(1000) }).strict();
const seenBody = z.object({ itemClass: z.enum(noticeItemClasses), itemId: dbId }).strict();

/** The notification menu: the caller's unseen updates, grouped per item, and marking one seen. */
export function registerNoticeRoutes(app: FastifyInstance, db: Database): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/notice/@fetch', {
    config: { access: 'authenticated', readOnly: true },
    schema: {
      tags: ['notice'],
      summary: 'Unseen notices of the caller in the active company, grouped per item, newest first',
      body: fetchBody,
      response: { 200: z.object({ data: z.array(noticeItemSchema) }) },
    },
    handler: async (req) => {
      const actor = req.actor!;
      // Notices are company updates: a user without a company (admin, super user, candidate) has none.
      if (actor.companyId === null) return { data: [] };
      return { data: await fetchNotices(db, actor, req.body.idList) };
    },
  });

  r.post('/notice/@seen', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['notice'],
      summary: 'Mark the caller’s notices of one item seen',
      body: seenBody,
      response: { 204: z.null().describe('marked') },
    },
    handler: async (req, reply) => {
      const actor = req.actor!;
      if (actor.companyId !== null)
        await markNoticesSeen(db, { ...actor, companyId: actor.companyId }, req.body);
      return reply.status(204).send(null);
    },
  });
}
