import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchQuerySchema, searchResultSchema } from '@hiring/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { activeCompanyId } from '../../http/resources/scopes.js';
import { searchCandidates } from './search.service.js';

/**
 * `POST /search`: candidate search with the filters of spec section 9 in a JSON body (nested
 * filters read better than a flattened query string). Not mounted when the search module is
 * disabled, so the route answers 404 then.
 */
export function registerSearchRoutes(app: FastifyInstance, deps: { db: Database; config: Config }): void {
  if (deps.config.modules.disableSearch) return;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/search', {
    config: { access: { permission: 'candidates' }, readOnly: true },
    schema: {
      tags: ['search'],
      summary: 'Search candidates: filters AND-ed, free text, ranked with each match explained',
      operationId: 'searchCandidates',
      body: searchQuerySchema,
      response: { 200: z.object({ data: searchResultSchema }) },
    },
    handler: async (req) => {
      // Searching is a company activity: a user without an active company is refused (403).
      activeCompanyId(req.actor);
      return { data: await searchCandidates(deps.db, req.body) };
    },
  });
}
