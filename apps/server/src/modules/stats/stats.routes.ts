import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, ilike, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { company } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { AuthDeps } from '../auth/auth-deps.js';
import { callerLang } from '../board/candidate.service.js';
import { contentDisposition } from '../files/download.js';
import { buckets, defaultBucket, rangeProblem, type StatsRange } from './stats-calendar.js';
import { seriesCsv } from './stats-csv.js';
import { seriesNames, statsSeries, type SeriesName } from './stats.service.js';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../http/resources/where.js';

const tags = ['admin-stats'];
const statsAdmins = { access: { admin: 'user-stats' } } as const;

const day = z.string().describe('A calendar day in Italy, YYYY-MM-DD');
export const statsQuery = z.object({
  from: day,
  to: day.describe('The last day, included; at most 731 days after from'),
  bucket: z.enum(buckets).optional().describe('day, week (from Monday) or month; by default from the range'),
  companyId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
const seriesParams = z.object({ series: z.enum(seriesNames) });

export const statsSeriesSchema = z.object({
  from: z.string(),
  to: z.string(),
  bucket: z.enum(buckets),
  companyId: z.number().int().nullable(),
  labels: z.array(z.string()),
  datasets: z.array(z.object({ key: z.string(), data: z.array(z.number().nullable()) })),
});

/** The range asked for, checked (400 with the reason), and the company, which must exist (404). */
async function readRange(db: Database, query: z.infer<typeof statsQuery>): Promise<StatsRange> {
  const problem = rangeProblem(query.from, query.to);
  if (problem) throw badRequest(problem);
  if (query.companyId !== undefined) {
    const [found] = await db.select({ id: company.id }).from(company).where(eq(company.id, query.companyId));
    if (!found) throw notFound('Company not found');
  }
  return {
    from: query.from,
    to: query.to,
    bucket: query.bucket ?? defaultBucket(query.from, query.to),
    companyId: query.companyId ?? null,
  };
}

/**
 * The back office's statistics (issue 13, docs/stats.md): one chart's numbers per series, as JSON
 * or as CSV, for admins with user-stats and super users.
 */
export function registerStatsRoutes(app: FastifyInstance, { db }: AuthDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/admin/stats/companies', {
    config: { ...statsAdmins },
    schema: {
      tags,
      operationId: 'searchStatsCompanies',
      summary: 'Companies whose name contains the text, for the statistics’ company filter (at most 20)',
      querystring: z.object({ q: z.string().max(200).optional() }),
      response: {
        200: z.object({ data: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
      },
    },
    handler: async (req) => {
      const text = req.query.q?.trim() ?? '';
      const pattern = containsPattern(text);
      const data = await db
        .select({ id: company.id, name: company.name })
        .from(company)
        .where(and(isNull(company.deletedAt), text ? ilike(company.name, pattern) : undefined))
        .orderBy(asc(company.name), asc(company.id))
        .limit(20);
      return { data };
    },
  });

  r.get('/admin/stats/:series', {
    config: { ...statsAdmins, errorStatuses: [400, 404] },
    schema: {
      tags,
      operationId: 'getStatsSeries',
      summary:
        'One chart’s numbers over a range of days in Italy, per day, week or month (the funnel: per step)',
      params: seriesParams,
      querystring: statsQuery,
      response: { 200: z.object({ data: statsSeriesSchema }) },
    },
    handler: async (req) => {
      const range = await readRange(db, req.query);
      const series = await statsSeries(db, req.params.series, range);
      return { data: { ...range, ...series } };
    },
  });

  r.get('/admin/stats/:series.csv', {
    config: { ...statsAdmins, errorStatuses: [400, 404] },
    schema: {
      tags,
      operationId: 'getStatsSeriesCsv',
      summary: 'One chart’s numbers as CSV (UTF-8 with BOM, a header row, in the caller’s language)',
      params: seriesParams,
      querystring: statsQuery,
    },
    handler: async (req, reply) => {
      const range = await readRange(db, req.query);
      const name: SeriesName = req.params.series;
      const series = await statsSeries(db, name, range);
      const lang = await callerLang(db, req.actor!);
      const fileName = `${name}_${range.from}_${range.to}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', fileName))
        .header('cache-control', 'private, no-store')
        .send(seriesCsv(name, series, lang));
    },
  });
}
