import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applyPath,
  JOB_POST_CLOSED,
  publicJobPath,
  publicJobSchema,
  readerLangs,
  type ReaderLang,
} from '@hiring/domain/jobs/public-job';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../http/errors.js';
import { publicOrigin } from '../../http/public-origin.js';
import { readerLang } from '../../http/reader-lang.js';
import { idParamsSchema } from '../../http/resources/register-resource.js';
import { cspNonce } from '../../http/security-headers.js';
import { closedJobPage, jobNotFoundPage, publishedJobPage, type PageContext } from './public-job-page.js';
import { findPublicJob, type PublishedJob } from './public-job.service.js';

interface PublicJobDeps {
  db: Database;
  config: Config;
}

/** A published post may be a minute old in a cache; its language may follow Accept-Language. */
const PUBLISHED_CACHE = 'public, max-age=60';

const langOf = (req: FastifyRequest, asked: string | undefined): ReaderLang =>
  readerLang(
    (readerLangs as readonly string[]).includes(asked ?? '') ? (asked as ReaderLang) : undefined,
    req.headers['accept-language'],
  );

const withLinks = (job: PublishedJob, origin: string) => ({
  ...job,
  pageUrl: `${origin}${publicJobPath(job.id)}`,
  applyUrl: `${origin}${applyPath(job.id)}`,
});

/** `GET /public/jobs/{id}` under the API base: the post as JSON, for the candidate app (no sign-in). */
export function registerPublicJobApi(app: FastifyInstance, { db, config }: PublicJobDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get('/public/jobs/:id', {
    config: { access: 'public', errorStatuses: [410] },
    schema: {
      tags: ['talents'],
      operationId: 'getPublicJob',
      summary:
        'A published job post as candidates read it, with its company’s public page; references named in ' +
        '`lang` (else Accept-Language, else Italian). Drafts, suspended, deleted and unknown posts: 404 alike; ' +
        `a closed post: 410 "${JOB_POST_CLOSED}"`,
      params: idParamsSchema,
      querystring: z.object({ lang: z.enum(readerLangs).optional() }).strict(),
      response: { 200: z.object({ data: publicJobSchema }) },
    },
    handler: async (req, reply) => {
      const lang = readerLang(req.query.lang, req.headers['accept-language']);
      const found = await findPublicJob(db, req.params.id, lang);
      if (found.status === 'closed') throw new HttpError(410, JOB_POST_CLOSED);
      reply.header('cache-control', PUBLISHED_CACHE).header('vary', 'Accept-Language');
      return { data: withLinks(found.job, publicOrigin(config, req)) };
    },
  });
}

/** A whole HTML page, with its status; error pages are not cached and not indexed. */
function sendPage(reply: FastifyReply, status: number, page: string) {
  reply.status(status).type('text/html; charset=utf-8').header('vary', 'Accept-Language');
  if (status === 200) reply.header('cache-control', PUBLISHED_CACHE);
  else reply.header('cache-control', 'no-cache').header('x-robots-tag', 'noindex');
  return reply.send(page);
}

/**
 * `GET /talents/jobs/{id}` at the site's root: the server-rendered public page of a post — complete
 * without JavaScript, with Open Graph tags and schema.org JobPosting for link previews and search
 * engines (docs/talents.md, "The public job page"). A normal route, so it wins over the web app's
 * page fallback. Any id that is not a post's gets the 404 page, never a JSON error.
 */
export function registerPublicJobPage(app: FastifyInstance, { db, config }: PublicJobDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get('/talents/jobs/:id', {
    config: { access: 'public' },
    // Not an API operation: a page for browsers and crawlers (the API's twin is GET /api/public/jobs/{id}).
    schema: {
      hide: true,
      params: z.object({ id: z.string() }),
      // Shared links carry tracking parameters (utm_*, fbclid): anything besides lang is ignored.
      querystring: z.object({ lang: z.string().optional() }).loose(),
    },
    handler: async (req, reply) => {
      const ctx: PageContext = {
        lang: langOf(req, req.query.lang),
        origin: publicOrigin(config, req),
        siteName: config.dashboardName,
        nonce: cspNonce(reply.raw),
      };
      const id = idParamsSchema.safeParse(req.params);
      if (!id.success) return sendPage(reply, 404, jobNotFoundPage(ctx, req.params.id));
      try {
        const found = await findPublicJob(db, id.data.id, ctx.lang);
        if (found.status === 'closed') return sendPage(reply, 410, closedJobPage(ctx, found));
        return sendPage(reply, 200, publishedJobPage(ctx, withLinks(found.job, ctx.origin)));
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404)
          return sendPage(reply, 404, jobNotFoundPage(ctx, id.data.id));
        throw error;
      }
    },
  });
}
